import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createSettingsMockState, settingsHandlers } from '../mocks/settings-handlers';
import { renderScreen, server } from '@app/shared/testing';
import { paymentsQueries } from '../api/get-payments';
import { PaymentsScreen } from '../screens/payments-screen';

describe('/profile/payments', () => {
  it('lists payments newest first with what, when, the amount in € and the status', async () => {
    renderScreen(<PaymentsScreen />, { route: '/profile/payments', handlers: settingsHandlers() });
    const list = await screen.findByRole('list', { name: 'Platby' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    expect(items[0]).toHaveTextContent('Slovenský folklór v Bratislave');
    expect(items[0]).toHaveTextContent('Stretnutie');
    expect(items[0]).toHaveTextContent(/12,00\s€/);
    expect(items[0]).toHaveTextContent('Čaká na platbu');
    expect(items[0]).toHaveTextContent(/18\. novembra 2026/);

    expect(items[1]).toHaveTextContent('Hovor s Jana Kováčová');
    expect(items[1]).toHaveTextContent('Hovor');
    expect(items[1]).toHaveTextContent(/9,50\s€/);
    expect(items[1]).toHaveTextContent('Zaplatené');

    expect(items[2]).toHaveTextContent('Vrátené');
    // Only what was actually paid counts towards the total.
    expect(screen.getByText('Spolu zaplatené').nextSibling).toHaveTextContent(/^9,50\s€$/);
  });

  it("a pending row offers 'Zaplatiť' with its Stars price; paid in the demo sheet, it reads Zaplatené and counts", async () => {
    const user = userEvent.setup();
    renderScreen(<PaymentsScreen />, { route: '/profile/payments', handlers: settingsHandlers() });
    const list = await screen.findByRole('list', { name: 'Platby' });
    const pending = within(list).getAllByRole('listitem')[0]!;
    expect(pending).toHaveTextContent(/12,00\s€ · 600 ⭐/);
    // Said once on the row, not again in the payment box (issue 29, item 8).
    expect(within(pending).getAllByText(/12,00\s€/)).toHaveLength(1);
    expect(within(pending).getByText(/^Rezervované do \d{2}:\d{2}\./)).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Zaplatiť' })).toHaveLength(1);

    await user.click(within(pending).getByRole('button', { name: 'Zaplatiť' }));
    const sheet = await screen.findByRole('dialog', { name: 'Ukážková platba' });
    await user.click(within(sheet).getByRole('button', { name: 'Zaplatiť 600 ⭐ (ukážka)' }));
    expect(await within(pending).findByText('Zaplatené')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Zaplatiť' })).not.toBeInTheDocument();
    expect(screen.getByText('Spolu zaplatené').nextSibling).toHaveTextContent(/^21,50\s€$/);
  });

  it('an expired hold reads Vypršalo, struck through, with nothing to pay', async () => {
    const payments = [
      {
        id: 5,
        kind: 'call' as const,
        title: 'Hovor: Marek Kováč',
        amount: 4,
        stars: 200,
        status: 'expired' as const,
        expires_at: null,
        created_at: '2026-11-20T08:00:00.000Z',
      },
    ];
    renderScreen(<PaymentsScreen />, {
      route: '/profile/payments',
      handlers: settingsHandlers(createSettingsMockState({ payments })),
    });
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Vypršalo');
    expect(item).toHaveTextContent(/4,00\s€ · 200 ⭐/);
    expect(screen.queryByRole('button', { name: 'Zaplatiť' })).not.toBeInTheDocument();
  });

  it('names a paid plan Predplatné', async () => {
    const payments = [
      {
        id: 9,
        kind: 'subscription' as const,
        title: 'Premium',
        amount: 9.99,
        stars: null,
        status: 'paid' as const,
        expires_at: null,
        created_at: '2026-11-01T08:00:00.000Z',
      },
    ];
    renderScreen(<PaymentsScreen />, {
      route: '/profile/payments',
      handlers: settingsHandlers(createSettingsMockState({ payments })),
    });
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent('Predplatné');
    expect(item).toHaveTextContent(/9,99\s€/);
  });

  it('shows an empty state when there are no payments', async () => {
    renderScreen(<PaymentsScreen />, {
      route: '/profile/payments',
      handlers: settingsHandlers(createSettingsMockState({ payments: [] })),
    });
    expect(await screen.findByText(/Zatiaľ nemáte žiadne platby/)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says when the payments could not be loaded and tries again on request', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    renderScreen(<PaymentsScreen />, {
      route: '/profile/payments',
      handlers: [
        http.get('*/api/users/me/payments', () =>
          ++calls === 1
            ? HttpResponse.json({ message: 'down' }, { status: 500 })
            : HttpResponse.json({ results: [], next: null, total_paid: 0, count: 0 }),
        ),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Platby sa nepodarilo načítať.');
    await userEvent.click(screen.getByRole('button', { name: 'Skúsiť znova' }));
    expect(await screen.findByText(/Zatiaľ nemáte žiadne platby/)).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('keeps the list when a background refetch fails', async () => {
    const { client } = renderScreen(<PaymentsScreen />, { route: '/profile/payments', handlers: settingsHandlers() });
    expect(await screen.findByRole('list', { name: 'Platby' })).toBeInTheDocument();
    server.use(http.get('*/api/users/me/payments', () => HttpResponse.error()));
    await act(() => client.refetchQueries({ queryKey: ['payments'] }));
    await waitFor(() => expect(client.getQueryState(paymentsQueries.list().queryKey)?.status).toBe('error'));
    expect(screen.getByRole('list', { name: 'Platby' })).toBeInTheDocument();
    expect(screen.queryByText('Platby sa nepodarilo načítať.')).not.toBeInTheDocument();
  });

  /** 45 payments a day apart, newest first: every third refunded, the rest paid at 2 € each. */
  const many = () =>
    Array.from({ length: 45 }, (_, i) => ({
      id: 100 + i,
      kind: 'call' as const,
      title: `Hovor č. ${45 - i}`,
      amount: 2,
      stars: 100,
      status: i % 3 === 2 ? ('refunded' as const) : ('paid' as const),
      expires_at: null,
      created_at: new Date(Date.UTC(2026, 9, 1) - i * 86_400_000).toISOString(),
    }));

  it("shows the first 20 payments and the total over all of them; 'Načítať ďalšie' adds the next pages until there are no more", async () => {
    const user = userEvent.setup();
    renderScreen(<PaymentsScreen />, {
      route: '/profile/payments',
      handlers: settingsHandlers(createSettingsMockState({ payments: many() })),
    });
    const list = await screen.findByRole('list', { name: 'Platby' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Hovor č. 45');
    // 30 paid of the 45 at 2 €: the server's total, not the 14 paid on the page read so far (28 €).
    expect(screen.getByText('Spolu zaplatené').nextSibling).toHaveTextContent(/^60,00\s€$/);

    await user.click(screen.getByRole('button', { name: 'Načítať ďalšie' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Načítať ďalšie' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
    const titles = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('span')!.textContent);
    expect(titles).toEqual(Array.from({ length: 45 }, (_, i) => `Hovor č. ${45 - i}`));
    expect(screen.queryByRole('button', { name: 'Načítať ďalšie' })).not.toBeInTheDocument();
    expect(screen.getByText('Spolu zaplatené').nextSibling).toHaveTextContent(/^60,00\s€$/);
  });

  it("a next page that fails to load keeps the pages read and says so; 'Načítať ďalšie' tries again", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const state = createSettingsMockState({ payments: many() });
    renderScreen(<PaymentsScreen />, { route: '/profile/payments', handlers: settingsHandlers(state) });
    const list = await screen.findByRole('list', { name: 'Platby' });
    server.use(
      http.get('*/api/users/me/payments', ({ request }) =>
        new URL(request.url).searchParams.has('cursor') ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Načítať ďalšie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ďalšiu stránku sa nepodarilo načítať.');
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    server.resetHandlers(...settingsHandlers(state));
    await user.click(screen.getByRole('button', { name: 'Načítať ďalšie' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(40));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
