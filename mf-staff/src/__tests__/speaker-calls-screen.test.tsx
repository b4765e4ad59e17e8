import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStaffMockState, staffHandlers } from '@app/staff-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { SpeakerCallsScreen } from '../screens/speaker-calls-screen';

// A whole test of several steps may pass the default 5 s on a busy machine (the async-util
// timeout, for a first screen's lazy modules and MSW, is set once in shared/jest.setup.ts).
jest.setTimeout(20_000);

describe("speaker's calls (/staff/calls)", () => {
  it("shows the learner, the comment and the speaker's zone; 'Študent neprišiel' marks the call once", async () => {
    const state = createStaffMockState();
    renderScreen(<SpeakerCallsScreen />, { route: '/staff/calls', handlers: staffHandlers(state) });
    const card = await screen.findByRole('group', { name: 'Jana Malá' });
    expect(screen.getByText('Časy sú v pásme Europe/Bratislava')).toBeInTheDocument();
    expect(card).toHaveTextContent('Komentár: Chcem sa rozprávať o počasí.');
    expect(within(card).getByRole('button', { name: 'Napísať študentovi' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Študent neprišiel' }));
    expect(await within(card).findByText('Študent neprišiel', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Hovor prebehol' })).not.toBeInTheDocument();
    expect(state.calls[0]!.status).toBe('missed');
  });
});
