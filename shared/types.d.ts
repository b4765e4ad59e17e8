/** Build-time flags set by rspack.base.ts. */
declare const __DEMO__: boolean;
declare const __APP_NAME__: string;
