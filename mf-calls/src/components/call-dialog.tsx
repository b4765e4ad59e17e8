import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Call, CancellationInfo } from '@app/calls-contract';
import { Button, Hint, Stack } from '@app/shared/ui';
import { BottomSheet } from '@app/shared/widgets';
import { text } from '../text';
import { formatCallWhen, fullName } from './call-time';
import { TextArea } from './form-field';
import { StarRating } from './star-rating';

/** Spec section 4: the list's bottom sheet by mode; closing clears the mode. */
export type CallDialogState =
  | { mode: 'review' | 'review_success' | 'review_fail'; call: Call }
  | { mode: 'cancel' | 'cancel_success' | 'cancel_fail'; call: Call; info: CancellationInfo };

export interface ReviewDraft {
  rating: number;
  comment: string;
}

const Body = styled.p`margin: 0; text-align: center;`;
// The sheet is drawn on the page colour: its boxes take the secondary colour to stand out.
const Notice = styled.p`
  margin: 0; padding: 12px; border-radius: ${({ theme }) => theme.radius.m};
  background: ${({ theme }) => theme.colors.secondaryBg}; font-size: 15px;
`;
const SheetTextArea = styled(TextArea)`background: ${({ theme }) => theme.colors.secondaryBg};`;
const Question = styled.p`margin: 0; text-align: center; font-weight: 600;`;
const Label = styled.label`font-weight: 600;`;

const r = text.review;
const c = text.cancel;

/**
 * Spec section 9's refund rule in words. A call paid in Telegram Stars gets its Stars back (the
 * spec's card and week describe a payment this app never takes: docs/SLOVAK.md); an unpaid hold
 * costs nothing to cancel; an included call gives the plan's call back instead of money.
 */
export function refundNotice(info: CancellationInfo, call: Call): string {
  const payment = call.payment;
  if (payment?.status === 'pending') return c.unpaid;
  if (info.is_paid && payment?.stars)
    return info.is_refunded ? c.starsRefunded(payment.stars) : c.starsNotRefunded(payment.stars);
  if (info.is_paid) return info.is_refunded ? c.refunded : c.notRefunded;
  return info.is_refunded ? c.includedBack : c.includedLost;
}

export interface CallDialogProps {
  state: CallDialogState | null;
  draft: ReviewDraft;
  onDraft: (draft: ReviewDraft) => void;
  busy: boolean;
  onSubmitReview: () => void;
  onConfirmCancel: () => void;
  onRetryReview: () => void;
  onClose: () => void;
}

export function CallDialog({
  state,
  draft,
  onDraft,
  busy,
  onSubmitReview,
  onConfirmCancel,
  onRetryReview,
  onClose,
}: CallDialogProps) {
  const ids = useId();
  if (!state) return null;
  const close = () => !busy && onClose();
  switch (state.mode) {
    case 'review':
      return (
        <BottomSheet open title={r.title} onClose={close}>
          <Stack>
            <Question id={`${ids}-rating`}>{r.rating}</Question>
            <StarRating value={draft.rating} onChange={(rating) => onDraft({ ...draft, rating })} labelledBy={`${ids}-rating`} />
            <Label htmlFor={`${ids}-comment`}>{r.comment}</Label>
            <SheetTextArea
              id={`${ids}-comment`}
              value={draft.comment}
              maxLength={1000}
              onChange={(event) => onDraft({ ...draft, comment: event.target.value })}
            />
            <Button block loading={busy} onClick={onSubmitReview}>
              {r.submit}
            </Button>
          </Stack>
        </BottomSheet>
      );
    case 'review_success':
      return <Outcome title={r.successTitle} body={r.successBody} onClose={close} />;
    case 'review_fail':
      return (
        <Outcome title={r.failTitle} body={r.failBody} onClose={close}>
          <Button block onClick={onRetryReview}>
            {r.retry}
          </Button>
        </Outcome>
      );
    case 'cancel': {
      const { call, info } = state;
      return (
        <BottomSheet open title={c.title} onClose={close}>
          <Stack>
            <Body>{c.description(fullName(call.speaker), formatCallWhen(call.start_dt, call.end_dt))}</Body>
            {info.is_cancellable ? <Notice>{refundNotice(info, call)}</Notice> : <Notice>{c.notCancellable}</Notice>}
            <Button block variant="secondary" disabled={busy} onClick={close}>
              {c.keep}
            </Button>
            {info.is_cancellable && (
              <Button block variant="danger" loading={busy} onClick={onConfirmCancel}>
                {c.confirm}
              </Button>
            )}
          </Stack>
        </BottomSheet>
      );
    }
    case 'cancel_success':
      return <Outcome title={c.successTitle} body={c.successBody} onClose={close} />;
    case 'cancel_fail':
      return <Outcome title={c.failTitle} body={c.failBody} onClose={close} />;
  }
}

function Outcome({ title, body, onClose, children }: { title: string; body: string; onClose: () => void; children?: ReactNode }) {
  return (
    <BottomSheet open title={title} onClose={onClose}>
      <Stack>
        <Hint style={{ textAlign: 'center' }}>{body}</Hint>
        {children}
        <Button block variant="secondary" onClick={onClose}>
          {r.close}
        </Button>
      </Stack>
    </BottomSheet>
  );
}
