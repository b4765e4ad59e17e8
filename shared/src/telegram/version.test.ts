import { compareVersions, isSupportedVersion, MIN_TELEGRAM_VERSION, rawLaunchVersion } from './version';
import { initTelegram } from './init';

describe('Telegram client version', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('compares versions numerically', () => {
    expect(compareVersions('6.10', '6.9')).toBe(1);
    expect(compareVersions('8.0', '8')).toBe(0);
    expect(compareVersions('7.10', '8.0')).toBe(-1);
    expect(isSupportedVersion(MIN_TELEGRAM_VERSION)).toBe(true);
  });

  it('reads the version from the URL hash as Telegram passes it', () => {
    window.history.replaceState(null, '', '/main#tgWebAppData=user%3D1&tgWebAppVersion=7.10&tgWebAppPlatform=ios');
    expect(rawLaunchVersion()).toBe('7.10');
  });

  it('refuses a client older than 8.0 whose init data lacks the signature field', async () => {
    const initData = new URLSearchParams({ user: '{"id":1,"first_name":"A"}', auth_date: '1700000000', hash: 'abc' });
    window.history.replaceState(
      null,
      '',
      `/#${new URLSearchParams({ tgWebAppData: initData.toString(), tgWebAppVersion: '7.10', tgWebAppPlatform: 'android', tgWebAppThemeParams: '{}' })}`,
    );
    await expect(initTelegram()).resolves.toEqual({ status: 'unsupported', version: '7.10' });
  });
});
