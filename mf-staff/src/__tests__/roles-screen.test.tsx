import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStaffMockState, staffHandlers } from '@app/staff-contract/mocks';
import { renderScreen } from '@app/shared/testing';
import { RolesScreen } from '../screens/roles-screen';

jest.setTimeout(20_000);

/** Jana Malá, a teacher; the admin looks her up. */
async function janaAsAdmin() {
  const state = createStaffMockState();
  state.users[0]!.roles = [{ role: 'teacher', source: 'granted', speaker_id: null }];
  renderScreen(<RolesScreen />, { route: '/staff/roles', handlers: staffHandlers(state) });
  await userEvent.type(await screen.findByLabelText('Hľadať používateľa'), 'jana');
  return { state, card: await screen.findByRole('group', { name: 'Jana Malá' }) };
}

describe('/staff/roles (issue 38, item 5)', () => {
  it("asks before revoking a role: 'Zrušiť' keeps it, 'Odobrať' removes it, 'Vrátiť' gives it back", async () => {
    const { state, card } = await janaAsAdmin();
    await userEvent.click(within(card).getByRole('button', { name: 'Odobrať: Lektor' }));
    const ask = await screen.findByRole('dialog', { name: 'Odobrať rolu Lektor?' });
    expect(ask).toHaveAccessibleDescription('Jana Malá stratí prístup do časti „Hodnotenie hovorenia“.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Zrušiť' }));
    expect(state.users[0]!.roles.map((r) => r.role)).toEqual(['teacher']);

    await userEvent.click(within(card).getByRole('button', { name: 'Odobrať: Lektor' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Odobrať' }));
    expect(await within(card).findByRole('button', { name: 'Prideliť: Lektor' })).toBeInTheDocument();
    expect(state.users[0]!.roles).toEqual([]);
    expect(within(card).getByRole('status')).toHaveTextContent('Jana Malá: rola Lektor je odobratá.');

    await userEvent.click(within(card).getByRole('button', { name: 'Vrátiť' }));
    expect(await within(card).findByRole('button', { name: 'Odobrať: Lektor' })).toBeInTheDocument();
    expect(state.users[0]!.roles.map((r) => r.role)).toEqual(['teacher']);
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
  });

  it("asks before granting 'Administrátor'; other roles are granted at one tap", async () => {
    const { state, card } = await janaAsAdmin();
    await userEvent.click(within(card).getByRole('button', { name: 'Prideliť: Administrátor' }));
    const ask = await screen.findByRole('dialog', { name: 'Prideliť rolu Administrátor?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Zrušiť' }));
    expect(state.users[0]!.roles.map((r) => r.role)).toEqual(['teacher']);

    await userEvent.click(within(card).getByRole('button', { name: 'Prideliť: Organizátor' }));
    expect(await within(card).findByRole('button', { name: 'Odobrať: Organizátor' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
