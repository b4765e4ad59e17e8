import { useId } from 'react';
import styled from 'styled-components';
import type { Call, CallStatus } from '@app/calls-contract';
import type { BadgeTone } from '@app/shared/ui';
import { Badge, Button, Card, Hint, Title } from '@app/shared/ui';
import { onWeekday } from '@app/shared/domain';
import { PaymentBox, paymentText } from '@app/shared/widgets';
import { text } from '../text';
import { callDay, callTimes, formatEuro, fullName } from './call-time';

const statusTone: Record<CallStatus, BadgeTone> = {
  scheduled: 'accent',
  completed: 'success',
  cancelled: 'danger',
  missed: 'danger',
};

const Header = styled.div`display: flex; align-items: center; justify-content: space-between; gap: 8px;`;
const Facts = styled.dl`
  margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 16px;
  dt { color: ${({ theme }) => theme.colors.hint}; }
  dd { margin: 0; text-align: right; font-weight: 600; }
`;
// The time range wraps as a whole, never between its two times.
const Times = styled.span`white-space: nowrap;`;
const Footer = styled.div`display: flex; gap: 8px; flex-wrap: wrap; > * { flex: 1; }`;

const l = text.list;

/** What the user pays in the end: a paid call cancelled in time was refunded, so it costs nothing. */
function priceLabel(call: Call): string {
  if (!call.is_paid) return l.free;
  if (call.status === 'cancelled' && call.is_refunded) return l.refunded;
  // Paid in Telegram Stars: the euro price beside the Stars (fixed when the booking was made).
  return call.payment?.stars ? `${formatEuro(call.price)} · ${call.payment.stars} ⭐` : formatEuro(call.price);
}

export interface CallCardProps {
  call: Call;
  /** The cancel tap: asks for the cancellation info first (the button shows it is waiting). */
  onCancel: () => void;
  cancelPending: boolean;
  onChat: () => void;
  onReview: () => void;
  /** 'Zaplatiť' settled (paid, or the payment may have changed): the list reloads. */
  onPaymentChanged: () => void;
}

/**
 * One booking (spec section 2, list tab): 'Hovor v {weekday}' with the status badge, Hovorca,
 * Dátum a čas, Formát, Cena, and the actions of its status (section 4): scheduled — cancel and
 * chat with the speaker; completed — review, once.
 */
export function CallCard({ call, onCancel, cancelPending, onChat, onReview, onPaymentChanged }: CallCardProps) {
  const titleId = useId();
  // A charged call not paid yet is held, not booked: it says so until Telegram confirms the payment.
  const awaitingPayment = call.status === 'scheduled' && call.payment?.status === 'pending';
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Header>
        <Title id={titleId}>{l.cardTitle(onWeekday(call.start_dt))}</Title>
        {awaitingPayment ? (
          <Badge $tone="warning">{l.awaitingPayment}</Badge>
        ) : (
          <Badge $tone={statusTone[call.status]}>{l.statusLabels[call.status]}</Badge>
        )}
      </Header>
      <Facts>
        <dt>{l.speaker}</dt>
        <dd>{fullName(call.speaker)}</dd>
        <dt>{l.dateTime}</dt>
        <dd>
          {callDay(call.start_dt)}, <Times>{callTimes(call.start_dt, call.end_dt)}</Times>
        </dd>
        <dt>{l.format}</dt>
        <dd>{l.formatValue}</dd>
        <dt>{l.price}</dt>
        <dd>{priceLabel(call)}</dd>
      </Facts>
      {awaitingPayment && (
        <PaymentBox payment={call.payment!} onPaid={onPaymentChanged} onChanged={onPaymentChanged} showPrice={false} />
      )}
      {call.payment && call.payment.status !== 'pending' && call.payment.status !== 'paid' && (
        <Hint>{paymentText.status[call.payment.status]}</Hint>
      )}
      {call.status === 'scheduled' && (
        <Footer>
          <Button variant="danger" loading={cancelPending} onClick={onCancel}>
            {l.cancel}
          </Button>
          <Button variant="secondary" onClick={onChat}>
            {l.chat}
          </Button>
        </Footer>
      )}
      {call.status === 'completed' &&
        (call.review ? (
          <Hint>
            <span aria-hidden="true">{'★'.repeat(call.review.rating) + '☆'.repeat(5 - call.review.rating)} </span>
            {l.reviewedStars(call.review.rating)}
          </Hint>
        ) : (
          <Footer>
            <Button onClick={onReview}>{l.review}</Button>
          </Footer>
        ))}
    </Card>
  );
}
