/**
 * The oldest Telegram client the app runs on: the highest version among what it needs (table in
 * the README). Bot API 8.0 brought the init data `signature` field, without which the SDK's
 * launch-parameter parser refuses to start, and web_app_request_file_download; the back button,
 * haptic feedback and web_app_open_tg_link date from 6.1.
 */
export const MIN_TELEGRAM_VERSION = '8.0';

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

/**
 * tgWebAppVersion straight from the URL, before anything parses the launch parameters: an old
 * client's parameters fail the SDK's parser, yet must still be told they are too old.
 */
export function rawLaunchVersion(): string | null {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  for (const source of [window.location.href, navigation?.name]) {
    if (!source) continue;
    const query = source.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&');
    const version = new URLSearchParams(query).get('tgWebAppVersion');
    if (version) return version;
  }
  return null;
}
