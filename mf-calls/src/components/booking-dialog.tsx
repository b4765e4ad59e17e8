import { Link } from 'react-router';
import styled from 'styled-components';
import type { Call } from '@app/calls-contract';
import { Button, Hint, Spinner, Stack } from '@app/shared/ui';
import { BottomSheet, PaymentBox } from '@app/shared/widgets';
import { text } from '../text';
import { formatCallWhen } from './call-time';

export type BookingOutcome =
  | { kind: 'loading' }
  | { kind: 'success'; call: Call }
  /** `unpaidCap`: refused for too many unpaid bookings; the dialog leads to them. */
  | { kind: 'error'; message: string; conflict: boolean; unpaidCap?: boolean };

const Centered = styled.div`display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 12px 0; text-align: center;`;
const Body = styled.p`margin: 0; text-align: center;`;

const t = text.booking;
const noop = () => {};

/**
 * The booking's dialogs (spec sections 2, 4, 8): 'Rezervácia hovoru' while the request runs (it
 * cannot be closed), 'Máte rezerváciu!' on 201, 'Vyskytla chyba!' otherwise.
 */
export function BookingDialog({
  outcome,
  speakerName,
  onClose,
  onShowList,
  onPaymentChanged,
}: {
  outcome: BookingOutcome | null;
  speakerName: string;
  onClose: () => void;
  onShowList: () => void;
  /** 'Zaplatiť' settled: the call and its payment reload. */
  onPaymentChanged: (paid: boolean) => void;
}) {
  if (!outcome) return null;
  if (outcome.kind === 'loading') {
    return (
      <BottomSheet open title={t.bookingTitle} onClose={noop}>
        <Centered role="status">
          <Spinner size={32} />
          <Hint>{t.bookingBody}</Hint>
        </Centered>
      </BottomSheet>
    );
  }
  if (outcome.kind === 'success') {
    const { call } = outcome;
    const name = `${call.speaker.first_name} ${call.speaker.last_name}`.trim() || speakerName;
    return (
      <BottomSheet open title={t.successTitle} onClose={onClose}>
        <Stack>
          <Body>{t.successBody(name, formatCallWhen(call.start_dt, call.end_dt))}</Body>
          {call.payment?.status === 'pending' && (
            <PaymentBox payment={call.payment} onPaid={() => onPaymentChanged(true)} onChanged={() => onPaymentChanged(false)} />
          )}
          {call.payment?.status === 'paid' && <Body role="status">{t.paidConfirmed}</Body>}
          <Button block onClick={onShowList}>
            {t.showList}
          </Button>
          <Button block variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        </Stack>
      </BottomSheet>
    );
  }
  return (
    <BottomSheet open title={t.errorTitle} onClose={onClose}>
      <Stack>
        <Body>{outcome.message}</Body>
        {outcome.conflict && <Hint>{t.slotTaken}</Hint>}
        {/* The cap's way out: pay or cancel what is waiting, on the payments page (mf-settings). */}
        {outcome.unpaidCap && <Link to="/profile/payments">{t.toPayments}</Link>}
        <Button block variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      </Stack>
    </BottomSheet>
  );
}
