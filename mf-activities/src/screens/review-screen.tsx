import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { checkReviewItem } from '@app/activities-contract/rules';
import type { ReviewItem } from '@app/activities-contract/review';
import { Badge, Button, EmptyState, ErrorScreen, Hint, LoadingScreen, Page, Title, VisuallyHidden } from '@app/shared/ui';
import { useUser } from '@app/shared/user';
import { activitiesKey } from '../api/activity-keys';
import { reviewItemsQuery } from '../api/review';
import { TaskBlock } from '../components/task-block';
import { TaskView } from '../components/task-view';
import { enqueue, flushOutbox, readOutbox } from '../review/review-outbox';
import { newSession, readSession, uuid, writeSession, type ReviewSessionState } from '../review/review-session';
import { taskAnswer, type SectionDraft } from '../tasks/drafts';
import { Feedback, Instructions } from '../tasks/task-ui';
import { text } from '../text';

const Column = styled.div`display: flex; flex-direction: column; gap: 12px;`;

/** How often a waiting outbox tries again while the screen is open (besides the browser's 'online'). */
const RETRY_MS = 15_000;

/**
 * The outbox's state for this user, flushed on open, on 'online', after each answer and every
 * 15 s while something waits. Answers how many entries wait.
 */
function useOutbox(userId: number) {
  const client = useQueryClient();
  const [waiting, setWaiting] = useState(() => readOutbox(userId).length);
  const flush = () =>
    void flushOutbox(userId).then((left) => {
      setWaiting(left);
      // The home row's count and the streak follow what the server now has.
      if (left === 0) void client.invalidateQueries({ queryKey: activitiesKey });
    });
  useEffect(() => {
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one listener per user
  }, [userId]);
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(flush, RETRY_MS);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- restarted when the queue empties or fills
  }, [waiting > 0, userId]);
  return { waiting, flush };
}

/**
 * /activity/review ('Opakovanie'): the learner's due cards one at a time, in the days' task
 * components, checked at once on the device (the item carries its key), the right answer shown,
 * then the next; after the last (at most 20) a summary. The items are loaded once; answers leave
 * through the outbox, so the session goes on offline and on a slow connection never waits.
 */
export function ReviewScreen() {
  const user = useUser();
  // A session finished on an earlier visit is over: this visit starts a new one.
  const [session, setSession] = useState<ReviewSessionState | null>(() => {
    const stored = readSession(user.id);
    return stored && !stored.finished ? stored : null;
  });
  const outbox = useOutbox(user.id);
  // A session in progress resumes; otherwise the items due are loaded (once) to start one.
  const items = useQuery({ ...reviewItemsQuery(), enabled: session === null });
  const update = (next: ReviewSessionState | null) => {
    writeSession(user.id, next);
    setSession(next);
  };

  let body;
  if (session && !session.finished) {
    body = <ReviewItemView key={session.index} session={session} onChange={update} onAnswer={outbox.flush} userId={user.id} />;
  } else if (session?.finished) {
    body = <Summary session={session} />;
  } else if (items.isPending) {
    body = <LoadingScreen title={text.review.loading} />;
  } else if (items.isError) {
    body = <ErrorScreen title={text.review.loadFailed} onRetry={() => void items.refetch()} retryLabel={text.retry} />;
  } else if (items.data.items.length === 0) {
    body = (
      <>
        <EmptyState>{text.review.nothing}</EmptyState>
        <Hint>{text.review.nothingHint}</Hint>
      </>
    );
  } else {
    body = <Start due={items.data.items} onStart={(started) => update(started)} />;
  }
  return (
    <Page back="/main" title={text.review.title}>
      {body}
      {outbox.waiting > 0 && <Hint role="status">{text.review.pending}</Hint>}
    </Page>
  );
}

/** Starts the session as soon as its items are there (an effect: the state is written to storage). */
function Start({ due, onStart }: { due: ReviewItem[]; onStart: (session: ReviewSessionState) => void }) {
  useEffect(() => onStart(newSession(due)), [due, onStart]);
  return <LoadingScreen title={text.review.loading} />;
}

function ReviewItemView({
  session,
  onChange,
  onAnswer,
  userId,
}: {
  session: ReviewSessionState;
  onChange: (next: ReviewSessionState) => void;
  onAnswer: () => void;
  userId: number;
}) {
  const item = session.items[session.index]!;
  const checked = session.checked;
  // After a reload the checked item comes back as it was answered.
  const [draft, setDraft] = useState<SectionDraft[number]>(checked?.draft as SectionDraft[number]);
  const [secondTry, setSecondTry] = useState(checked?.secondTry ?? false);
  const answer = taskAnswer(item.task, draft);
  const empty = JSON.stringify(answer.data).match(/"(answer|phrase)"/) === null;
  const last = session.index === session.items.length - 1;

  const check = () => {
    const { result, correct } = checkReviewItem(item, answer.data);
    onChange({ ...session, checked: { result, correct, secondTry, answer, draft } });
  };
  // The answer leaves when the learner moves on: a retry after the diacritics hint replaces it.
  const next = () => {
    if (!checked) return;
    enqueue(userId, {
      kind: 'answer',
      body: {
        client_key: uuid(),
        session_key: session.sessionKey,
        card_id: item.card_id,
        answer: checked.answer,
        second_try: checked.secondTry,
      },
    });
    if (last) enqueue(userId, { kind: 'finish', session_key: session.sessionKey });
    onAnswer();
    onChange({
      ...session,
      index: last ? session.index : session.index + 1,
      checked: null,
      correct: session.correct + (checked.correct ? 1 : 0),
      finished: last,
    });
  };
  // One more try when only the diacritics were wrong (the days' feedback says so); right then is rated Hard.
  const canRetry = checked !== null && !checked.correct && !checked.secondTry && checked.result.feedback !== null;

  return (
    <Column>
      <Badge $tone="accent">{text.review.progress(session.index + 1, session.items.length)}</Badge>
      <Hint>{text.review.source(item.day, item.section_title)}</Hint>
      <TaskBlock title={text.taskTitles[item.task.concrete_type] ?? text.genericTask} percent={null}>
        {item.task.instructions && <Instructions>{item.task.instructions}</Instructions>}
        <TaskView task={item.task} draft={draft} onChange={setDraft} result={checked?.result} locked={checked !== null} />
        <Feedback label={text.feedback} text={checked?.result.feedback} />
      </TaskBlock>
      <VisuallyHidden role="status">{checked ? (checked.correct ? text.review.right : text.review.wrong) : ''}</VisuallyHidden>
      {!checked && (
        <Button disabled={empty} onClick={check}>
          {text.review.check}
        </Button>
      )}
      {canRetry && (
        <Button
          variant="secondary"
          onClick={() => {
            setSecondTry(true);
            onChange({ ...session, checked: null });
          }}
        >
          {text.review.tryAgain}
        </Button>
      )}
      {checked && <Button onClick={next}>{last ? text.review.finish : text.review.next}</Button>}
    </Column>
  );
}

function Summary({ session }: { session: ReviewSessionState }) {
  return (
    <Column>
      <Title>{text.review.doneTitle}</Title>
      <p>{text.review.done(session.correct, session.items.length)}</p>
      <Link to="/main">{text.review.home}</Link>
    </Column>
  );
}
