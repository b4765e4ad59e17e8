import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createStaffMockState, staffHandlersFor } from '@app/staff-contract/mocks';
import { renderScreen, server } from '@app/shared/testing';
import { SpeakerCallsScreen } from '../screens/speaker-calls-screen';

// A whole test of several steps may pass the default 5 s on a busy machine (the async-util
// timeout, for a first screen's lazy modules and MSW, is set once in shared/jest.setup.ts).
jest.setTimeout(20_000);

describe("speaker's calls (/staff/calls)", () => {
  it("shows the learner, the comment and the speaker's zone; 'Študent neprišiel' marks the call once it is confirmed", async () => {
    const state = createStaffMockState();
    renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', as: 'speaker', handlers: staffHandlersFor(state) });
    const card = await screen.findByRole('group', { name: 'Jana Malá' });
    expect(screen.getByText('Časy sú v pásme Europe/Bratislava')).toBeInTheDocument();
    expect(card).toHaveTextContent('Komentár: Chcem sa rozprávať o počasí.');
    expect(within(card).getByRole('button', { name: 'Napísať študentovi' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Študent neprišiel' }));
    const sheet = await screen.findByRole('dialog', { name: 'Študent neprišiel?' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Potvrdiť' }));
    expect(await within(card).findByText('Študent neprišiel', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Hovor prebehol' })).not.toBeInTheDocument();
    expect(state.calls[0]!.status).toBe('missed');
  });

  it('shows the speaker their own weekly hours and days off, read-only', async () => {
    renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', as: 'speaker', handlers: staffHandlersFor() });
    const hours = await screen.findByRole('region', { name: 'Moje hodiny' });
    expect(within(hours).getByText('Utorok').nextSibling).toHaveTextContent('09:00–12:00, 14:00–16:00');
    expect(within(hours).getByText('Voľné dni: 9. 1. 2030')).toBeInTheDocument();
    expect(within(hours).queryByRole('textbox')).not.toBeInTheDocument();
  });

  describe('a page at a time (issue 30)', () => {
    /** The demo's ended call (Jana Malá, waiting for a mark) behind 22 upcoming ones: it is on the second page. */
    const manyCalls = () => {
      const state = createStaffMockState();
      const [ended] = state.calls;
      const upcoming = Array.from({ length: 22 }, (_, i) => ({
        ...ended!,
        id: 100 + i,
        start_dt: new Date(Date.now() + (i + 1) * 3_600_000).toISOString(),
        end_dt: new Date(Date.now() + (i + 1.5) * 3_600_000).toISOString(),
        status: 'scheduled' as const,
        can_mark: false,
        learner: { ...ended!.learner, id: 200 + i, username: null, first_name: 'Študent', last_name: `č. ${i + 1}` },
        comment: '',
      }));
      state.calls = [...upcoming, ended!];
      return state;
    };

    it("shows the first 20 calls, soonest first; 'Načítať ďalšie' adds the rest, where a mark still works", async () => {
      const state = manyCalls();
      renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', as: 'speaker', handlers: staffHandlersFor(state) });
      await screen.findByRole('group', { name: 'Študent č. 1' });
      expect(screen.getAllByRole('group')).toHaveLength(20);
      expect(screen.getAllByRole('group')[19]).toHaveAccessibleName('Študent č. 20');
      expect(screen.queryByRole('group', { name: 'Jana Malá' })).not.toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Načítať ďalšie' }));
      const card = await screen.findByRole('group', { name: 'Jana Malá' });
      expect(screen.getAllByRole('group')).toHaveLength(23);
      expect(screen.getAllByRole('group')[22]).toBe(card);
      expect(screen.queryByRole('button', { name: 'Načítať ďalšie' })).not.toBeInTheDocument();

      await userEvent.click(within(card).getByRole('button', { name: 'Hovor prebehol' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Hovor prebehol?' })).getByRole('button', { name: 'Potvrdiť' }),
      );
      expect(await within(card).findByText('Prebehol')).toBeInTheDocument();
      expect(state.calls.find((c) => c.id === 21)!.outcome).toBe('completed');
      // Both pages stay listed after the mark.
      expect(screen.getAllByRole('group')).toHaveLength(23);
    });

    it('a mark on the second page shows at once from its answer, even when reading the pages again fails', async () => {
      const state = manyCalls();
      renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', as: 'speaker', handlers: staffHandlersFor(state) });
      await userEvent.click(await screen.findByRole('button', { name: 'Načítať ďalšie' }));
      const card = await screen.findByRole('group', { name: 'Jana Malá' });
      server.use(http.get('*/api/staff/calls', () => HttpResponse.error()));
      await userEvent.click(within(card).getByRole('button', { name: 'Študent neprišiel' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Študent neprišiel?' })).getByRole('button', { name: 'Potvrdiť' }),
      );
      expect(await within(card).findByRole('button', { name: 'Vrátiť označenie' })).toBeInTheDocument();
      expect(within(card).getByText('Študent neprišiel', { selector: 'span' })).toBeInTheDocument();
      expect(screen.getAllByRole('group')).toHaveLength(23);
    });

    it("a failed 'Načítať ďalšie' keeps the first page and says so", async () => {
      const state = manyCalls();
      renderScreen(<SpeakerCallsScreen />, {
        route: '/staff/calls',
        as: 'speaker',
        handlers: (person) => [
          http.get('*/api/staff/calls', ({ request }) =>
            new URL(request.url).searchParams.has('cursor') ? HttpResponse.error() : undefined,
          ),
          ...staffHandlersFor(state)(person),
        ],
      });
      await screen.findByRole('group', { name: 'Študent č. 1' });
      await userEvent.click(screen.getByRole('button', { name: 'Načítať ďalšie' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Nepodarilo sa načítať údaje.');
      expect(screen.getAllByRole('group')).toHaveLength(20);
    });
  });

  describe('issue 29, item 7', () => {
    it("an ended call not yet marked does not read 'Prebehol' beside the outcome buttons; once marked 'Prebehol', no buttons", async () => {
      const state = createStaffMockState();
      renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', as: 'speaker', handlers: staffHandlersFor(state) });
      const card = await screen.findByRole('group', { name: 'Jana Malá' });
      expect(within(card).getByText('Čaká na Vaše potvrdenie')).toBeInTheDocument();
      expect(within(card).queryByText('Prebehol')).not.toBeInTheDocument();
      await userEvent.click(within(card).getByRole('button', { name: 'Hovor prebehol' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Hovor prebehol?' })).getByRole('button', { name: 'Potvrdiť' }),
      );
      expect(await within(card).findByText('Prebehol')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Hovor prebehol' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Študent neprišiel' })).not.toBeInTheDocument();
    });

    it('a tap alone marks nothing: Späť leaves the call as it was', async () => {
      const state = createStaffMockState();
      renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', as: 'speaker', handlers: staffHandlersFor(state) });
      const card = await screen.findByRole('group', { name: 'Jana Malá' });
      await userEvent.click(within(card).getByRole('button', { name: 'Študent neprišiel' }));
      const sheet = await screen.findByRole('dialog', { name: 'Študent neprišiel?' });
      expect(sheet).toHaveTextContent('študent ho nebude môcť ohodnotiť');
      await userEvent.click(within(sheet).getByRole('button', { name: 'Späť' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(state.calls[0]!.status).toBe('completed');
      expect(state.calls[0]!.can_mark).toBe(true);
    });

    it("a mark is taken back with 'Vrátiť označenie': the call waits for the speaker's word again", async () => {
      const state = createStaffMockState();
      renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', as: 'speaker', handlers: staffHandlersFor(state) });
      const card = await screen.findByRole('group', { name: 'Jana Malá' });
      await userEvent.click(within(card).getByRole('button', { name: 'Študent neprišiel' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Študent neprišiel?' })).getByRole('button', { name: 'Potvrdiť' }),
      );
      await userEvent.click(await within(card).findByRole('button', { name: 'Vrátiť označenie' }));
      expect(await within(card).findByText('Čaká na Vaše potvrdenie')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Študent neprišiel' })).toBeInTheDocument();
      expect(state.calls[0]!.can_mark).toBe(true);
    });
  });
});
