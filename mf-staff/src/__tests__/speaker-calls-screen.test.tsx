import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStaffMockState, staffHandlers } from '@app/staff-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { SpeakerCallsScreen } from '../screens/speaker-calls-screen';

// A whole test of several steps may pass the default 5 s on a busy machine (the async-util
// timeout, for a first screen's lazy modules and MSW, is set once in shared/jest.setup.ts).
jest.setTimeout(20_000);

describe("speaker's calls (/staff/calls)", () => {
  it("shows the learner, the comment and the speaker's zone; 'Študent neprišiel' marks the call once it is confirmed", async () => {
    const state = createStaffMockState();
    renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', handlers: staffHandlers(state) });
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
    renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', handlers: staffHandlers(createStaffMockState()) });
    const hours = await screen.findByRole('region', { name: 'Moje hodiny' });
    expect(within(hours).getByText('Utorok').nextSibling).toHaveTextContent('09:00–12:00, 14:00–16:00');
    expect(within(hours).getByText('Voľné dni: 9. 1. 2030')).toBeInTheDocument();
    expect(within(hours).queryByRole('textbox')).not.toBeInTheDocument();
  });

  describe('issue 29, item 7', () => {
    it("an ended call not yet marked does not read 'Prebehol' beside the outcome buttons; once marked 'Prebehol', no buttons", async () => {
      const state = createStaffMockState();
      renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', handlers: staffHandlers(state) });
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
      renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', handlers: staffHandlers(state) });
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
      renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', handlers: staffHandlers(state) });
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
