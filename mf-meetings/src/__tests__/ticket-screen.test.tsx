import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Participation } from '@app/meetings-contract';
import { createMeetingsMockState, meetingFixtures, meetingsHandlers, participationFixture } from '@app/meetings-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { TicketScreen } from '../screens/ticket-screen';

type State = ReturnType<typeof createMeetingsMockState>;

const renderTicket = (options: { id?: string | number; state?: State; handlers?: RequestHandler[] } = {}) => {
  const state = options.state ?? createMeetingsMockState(meetingFixtures(), [participationFixture(7)]);
  const requests: URL[] = [];
  const spy = http.all('*/api/meetings/*', ({ request }) => void requests.push(new URL(request.url)));
  const view = renderScreen(<TicketScreen />, {
    route: `/meetings/${options.id ?? 7}/ticket`,
    path: '/meetings/:id/ticket',
    handlers: [spy, ...(options.handlers ?? []), ...meetingsHandlers(state)],
  });
  return { ...view, state, requests };
};

const ticketFor = (id: number, overrides: Partial<Participation> = {}) =>
  createMeetingsMockState(meetingFixtures(), [participationFixture(id, overrides)]);
const cell = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('ticket (/meetings/{id}/ticket)', () => {
  it("shows 'Načítavam lístok...', then the QR code of qr_token, Stav, Meno, Priezvisko and Email", async () => {
    renderTicket({
      state: ticketFor(7, { qr_token: 'tok-123', first_name: 'Emília', last_name: 'Kováčová', email: 'emilia@example.sk' }),
    });
    expect(await screen.findByText('Načítavam lístok...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Večer slovenskej poézie' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'QR kód lístka' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(cell('Stav')).toHaveTextContent('Potvrdené');
    expect(cell('Meno')).toHaveTextContent('Emília');
    expect(cell('Priezvisko')).toHaveTextContent('Kováčová');
    expect(cell('Email')).toHaveTextContent('emilia@example.sk');
    // An offline meeting has no link to join.
    expect(screen.queryByRole('button', { name: 'Kopírovať odkaz' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť' })).toHaveAttribute('href', '/meetings/7');
  });

  it('draws a different code for a different token', async () => {
    const first = renderTicket({ state: ticketFor(7, { qr_token: 'token-A' }) });
    const a = (await screen.findByRole('img', { name: 'QR kód lístka' })).innerHTML;
    first.unmount();
    renderTicket({ state: ticketFor(7, { qr_token: 'token-B' }) });
    const b = (await screen.findByRole('img', { name: 'QR kód lístka' })).innerHTML;
    expect(a).not.toBe(b);
  });

  it("labels a pending ticket 'Čakáme na platbu' and a cancelled one 'Zrušené', without a QR code", async () => {
    const pending = renderTicket({ state: ticketFor(7, { status: 'pending' }) });
    expect(await screen.findByText('Čakáme na platbu')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR kód lístka' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pridať do kalendára' })).toBeInTheDocument();
    pending.unmount();
    renderTicket({ state: ticketFor(7, { status: 'cancelled' }) });
    expect(await screen.findByText('Zrušené')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR kód lístka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pridať do kalendára' })).not.toBeInTheDocument();
  });

  describe('the meeting link', () => {
    const link = 'https://meet.google.com/abc-defg-hij';
    // After userEvent.setup(), which installs a clipboard of its own.
    const stubClipboard = (writeText: jest.Mock) =>
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    it("is shown with a copy button; copying shows 'Skopírované' with the hint for 3.5 s", async () => {
      renderTicket({ id: 2, state: ticketFor(2, { meeting_link: link }) });
      expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', link);
      jest.useFakeTimers();
      try {
        const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
        const writeText = jest.fn().mockResolvedValue(undefined);
        stubClipboard(writeText);
        await user.click(screen.getByRole('button', { name: 'Kopírovať odkaz' }));
        expect(writeText).toHaveBeenCalledWith(link);
        const toast = (await screen.findByText('Skopírované')).closest('[role="status"]');
        expect(toast).toHaveTextContent('Použite odkaz na pripojenie k stretnutiu');
        act(() => jest.advanceTimersByTime(3400));
        expect(screen.getByText('Skopírované')).toBeInTheDocument();
        act(() => jest.advanceTimersByTime(100));
        expect(screen.queryByText('Skopírované')).not.toBeInTheDocument();
      } finally {
        jest.useRealTimers();
      }
    });

    it('says so when the clipboard refuses', async () => {
      const user = userEvent.setup();
      stubClipboard(jest.fn().mockRejectedValue(new Error('denied')));
      renderTicket({ id: 2, state: ticketFor(2, { meeting_link: link }) });
      await user.click(await screen.findByRole('button', { name: 'Kopírovať odkaz' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Odkaz sa nepodarilo skopírovať.');
    });
  });

  it('adds the meeting to the calendar as an .ics download', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:http://localhost/ics';
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    renderTicket();
    await user.click(await screen.findByRole('button', { name: 'Pridať do kalendára' }));
    expect(downloads).toEqual([{ href: 'blob:http://localhost/ics', download: 'vecer-slovenskej-poezie.ics' }]);
    expect(blobs[0]!.type).toBe('text/calendar;charset=utf-8');
    const ics = await blobs[0]!.text();
    expect(ics).toContain('SUMMARY:Večer slovenskej poézie');
    expect(ics).toContain('LOCATION:Kaviareň Verne\\, Hviezdoslavovo nám. 18\\, Bratislava');
    click.mockRestore();
  });

  describe('errors (spec section 8)', () => {
    it("no ticket for this meeting (404): 'Lístok sa nenašiel.'", async () => {
      renderTicket({ state: createMeetingsMockState() });
      expect(await screen.findByText('Lístok sa nenašiel.')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'QR kód lístka' })).not.toBeInTheDocument();
    });

    it("an unknown meeting: 'Lístok sa nenašiel.'", async () => {
      renderTicket({ id: 999 });
      expect(await screen.findByText('Lístok sa nenašiel.')).toBeInTheDocument();
    });

    it("an id that cannot be a meeting: 'Lístok sa nenašiel.' without asking the server", async () => {
      const { requests } = renderTicket({ id: 'x1' });
      expect(await screen.findByText('Lístok sa nenašiel.')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    });

    it("a failed load: 'Nepodarilo sa načítať stretnutie.' with a retry that works", async () => {
      const user = userEvent.setup();
      let fail = true;
      renderTicket({
        handlers: [
          http.get('*/api/meetings/:id/participate', () =>
            fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : undefined,
          ),
        ],
      });
      expect(await screen.findByText('Nepodarilo sa načítať stretnutie.')).toBeInTheDocument();
      fail = false;
      await user.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
      await waitFor(() => expect(screen.getByRole('img', { name: 'QR kód lístka' })).toBeInTheDocument());
    });
  });
});
