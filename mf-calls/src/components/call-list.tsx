import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { Call } from '@app/calls-contract';
import { CALL_REVIEW_DEFAULT_RATING } from '@app/calls-contract/rules';
import { openChat } from '@app/shared/telegram';
import { Button, EmptyState, Stack } from '@app/shared/ui';
import { useCancelCall } from '../api/cancel-call';
import { callsKey } from '../api/calls-keys';
import { useCalls } from '../api/get-calls';
import { getCancelInfo } from '../api/get-cancel-info';
import { useReviewCall } from '../api/review-call';
import { text } from '../text';
import { CallCard } from './call-card';
import { CallDialog, type CallDialogState, type ReviewDraft } from './call-dialog';

// Spec section 2: the last card keeps a 100px bottom margin (clear of Telegram's bottom bar).
const List = styled.ul`
  margin: 0; padding: 0; list-style: none; display: flex; flex-direction: column; gap: 12px;
  > li:last-child { margin-bottom: 100px; }
`;

const l = text.list;
const freshDraft = (): ReviewDraft => ({ rating: CALL_REVIEW_DEFAULT_RATING, comment: '' });

/** The 'Zoznam' tab: the user's bookings and the dialogs of their actions (spec sections 2, 4, 8). */
export function CallList() {
  const calls = useCalls();
  const client = useQueryClient();
  const [dialog, setDialog] = useState<CallDialogState | null>(null);
  // Review drafts per call: a failed or closed review keeps what the user wrote.
  const [drafts, setDrafts] = useState<Record<number, ReviewDraft>>({});
  const [cancelInfoFor, setCancelInfoFor] = useState<number | null>(null);
  const review = useReviewCall();
  const cancel = useCancelCall();

  const openCancel = async (call: Call) => {
    setCancelInfoFor(call.id);
    try {
      const info = await getCancelInfo(call.id);
      setDialog({ mode: 'cancel', call, info });
    } catch {
      // Spec section 8: a failed cancel-info call is ignored silently (the http client logged it).
    } finally {
      setCancelInfoFor(null);
    }
  };

  const submitReview = async () => {
    if (dialog?.mode !== 'review') return;
    const { call } = dialog;
    const draft = drafts[call.id] ?? freshDraft();
    try {
      const status = await review.mutateAsync({
        id: call.id,
        body: { rating: draft.rating, comment: draft.comment.trim() || null },
      });
      if (status === 201) {
        setDrafts(({ [call.id]: _sent, ...rest }) => rest);
        setDialog({ mode: 'review_success', call });
        return;
      }
      console.error('Review failed', status);
    } catch (error) {
      console.error('Review failed', error);
    }
    setDialog({ mode: 'review_fail', call });
  };

  const confirmCancel = async () => {
    if (dialog?.mode !== 'cancel') return;
    const { call, info } = dialog;
    try {
      await cancel.mutateAsync(call.id);
      setDialog({ mode: 'cancel_success', call, info });
    } catch {
      setDialog({ mode: 'cancel_fail', call, info });
    }
  };

  if (calls.isPending) return <EmptyState role="status">{l.loading}</EmptyState>;
  if (!calls.data) {
    return (
      <Stack role="alert">
        <EmptyState>{l.failed}</EmptyState>
        <Button variant="secondary" onClick={() => void calls.refetch()}>
          {l.retry}
        </Button>
      </Stack>
    );
  }

  return (
    <>
      {calls.data.length === 0 ? (
        <EmptyState>{l.empty}</EmptyState>
      ) : (
        <List>
          {calls.data.map((call) => (
            <li key={call.id}>
              <CallCard
                call={call}
                cancelPending={cancelInfoFor === call.id}
                onCancel={() => void openCancel(call)}
                onChat={() => openChat(call.speaker.username)}
                onReview={() => setDialog({ mode: 'review', call })}
                onPaymentChanged={() => void client.invalidateQueries({ queryKey: callsKey })}
              />
            </li>
          ))}
        </List>
      )}
      <CallDialog
        state={dialog}
        draft={(dialog && drafts[dialog.call.id]) ?? freshDraft()}
        onDraft={(draft) => dialog && setDrafts((all) => ({ ...all, [dialog.call.id]: draft }))}
        busy={review.isPending || cancel.isPending}
        onSubmitReview={() => void submitReview()}
        onConfirmCancel={() => void confirmCancel()}
        onRetryReview={() => dialog && setDialog({ mode: 'review', call: dialog.call })}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
