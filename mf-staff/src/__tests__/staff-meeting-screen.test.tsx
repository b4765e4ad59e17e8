import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStaffMockState, MOCK_TICKET_TOKEN, staffHandlersFor } from '@app/staff-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import type { QrScannerOptions } from '@app/shared/telegram';
import { StaffMeetingScreen } from '../screens/staff-meeting-screen';

// A whole test of several steps may pass the default 5 s on a busy machine (the async-util
// timeout, for a first screen's lazy modules and MSW, is set once in shared/jest.setup.ts).
jest.setTimeout(20_000);

// The screen talks to Telegram only through these wrappers; the test stands in for the scanner.
const scanner: { options: QrScannerOptions | null; opened: number; closed: number; available: boolean } = {
  options: null,
  opened: 0,
  closed: 0,
  available: true,
};
const haptics: string[] = [];
jest.mock('@app/shared/telegram', () => ({
  ...jest.requireActual('@app/shared/telegram'),
  isQrScannerAvailable: () => scanner.available,
  openQrScanner: (options: QrScannerOptions) => {
    scanner.options = options;
    scanner.opened += 1;
    return () => (scanner.closed += 1);
  },
  hapticNotify: (type: string) => haptics.push(type),
}));

beforeEach(() => {
  Object.assign(scanner, { options: null, opened: 0, closed: 0, available: true });
  haptics.length = 0;
});

const renderDoor = (state = createStaffMockState()) =>
  renderScreen(<StaffMeetingScreen />, {
    route: '/staff/meetings/1',
    path: '/staff/meetings/:id',
    as: 'organiser',
    handlers: staffHandlersFor(state),
  });
const read = async (text: string) => act(async () => scanner.options!.onScan(text));

describe('the door (/staff/meetings/:id)', () => {
  it("scans: 'Vstup potvrdený' with the name, then 'Vstup už bol potvrdený' with the first time; the scanner stays open", async () => {
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Skenovať vstupenky' }));
    expect(scanner.opened).toBe(1);
    await read(MOCK_TICKET_TOKEN);
    const first = await screen.findByRole('status', { name: 'Posledná kontrola' });
    expect(within(first).getByRole('heading', { name: 'Vstup potvrdený' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Eva Malá');
    expect(haptics).toEqual(['success']);

    await read(MOCK_TICKET_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Vstup už bol potvrdený' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Posledná kontrola' })).toHaveTextContent(/Prvé skenovanie o \d{2}:\d{2}/);
    expect(haptics).toEqual(['success', 'error']);
    expect(scanner.closed).toBe(0);
    // The list shows the arrival, in words that fit anyone (issue 29, item 5: not 'Prišiel').
    expect(await screen.findByText(/^Vstup o \d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it("an unknown code: 'Neplatná vstupenka' and why, with an error haptic", async () => {
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Skenovať vstupenky' }));
    await read('https://example.com/not-a-ticket');
    expect(await screen.findByRole('heading', { name: 'Neplatná vstupenka' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Posledná kontrola' })).toHaveTextContent('Takú vstupenku nepoznáme.');
    expect(haptics).toEqual(['error']);
  });

  it('checks a participant in by name; a pending one has no button', async () => {
    scanner.available = false;
    renderDoor();
    expect(await screen.findByText(/Skener QR kódov je len v aplikácii Telegram/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skenovať vstupenky' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Potvrdiť vstup: Ján Kováč' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Potvrdiť vstup: Peter Novák' }));
    expect(await screen.findByRole('heading', { name: 'Vstup potvrdený' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Posledná kontrola' })).toHaveTextContent('Peter Novák');
  });

  it('closes the scanner when the page goes away', async () => {
    const view = renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Skenovať vstupenky' }));
    view.unmount();
    expect(scanner.closed).toBe(1);
  });

  describe('issue 29, item 5', () => {
    it("names the action 'Potvrdiť vstup' (not 'Prihlásiť') and the people's state in words that fit anyone", async () => {
      scanner.available = false;
      renderDoor();
      expect(await screen.findByRole('button', { name: 'Potvrdiť vstup: Eva Malá' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Prihlásiť/ })).not.toBeInTheDocument();
      expect(screen.getAllByText('Má vstupenku')).toHaveLength(2);
      expect(screen.getByText(/Vstup potvrďte podľa mena/)).toBeInTheDocument();
    });

    it('before the window opens the page and the scan say when it opens, and nobody is let in', async () => {
      const state = createStaffMockState();
      // The meeting in 12 days: its door opens 2 h before the start (instants from the test's own clock).
      const start = Date.now() + 12 * 24 * 3_600_000;
      Object.assign(state.meetings[0]!, {
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + 2 * 3_600_000).toISOString(),
        check_in_opens_at: new Date(start - 2 * 3_600_000).toISOString(),
        check_in_closes_at: new Date(start + 4 * 3_600_000).toISOString(),
      });
      const opens = new Intl.DateTimeFormat('sk-SK', {
        day: 'numeric',
        month: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(start - 2 * 3_600_000));
      renderDoor(state);
      expect(await screen.findByText(`Vstup sa otvára ${opens}.`)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Skenovať vstupenky' }));
      await read(MOCK_TICKET_TOKEN);
      const result = await screen.findByRole('status', { name: 'Posledná kontrola' });
      expect(within(result).getByRole('heading', { name: 'Neplatná vstupenka' })).toBeInTheDocument();
      expect(result).toHaveTextContent('Vstup sa ešte neotvoril.');
      expect(result).toHaveTextContent(`Vstup sa otvára ${opens}.`);
      expect(state.meetings[0]!.participants[0]!.checked_in_at).toBeNull();
    });

    it('a mistaken check-in is undone from the answer and from the list', async () => {
      scanner.available = false;
      const state = createStaffMockState();
      renderDoor(state);
      await userEvent.click(await screen.findByRole('button', { name: 'Potvrdiť vstup: Peter Novák' }));
      const result = await screen.findByRole('status', { name: 'Posledná kontrola' });
      await userEvent.click(within(result).getByRole('button', { name: 'Zrušiť vstup: Peter Novák' }));
      expect(await screen.findByText('Vstup zrušený: Peter Novák')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Potvrdiť vstup: Peter Novák' })).toBeInTheDocument();
      expect(state.meetings[0]!.participants[1]!.checked_in_at).toBeNull();

      await userEvent.click(screen.getByRole('button', { name: 'Potvrdiť vstup: Eva Malá' }));
      // The list's own undo (the answer card above offers one too).
      const list = screen.getByRole('list');
      await userEvent.click(await within(list).findByRole('button', { name: 'Zrušiť vstup: Eva Malá' }));
      expect(await screen.findByRole('button', { name: 'Potvrdiť vstup: Eva Malá' })).toBeInTheDocument();
      expect(state.meetings[0]!.participants[0]!.checked_in_at).toBeNull();
    });
  });

  describe('issue 38, item 7', () => {
    it("a cancelled meeting is marked 'Zrušené' with its door shut: no scanner, no window, no check-in by name", async () => {
      const state = createStaffMockState();
      state.meetings[0]!.cancelled_at = new Date().toISOString();
      renderDoor(state);
      expect(await screen.findByText('Stretnutie je zrušené: vstup je zatvorený.')).toBeInTheDocument();
      expect(screen.getByText('Zrušené')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Skenovať vstupenky' })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Vstup sa otvára/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Potvrdiť vstup/ })).not.toBeInTheDocument();
      // The people are still listed: the organiser may need to tell them at the door.
      expect(screen.getByText('Eva Malá')).toBeInTheDocument();
    });
  });
});
