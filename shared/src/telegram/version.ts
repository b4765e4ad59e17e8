/**
 * The oldest Telegram client the app runs on: the highest version among the Mini Apps methods it
 * calls (see shell/README.md for the table). Bot API 6.1 brought the back button, haptic feedback
 * and web_app_open_tg_link; 6.0 clients lack all three.
 */
export const MIN_TELEGRAM_VERSION = '6.1';

/** Compares dotted versions numerically: '6.10' > '6.9'. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export const isSupportedVersion = (version: string) => compareVersions(version, MIN_TELEGRAM_VERSION) >= 0;
