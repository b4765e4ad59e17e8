import { screen } from '@testing-library/react';
import { staffHandlersFor } from '@app/staff-contract/mocks';
import type { As } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { StaffHomeScreen } from '../screens/staff-home-screen';

// A whole test of several steps may pass the default 5 s on a busy machine (the async-util
// timeout, for a first screen's lazy modules and MSW, is set once in shared/jest.setup.ts).
jest.setTimeout(20_000);

const renderHome = (as: As) => renderScreen(<StaffHomeScreen />, { route: '/staff', as, handlers: staffHandlersFor() });

describe('/staff', () => {
  it("tells a user without a staff role 'Nemáte prístup' and leads back home", async () => {
    renderHome('learner');
    expect(await screen.findByRole('heading', { name: 'Nemáte prístup' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Späť na hlavnú stránku' })).toHaveAttribute('href', '/main');
  });

  it('shows an admin who is also a speaker every part', async () => {
    renderHome(['admin', 'speaker']);
    expect(await screen.findByRole('heading', { name: 'Pre lektorov' })).toBeInTheDocument();
    for (const name of [/^Hodnotenie hovorenia/, /^Stretnutia a vstup/, /^Moje hovory/, /^Roly/, /^Obsah/]) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it("leads an editor to the studio from 'Obsah' (issue 38, item 1)", async () => {
    renderHome(['editor', 'teacher']);
    expect(await screen.findByRole('link', { name: /^Obsah/ })).toHaveAttribute('href', '/studio/course');
    expect(screen.queryByRole('link', { name: /^Roly/ })).not.toBeInTheDocument();
  });

  it('shows an organiser only the door', async () => {
    renderHome('organiser');
    expect(await screen.findByRole('link', { name: /^Stretnutia a vstup/ })).toHaveAttribute('href', '/staff/meetings');
    expect(screen.queryByRole('link', { name: /^Hodnotenie hovorenia/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Roly/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Obsah/ })).not.toBeInTheDocument();
  });

  it("a teacher opening the door's page gets 'Nemáte prístup' there too", async () => {
    const { StaffMeetingsScreen } = await import('../screens/staff-meetings-screen');
    renderScreen(<StaffMeetingsScreen />, {
      route: '/staff/meetings',
      as: 'teacher',
      handlers: staffHandlersFor(),
    });
    expect(await screen.findByRole('heading', { name: 'Nemáte prístup' })).toBeInTheDocument();
  });

  it("an organiser on /staff/roles is told the section is for administrators, not 'lektorov, organizátorov a hovorcov' (issue 29, item 8)", async () => {
    const { RolesScreen } = await import('../screens/roles-screen');
    renderScreen(<RolesScreen />, {
      route: '/staff/roles',
      as: 'organiser',
      handlers: staffHandlersFor(),
    });
    expect(await screen.findByRole('heading', { name: 'Nemáte prístup' })).toBeInTheDocument();
    expect(screen.getByText('Táto časť je len pre administrátorov.')).toBeInTheDocument();
    expect(screen.queryByText(/lektorov, organizátorov a hovorcov/)).not.toBeInTheDocument();
  });
});
