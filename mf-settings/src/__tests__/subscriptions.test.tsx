import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SubscriptionStatus } from '@app/shared/contract';
import { createUserMockState, subscriptionFixture } from '@app/shared/mocks';
import { renderScreen } from '@app/shared/testing';
import { SubscriptionsScreen } from '../screens/subscriptions-screen';

const withStatus = (status: SubscriptionStatus) => createUserMockState({ subscription: { ...subscriptionFixture, status } });

const planCard = () => screen.findByRole('article', { name: 'Basic' });

describe('/settings/subscriptions', () => {
  it.each([
    ['active', 'Aktívne', true],
    ['pending', 'Čaká na vybavenie', false],
    ['cancelled', 'Zrušené', false],
    ['expired', 'Neplatné', false],
  ] as const)('status %s shows the badge %s; Cancel enabled: %s', async (status, label, cancellable) => {
    renderScreen(<SubscriptionsScreen />, { route: '/settings/subscriptions', userState: withStatus(status) });
    const card = await planCard();
    expect(within(card).getByText(label)).toBeInTheDocument();
    const cancel = within(card).getByRole('button', { name: 'Zrušiť predplatné' });
    if (cancellable) expect(cancel).toBeEnabled();
    else expect(cancel).toBeDisabled();
    // Only a cancelled plan (still live until it expires) can be resumed from here.
    const activate = within(card).queryByRole('button', { name: 'Aktivovať' });
    if (status === 'cancelled') expect(activate).toBeEnabled();
    else expect(activate).not.toBeInTheDocument();
  });

  it('Aktivovať resumes a cancelled plan with a loading state, then refreshes the user', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const { userState } = renderScreen(<SubscriptionsScreen />, {
      route: '/settings/subscriptions',
      userState: withStatus('cancelled'),
      handlers: [
        // Held until released, then answered by the user mocks (the server's rules).
        http.post('*/api/subscription/request', async ({ request }) => {
          expect(new URL(request.url).searchParams.get('code')).toBe('basic');
          await answered;
        }),
      ],
    });
    const activate = within(await planCard()).getByRole('button', { name: 'Aktivovať' });
    await userEvent.click(activate);
    await waitFor(() => expect(activate).toHaveAttribute('aria-busy', 'true'));
    expect(activate).toBeDisabled();
    release();

    expect(await within(await planCard()).findByText('Aktívne')).toBeInTheDocument();
    expect(userState.user.subscription?.status).toBe('active');
    expect(within(await planCard()).getByRole('button', { name: 'Zrušiť predplatné' })).toBeEnabled();
    expect(within(await planCard()).queryByRole('button', { name: 'Aktivovať' })).not.toBeInTheDocument();
  });

  it('a failed activation logs Subscription error, says so and keeps the plan cancelled', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { userState } = renderScreen(<SubscriptionsScreen />, {
      route: '/settings/subscriptions',
      userState: withStatus('cancelled'),
      handlers: [http.post('*/api/subscription/request', () => HttpResponse.json({ message: 'nope' }, { status: 500 }))],
    });
    await userEvent.click(within(await planCard()).getByRole('button', { name: 'Aktivovať' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Subscription error', { message: 'nope' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Predplatné sa nepodarilo aktivovať.');
    const card = await planCard();
    expect(within(card).getByText('Zrušené')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Aktivovať' })).toBeEnabled();
    expect(userState.user.subscription?.status).toBe('cancelled');
    log.mockRestore();
  });

  it('a plan cancelled here can be resumed at once', async () => {
    const { userState } = renderScreen(<SubscriptionsScreen />, { route: '/settings/subscriptions' });
    await userEvent.click(within(await planCard()).getByRole('button', { name: 'Zrušiť predplatné' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Áno, zrušiť' }));
    await userEvent.click(await within(await planCard()).findByRole('button', { name: 'Aktivovať' }));
    expect(await within(await planCard()).findByText('Aktívne')).toBeInTheDocument();
    expect(userState.user.subscription?.status).toBe('active');
  });

  it('shows the plan type, the price and the expiry date', async () => {
    renderScreen(<SubscriptionsScreen />, { route: '/settings/subscriptions' });
    const card = await planCard();
    expect(within(card).getByText('Typ plánu').nextSibling).toHaveTextContent('Basic');
    expect(within(card).getByText('Cena').nextSibling).toHaveTextContent('Zadarmo');
    expect(within(card).getByText('Platné do').nextSibling).toHaveTextContent('1. decembra 2026');
  });

  it('offers Premium with its price per month in €, always disabled', async () => {
    renderScreen(<SubscriptionsScreen />, { route: '/settings/subscriptions' });
    const premium = await screen.findByRole('article', { name: 'Premium' });
    expect(await within(premium).findByText(/^9,99\s€ \/ mesiac$/)).toBeInTheDocument();
    expect(within(premium).getByRole('button', { name: 'Prejsť na Premium' })).toBeDisabled();
  });

  it('Cancel asks for confirmation, cancels and refreshes the user', async () => {
    const { userState } = renderScreen(<SubscriptionsScreen />, { route: '/settings/subscriptions' });
    await userEvent.click(within(await planCard()).getByRole('button', { name: 'Zrušiť predplatné' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zrušiť predplatné?' });
    expect(userState.user.subscription?.status).toBe('active');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Áno, zrušiť' }));
    expect(await within(await planCard()).findByText('Zrušené')).toBeInTheDocument();
    expect(userState.user.subscription?.status).toBe('cancelled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(await planCard()).getByRole('button', { name: 'Zrušiť predplatné' })).toBeDisabled();
    expect(within(await planCard()).getByRole('button', { name: 'Aktivovať' })).toBeEnabled();
  });

  it('keeping the subscription closes the dialog without a request', async () => {
    const { userState } = renderScreen(<SubscriptionsScreen />, { route: '/settings/subscriptions' });
    await userEvent.click(within(await planCard()).getByRole('button', { name: 'Zrušiť predplatné' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ponechať predplatné' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(userState.user.subscription?.status).toBe('active');
    expect(within(await planCard()).getByText('Aktívne')).toBeInTheDocument();
  });

  it('a failed cancel is only logged and the plan stays active', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen(<SubscriptionsScreen />, {
      route: '/settings/subscriptions',
      handlers: [http.post('*/api/subscription/cancel', () => HttpResponse.json({ message: 'nope' }, { status: 500 }))],
    });
    await userEvent.click(within(await planCard()).getByRole('button', { name: 'Zrušiť predplatné' }));
    await userEvent.click(screen.getByRole('button', { name: 'Áno, zrušiť' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Subscription error', { message: 'nope' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await planCard()).getByText('Aktívne')).toBeInTheDocument();
    log.mockRestore();
  });
});
