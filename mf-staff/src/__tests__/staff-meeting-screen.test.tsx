import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStaffMockState, MOCK_TICKET_TOKEN, staffHandlers } from '@app/staff-contract/mocks';
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
    handlers: staffHandlers(state),
  });
const read = async (text: string) => act(async () => scanner.options!.onScan(text));

describe('the door (/staff/meetings/:id)', () => {
  it("scans: 'Vstup potvrdený' with the name, then 'Už prihlásený' with the first time; the scanner stays open", async () => {
    renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Skenovať vstupenky' }));
    expect(scanner.opened).toBe(1);
    await read(MOCK_TICKET_TOKEN);
    const first = await screen.findByRole('status', { name: 'Posledná kontrola' });
    expect(within(first).getByRole('heading', { name: 'Vstup potvrdený' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Eva Malá');
    expect(haptics).toEqual(['success']);

    await read(MOCK_TICKET_TOKEN);
    expect(await screen.findByRole('heading', { name: 'Už prihlásený' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Posledná kontrola' })).toHaveTextContent(/Prvé skenovanie o \d{2}:\d{2}/);
    expect(haptics).toEqual(['success', 'error']);
    expect(scanner.closed).toBe(0);
    // The list shows the arrival.
    expect(await screen.findByText(/^Prišiel o /)).toBeInTheDocument();
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
    expect(screen.queryByRole('button', { name: 'Prihlásiť: Ján Kováč' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prihlásiť: Peter Novák' }));
    expect(await screen.findByRole('heading', { name: 'Vstup potvrdený' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Posledná kontrola' })).toHaveTextContent('Peter Novák');
  });

  it('closes the scanner when the page goes away', async () => {
    const view = renderDoor();
    await userEvent.click(await screen.findByRole('button', { name: 'Skenovať vstupenky' }));
    view.unmount();
    expect(scanner.closed).toBe(1);
  });
});
