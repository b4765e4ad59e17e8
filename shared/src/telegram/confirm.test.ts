import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setTelegramEnvironment } from './environment';
import { confirmAction } from './confirm';

// The bridge as a Telegram client would drive it: the test records what the page posts and fires the client's events.
const posted: Array<[string, unknown]> = [];
const listeners = new Map<string, Set<(payload: { button_id?: string }) => void>>();
jest.mock('@telegram-apps/sdk-react', () => ({
  postEvent: (name: string, params?: unknown) => posted.push([name, params]),
  on: (name: string, listener: (payload: { button_id?: string }) => void) => {
    if (!listeners.has(name)) listeners.set(name, new Set());
    listeners.get(name)!.add(listener);
    return () => listeners.get(name)!.delete(listener);
  },
}));
const fire = (name: string, payload: { button_id?: string }) => [...(listeners.get(name) ?? [])].forEach((l) => l(payload));

const ask = {
  title: 'Odobrať rolu Editor obsahu?',
  message: 'Eva stratí prístup do obsahu.',
  confirm: 'Odobrať',
  destructive: true,
};

beforeEach(() => {
  posted.length = 0;
  listeners.clear();
});
afterEach(() => setTelegramEnvironment('none'));

describe('confirmAction in a Telegram client', () => {
  it("opens Telegram's popup with 'Zrušiť' and the action, and says yes only for the action's button", async () => {
    setTelegramEnvironment('telegram');
    const answer = confirmAction(ask);
    expect(posted).toEqual([
      [
        'web_app_open_popup',
        {
          title: ask.title,
          message: ask.message,
          buttons: [
            { id: 'cancel', type: 'cancel' },
            { id: 'confirm', type: 'destructive', text: 'Odobrať' },
          ],
        },
      ],
    ]);
    fire('popup_closed', { button_id: 'confirm' });
    await expect(answer).resolves.toBe(true);
  });

  it('is a no when the popup is closed without a button or with cancel', async () => {
    setTelegramEnvironment('telegram');
    const closed = confirmAction(ask);
    fire('popup_closed', {});
    await expect(closed).resolves.toBe(false);
    const cancelled = confirmAction(ask);
    fire('popup_closed', { button_id: 'cancel' });
    await expect(cancelled).resolves.toBe(false);
  });
});

describe('confirmAction outside Telegram', () => {
  it('asks in a dialog in the page, focused on Zrušiť, and answers what was pressed', async () => {
    setTelegramEnvironment('demo');
    const first = confirmAction(ask);
    const dialog = await screen.findByRole('dialog', { name: ask.title });
    expect(dialog).toHaveAccessibleDescription(ask.message);
    expect(screen.getByRole('button', { name: 'Zrušiť' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Zrušiť' }));
    await expect(first).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const second = confirmAction(ask);
    fireEvent.click(await screen.findByRole('button', { name: 'Odobrať' }));
    await expect(second).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([]);
  });
});
