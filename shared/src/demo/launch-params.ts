import { http } from '@app/shared/http';

/** Telegram's own default palettes, so the demo looks like the messenger in either theme. */
const LIGHT = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#707579',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  secondary_bg_color: '#f1f1f4',
  header_bg_color: '#ffffff',
  accent_text_color: '#2481cc',
  section_bg_color: '#ffffff',
  section_header_text_color: '#6d6d72',
  subtitle_text_color: '#707579',
  destructive_text_color: '#e53935',
  section_separator_color: '#e7e7e7',
  bottom_bar_bg_color: '#ffffff',
};
const DARK = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  secondary_bg_color: '#232e3c',
  header_bg_color: '#17212b',
  accent_text_color: '#6ab2f2',
  section_bg_color: '#17212b',
  section_header_text_color: '#6ab3f3',
  subtitle_text_color: '#708499',
  destructive_text_color: '#ec3942',
  section_separator_color: '#111921',
  bottom_bar_bg_color: '#17212b',
};

/**
 * Launch parameters for a plain browser in demo builds: init data signed by the local server with
 * the public demo token, the browser's colour scheme as the theme, a recent client version.
 */
export async function demoLaunchParams(): Promise<string> {
  const { initDataRaw } = (await http.get<{ initDataRaw: string }>('/demo/init-data')).data;
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const startParam = new URLSearchParams(window.location.search).get('startapp') ?? '';
  return new URLSearchParams({
    tgWebAppData: initDataRaw,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(dark ? DARK : LIGHT),
    tgWebAppStartParam: startParam,
  }).toString();
}
