import { setTelegramEnvironment } from './environment';
import { openQrScanner } from './qr-scanner';

// The bridge as a Telegram client would drive it: the test records what the page posts and fires
// the client's events.
const posted: Array<[string, unknown]> = [];
const listeners = new Map<string, Set<(payload: { data?: string }) => void>>();
jest.mock('@telegram-apps/sdk-react', () => ({
  postEvent: (name: string, params?: unknown) => posted.push([name, params]),
  on: (name: string, listener: (payload: { data?: string }) => void) => {
    if (!listeners.has(name)) listeners.set(name, new Set());
    listeners.get(name)!.add(listener);
    return () => listeners.get(name)!.delete(listener);
  },
}));
const fire = (name: string, payload: { data?: string } = {}) => [...(listeners.get(name) ?? [])].forEach((l) => l(payload));

beforeEach(() => {
  posted.length = 0;
  listeners.clear();
});
afterEach(() => setTelegramEnvironment('none'));

describe('openQrScanner', () => {
  it('is not offered outside a Telegram client', () => {
    setTelegramEnvironment('demo');
    expect(openQrScanner({ text: 'x', onScan: jest.fn() })).toBeNull();
    expect(posted).toEqual([]);
  });

  it('opens the popup with its text, passes on every code read while it stays open, and stops at the close event', () => {
    setTelegramEnvironment('telegram');
    const onScan = jest.fn();
    const onClose = jest.fn();
    openQrScanner({ text: 'Naskenujte QR kód vstupenky', onScan, onClose });
    expect(posted).toEqual([['web_app_open_scan_qr_popup', { text: 'Naskenujte QR kód vstupenky' }]]);
    fire('qr_text_received', { data: 'first' });
    fire('qr_text_received', { data: 'second' });
    expect(onScan.mock.calls).toEqual([['first'], ['second']]);
    // Never closed by the page: the next person is scanned in the same popup.
    expect(posted.map(([name]) => name)).not.toContain('web_app_close_scan_qr_popup');
    fire('scan_qr_popup_closed');
    expect(onClose).toHaveBeenCalledTimes(1);
    fire('qr_text_received', { data: 'late' });
    expect(onScan).toHaveBeenCalledTimes(2);
  });

  it('closes the popup when asked', () => {
    setTelegramEnvironment('telegram');
    const onClose = jest.fn();
    const close = openQrScanner({ text: 'x', onScan: jest.fn(), onClose })!;
    close();
    close();
    expect(posted.filter(([name]) => name === 'web_app_close_scan_qr_popup')).toHaveLength(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
