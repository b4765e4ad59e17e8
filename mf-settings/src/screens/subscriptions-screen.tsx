import { useCallback, useState } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from '@app/shared/ui';
import { Badge, Button, Card, Hint, Page, Stack, Title, Toast } from '@app/shared/ui';
import { BottomSheet } from '@app/shared/widgets';
import type { SubscriptionStatus } from '@app/shared/contract';
import { formatDate, formatPrice } from '@app/shared/format';
import { useUser } from '@app/shared/user';
import { useCancelSubscription } from '../api/cancel-subscription';
import { usePlans } from '../api/get-plans';
import { useRequestSubscription } from '../api/request-subscription';
import { text } from '../text';

const statusTone: Record<SubscriptionStatus, BadgeTone> = {
  active: 'success',
  pending: 'warning',
  cancelled: 'danger',
  expired: 'neutral',
};

const Header = styled.div`display: flex; align-items: center; justify-content: space-between; gap: 8px;`;
const Facts = styled.dl`
  margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 16px;
  dt { color: ${({ theme }) => theme.colors.hint}; }
  dd { margin: 0; text-align: right; font-weight: 600; }
`;

const monthly = (price: number) => (price === 0 ? text.subscription.free : text.subscription.perMonth(formatPrice(price)));

/**
 * /settings/subscriptions (spec sections 2, 4, 6): the plan card with its status badge, plan type
 * and expiry; Cancel only while active (confirmed in a bottom sheet, then the user is refreshed);
 * a cancelled plan, still live until it expires, offers 'Aktivovať' to resume it; the Premium
 * upgrade is always disabled and shows the premium price per month.
 */
export function SubscriptionsScreen() {
  const user = useUser();
  const plans = usePlans();
  const cancel = useCancelSubscription();
  const [activationFailed, setActivationFailed] = useState(false);
  const activate = useRequestSubscription({ onError: () => setActivationFailed(true) });
  const closeToast = useCallback(() => setActivationFailed(false), []);
  const [confirming, setConfirming] = useState(false);
  const t = text.subscription;
  const subscription = user.subscription;
  const premium = plans.data?.find((plan) => plan.code === 'premium');

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      // Spec section 8: failures here are only logged; the sheet closes either way.
      onSettled: () => setConfirming(false),
    });

  return (
    <Page back="/settings" title={t.title}>
      {/* The shell's guard lets only users with a subscription in here; null is only the moment
          between a refresh that lost it and the guard's redirect to onboarding. */}
      {subscription && (
        <Card as="article" aria-label={subscription.plan.title}>
          <Header>
            <Title>{subscription.plan.title}</Title>
            <Badge $tone={statusTone[subscription.status]}>{t.statusLabels[subscription.status]}</Badge>
          </Header>
          <Facts>
            <dt>{t.planType}</dt>
            <dd>{subscription.plan.title}</dd>
            <dt>{t.price}</dt>
            <dd>{monthly(subscription.plan.price_monthly)}</dd>
            <dt>{t.expires}</dt>
            <dd>{subscription.expires_at ? formatDate(subscription.expires_at) : t.noExpiry}</dd>
          </Facts>
          {/* A cancelled plan runs until it expires; the server lets Basic replace it at once. */}
          {subscription.status === 'cancelled' && (
            <Button
              block
              loading={activate.isPending}
              onClick={() => {
                setActivationFailed(false);
                activate.mutate();
              }}
            >
              {t.activate}
            </Button>
          )}
          <Button variant="danger" block disabled={subscription.status !== 'active'} onClick={() => setConfirming(true)}>
            {t.cancel}
          </Button>
        </Card>
      )}

      <Card as="article" aria-label={t.premium}>
        <Header>
          <Title>{t.premium}</Title>
          {premium && <Badge $tone="accent">{monthly(premium.price_monthly)}</Badge>}
        </Header>
        <Hint>{t.premiumHint}</Hint>
        {/* Spec section 6: the Premium upgrade button is always disabled. */}
        <Button block disabled>
          {t.upgrade}
        </Button>
      </Card>

      <BottomSheet open={confirming} title={t.cancelTitle} onClose={() => !cancel.isPending && setConfirming(false)}>
        <Stack>
          <Hint>{t.cancelBody(subscription?.plan.title ?? '')}</Hint>
          <Button variant="danger" block loading={cancel.isPending} onClick={confirmCancel}>
            {t.cancelConfirm}
          </Button>
          <Button variant="secondary" block disabled={cancel.isPending} onClick={() => setConfirming(false)}>
            {t.cancelKeep}
          </Button>
        </Stack>
      </BottomSheet>
      <Toast tone="error" message={activationFailed ? t.activateError : null} onClose={closeToast} />
    </Page>
  );
}
