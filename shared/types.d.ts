/** Build-time flags set by rspack.base.ts. */
declare const __DEMO__: boolean;
declare const __APP_NAME__: string;
/** The mini-app's t.me link (TELEGRAM_APP_URL at build time), or '' when unknown. */
declare const __TELEGRAM_APP_URL__: string;
