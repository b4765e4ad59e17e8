import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useBackButton } from './back-button';
import { initTelegram, mountTelegram } from './init';

function Screen() {
  useBackButton('/main');
  return null;
}

describe('the SDK mounted after the first render', () => {
  const postEvent = jest.fn();

  beforeEach(() => {
    const initData = new URLSearchParams({
      user: '{"id":1,"first_name":"A"}',
      auth_date: '1700000000',
      hash: 'abc',
      signature: 'c2ln',
    });
    window.history.replaceState(
      null,
      '',
      `/blog#${new URLSearchParams({ tgWebAppData: initData.toString(), tgWebAppVersion: '8.0', tgWebAppPlatform: 'android', tgWebAppThemeParams: '{}' })}`,
    );
    (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = { postEvent };
  });

  afterEach(() => {
    delete (window as unknown as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    window.history.replaceState(null, '', '/');
  });

  it('shows the back button a screen asked for before the SDK mounted', async () => {
    await expect(initTelegram(undefined, { mount: false })).resolves.toMatchObject({ status: 'ready', environment: 'telegram' });
    const { unmount } = render(
      <MemoryRouter initialEntries={['/blog']}>
        <Screen />
      </MemoryRouter>,
    );
    const backButtonEvents = () => postEvent.mock.calls.filter(([method]) => method === 'web_app_setup_back_button');
    expect(backButtonEvents()).toEqual([]);

    mountTelegram();
    expect(backButtonEvents()).toEqual([['web_app_setup_back_button', JSON.stringify({ is_visible: true })]]);
    unmount();
  });
});
