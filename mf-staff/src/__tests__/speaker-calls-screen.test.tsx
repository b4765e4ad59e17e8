import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStaffMockState, staffHandlers } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { SpeakerCallsScreen } from '../screens/speaker-calls-screen';

// The first screen of a file waits for lazy modules and MSW to warm up; on a busy machine (a full
// Jest run) that passes 1 s, and a whole test of several steps the default 5 s.
configure({ asyncUtilTimeout: 5000 });
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
