import { useState } from 'react';
import styled from 'styled-components';
import type { DemoCheckoutResult, InvoiceLink, InvoiceStatus, PaymentSummary } from '@app/shared/contract';
import { formatPriceWithStars } from '@app/shared/format';
import { errorMessage, errorStatus, http } from '@app/shared/http';
import { canOpenInvoice, haptic, openInvoice } from '@app/shared/telegram';
import { Button, Hint } from '@app/shared/ui';
import { BottomSheet } from './bottom-sheet';
import { paymentText as t } from './payment-text';

const Box = styled.div`display: flex; flex-direction: column; gap: 8px;`;
const Price = styled.p`margin: 0; font-size: 18px; font-weight: 700;`;
const Note = styled.p<{ $tone: 'hint' | 'problem' }>`
  margin: 0; font-size: 14px;
  color: ${({ theme, $tone }) => ($tone === 'problem' ? theme.colors.destructive : theme.colors.hint)};
`;
const DemoLabel = styled.p`
  margin: 0; padding: 6px 10px; border-radius: ${({ theme }) => theme.radius.s}; font-size: 13px; font-weight: 700;
  text-align: center; background: ${({ theme }) => theme.colors.warning}; color: #000;
`;

export interface PaymentBoxProps {
  payment: PaymentSummary;
  /** Telegram said paid: show the ticket or the confirmed call (refetch, navigate). */
  onPaid: () => void;
  /** The payment may have changed otherwise (expired meanwhile, still processing): refetch. */
  onChanged?: () => void;
  /** False where the row or card already shows the price (a call's Cena, a payment row): said once. */
  showPrice?: boolean;
}

/**
 * A charged booking's payment: the price in euros and Stars, until when it is held, and 'Zaplatiť',
 * which opens Telegram's invoice sheet (or, without Telegram, the labelled demo sheet that has the
 * server play Telegram's updates) and follows how it closed.
 */
export function PaymentBox({ payment, onPaid, onChanged, showPrice = true }: PaymentBoxProps) {
  const [busy, setBusy] = useState(false);
  const [demoOpen, setDemoOpen] = useState(false);
  const [note, setNote] = useState<{ text: string; tone: 'hint' | 'problem' } | null>(null);

  const settle = (status: InvoiceStatus) => {
    if (status === 'paid') {
      setNote(null);
      onPaid();
      return;
    }
    if (status === 'pending') setNote({ text: t.processing, tone: 'hint' });
    else if (status === 'cancelled') setNote({ text: t.cancelledHeld(payment.expires_at), tone: 'hint' });
    else setNote({ text: t.failedHeld(payment.expires_at), tone: 'problem' });
    onChanged?.();
  };

  const refused = (error: unknown) => {
    // A 409 carries the server's Slovak reason (expired, already paid...); anything else is ours.
    setNote({ text: errorStatus(error) === 409 ? errorMessage(error) : t.openFailed, tone: 'problem' });
    onChanged?.();
  };

  const pay = async () => {
    haptic();
    setBusy(true);
    setNote(null);
    try {
      const { invoice_link } = (await http.post<InvoiceLink>(`/payments/${payment.id}/invoice`)).data;
      if (canOpenInvoice()) settle(await openInvoice(invoice_link));
      else setDemoOpen(true);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const demoPay = async () => {
    setBusy(true);
    try {
      const result = (await http.post<DemoCheckoutResult>(`/payments/${payment.id}/demo-checkout`)).data;
      setDemoOpen(false);
      if (result.status === 'failed' && result.error_message) {
        setNote({ text: result.error_message, tone: 'problem' });
        onChanged?.();
      } else settle(result.status);
    } catch (error) {
      setDemoOpen(false);
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const pending = payment.status === 'pending';
  return (
    <Box>
      {showPrice && <Price>{formatPriceWithStars(payment.amount, payment.stars)}</Price>}
      {pending && payment.expires_at ? <Hint>{t.heldUntil(payment.expires_at)}</Hint> : <Hint>{t.status[payment.status]}</Hint>}
      {pending && (
        <Button onClick={() => void pay()} loading={busy && !demoOpen}>
          {t.pay}
        </Button>
      )}
      {note && (
        <Note role={note.tone === 'problem' ? 'alert' : 'status'} $tone={note.tone}>
          {note.text}
        </Note>
      )}
      <BottomSheet
        open={demoOpen}
        title={t.demo.title}
        onClose={() => {
          setDemoOpen(false);
          settle('cancelled');
        }}
      >
        <DemoLabel>{t.demo.title}</DemoLabel>
        <Hint>{t.demo.notice}</Hint>
        <Price>{formatPriceWithStars(payment.amount, payment.stars)}</Price>
        <Button onClick={() => void demoPay()} loading={busy}>
          {t.demo.confirm(payment.stars)}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setDemoOpen(false);
            settle('cancelled');
          }}
        >
          {t.demo.cancel}
        </Button>
      </BottomSheet>
    </Box>
  );
}
