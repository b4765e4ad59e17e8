import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Meeting, MeetingRate } from '@app/meetings-contract';
import type { PaymentSummary } from '@app/shared/contract';
import { errorStatus } from '@app/shared/http';
import { haptic } from '@app/shared/telegram';
import { Button, Spinner } from '@app/shared/ui';
import { text } from '../text';
import { formatPrice } from './format';

export const ACTION_BAR_HEIGHT = 72;

const Bar = styled.div`
  position: fixed; left: 0; right: 0; bottom: 0; z-index: 50;
  padding: 10px 16px calc(10px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.sectionBg};
  border-top: 1px solid ${({ theme }) => theme.colors.separator};
`;
const Inner = styled.div`
  max-width: 608px; margin: 0 auto; min-height: 48px; display: flex; align-items: center; gap: 12px;
`;
const Price = styled.div`flex: 1; min-width: 0; display: flex; flex-direction: column;`;
const PriceLabel = styled.span`font-size: 13px; color: ${({ theme }) => theme.colors.hint};`;
const PriceValue = styled.span`font-size: 18px; font-weight: 700;`;
const Problem = styled.p`flex: 1; margin: 0; color: ${({ theme }) => theme.colors.destructive};`;

const TicketLink = styled(Link)`
  display: inline-flex; align-items: center; justify-content: center; min-height: 44px; padding: 10px 18px;
  border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600; text-decoration: none;
  background: ${({ theme }) => theme.colors.button}; color: ${({ theme }) => theme.colors.buttonText};
`;

export type RateQuery = { data: MeetingRate | undefined; isPending: boolean; error: unknown; refetch: () => unknown };

/** What the action button does for the user's participation status (spec section 4). */
export type Action = { kind: 'register' } | { kind: 'ticket' } | { kind: 'disabled'; label: string };

/**
 * Spec section 4: joined links to the ticket; pending is in progress; no-show is over; cancelled
 * counts as not registered (they may register again). Without a live status the button registers,
 * unless the meeting is not joinable.
 */
export function actionFor(status: MeetingRate['status'], meeting: Pick<Meeting, 'is_joinable' | 'is_cancelled'>): Action {
  // Cancelled by the school: every ticket ended with it, whatever the user's status said.
  if (meeting.is_cancelled) return { kind: 'disabled', label: text.meetingCancelled };
  switch (status) {
    case 'joined':
      return { kind: 'ticket' };
    case 'pending':
      return { kind: 'disabled', label: text.pending };
    case 'no-show':
      return { kind: 'disabled', label: text.noShow };
    default:
      return meeting.is_joinable ? { kind: 'register' } : { kind: 'disabled', label: text.notJoinable };
  }
}

interface ActionBarProps {
  meeting: Meeting;
  rate: RateQuery;
  /** The registration form is open: the button submits it (or only closes it, for a paid meeting). */
  form: { id: string; submitting: boolean } | null;
  onRegister: () => void;
  onToggleForm: () => void;
  /** The pending registration's payment, when there is one. */
  payment?: PaymentSummary | null;
}

/** The bottom bar of a meeting (spec section 2): the price, or 'V sadzbe', and the action button. */
export function ActionBar({ meeting, rate, form, onRegister, payment }: ActionBarProps) {
  let content: ReactNode;
  if (rate.isPending) {
    content = (
      <Price role="status" aria-label={text.priceLabel}>
        <Spinner size={22} />
      </Price>
    );
  } else if (!rate.data) {
    // Spec section 8: an unknown rate and a failed load read differently; only the latter retries.
    const notFound = errorStatus(rate.error) === 404;
    content = (
      <>
        <Problem role="alert">{notFound ? text.rateNotFound : text.rateLoadFailed}</Problem>
        {!notFound && (
          <Button variant="secondary" onClick={() => void rate.refetch()}>
            {text.retry}
          </Button>
        )}
      </>
    );
  } else {
    const { is_included, price, status } = rate.data;
    // The Stars price is known once a payment holds the seat (it is fixed then).
    const stars = status === 'pending' ? payment?.stars : null;
    content = (
      <>
        <Price>
          <PriceLabel>{text.priceLabel}</PriceLabel>
          <PriceValue>
            {is_included ? text.included : stars ? `${formatPrice(price)} · ${stars} ⭐` : formatPrice(price)}
          </PriceValue>
        </Price>
        {form ? (
          is_included ? (
            <Button type="submit" form={form.id} loading={form.submitting}>
              {text.confirm}
            </Button>
          ) : (
            // Registers with the price shown (a pending registration holding its seat), then the
            // page offers 'Zaplatiť' in Telegram Stars.
            <Button type="submit" form={form.id} loading={form.submitting}>
              {text.toPayment}
            </Button>
          )
        ) : (
          <ActionButton action={actionFor(status, meeting)} meetingId={meeting.id} onRegister={onRegister} />
        )}
      </>
    );
  }
  return (
    <Bar>
      <Inner>{content}</Inner>
    </Bar>
  );
}

function ActionButton({ action, meetingId, onRegister }: { action: Action; meetingId: number; onRegister: () => void }) {
  if (action.kind === 'ticket') {
    return (
      <TicketLink to={`/meetings/${meetingId}/ticket`} onClick={haptic}>
        {text.joined}
      </TicketLink>
    );
  }
  if (action.kind === 'register') return <Button onClick={onRegister}>{text.register}</Button>;
  return <Button disabled>{action.label}</Button>;
}
