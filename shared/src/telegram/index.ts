export { haptic, share, openChat, openLink, downloadFile, type ShareResult } from './actions';
export { useBackButton, useRouteBackButton } from './back-button';
export { telegramEnvironment, type TelegramEnvironment } from './environment';
export { initTelegram, markReady, isDarkTheme, DEBUG_MARKER, type TelegramStart } from './init';
export { MIN_TELEGRAM_VERSION, compareVersions, isSupportedVersion, rawLaunchVersion } from './version';
export { shareableUrl, startParamForPath, pathForStartParam } from './deep-link';
export { applyThemeVariables, applyThemeFromLaunchUrl, themeVariableName } from './theme-vars';
