import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { SpeakingQueueItem } from '@app/staff-contract';
import { errorMessage, errorStatus } from '@app/shared/http';
import { openChat } from '@app/shared/telegram';
import { Button, Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useScoreSpeaking, useSpeakingQueue } from '../api/speaking';
import { StaffGate } from '../components/staff-gate';
import { personName } from '../components/time';
import { text } from '../text';

const t = text.speaking;
const Field = styled.label`display: flex; flex-direction: column; gap: 6px; font-weight: 600;`;
const Input = styled.input`
  font: inherit; padding: 10px 12px; border-radius: 10px; border: 1px solid ${({ theme }) => theme.colors.separator};
  background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
`;
const Area = styled.textarea`
  font: inherit; padding: 10px 12px; border-radius: 10px; min-height: 120px; border: 1px solid ${({ theme }) => theme.colors.separator};
  background: ${({ theme }) => theme.colors.bg}; color: ${({ theme }) => theme.colors.text};
`;
const Problem = styled.p`margin: 0; color: ${({ theme }) => theme.colors.destructive};`;

/** /staff/speaking/:sectionId/:userId: the learner, the task and the score form. */
export function SpeakingScoreScreen() {
  return <StaffGate need="teacher">{() => <Score />}</StaffGate>;
}

function Score() {
  const params = useParams();
  const sectionId = Number(params.sectionId);
  const userId = Number(params.userId);
  const queue = useSpeakingQueue();
  const [done, setDone] = useState<number | null>(null);
  return (
    <Page back="/staff/speaking" title={t.title}>
      {done !== null ? (
        <Card role="status">
          <Title>{t.saved(done)}</Title>
          <Link to="/staff/speaking">{t.toQueue}</Link>
        </Card>
      ) : (
        <QueryView query={queue} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
          {(data) => {
            const item = data.results.find((r) => r.section_id === sectionId && r.learner.id === userId);
            return item ? (
              <ScoreForm item={item} onDone={setDone} />
            ) : (
              <EmptyState>
                {t.notInQueue} <Link to="/staff/speaking">{t.toQueue}</Link>
              </EmptyState>
            );
          }}
        </QueryView>
      )}
    </Page>
  );
}

function ScoreForm({ item, onDone }: { item: SpeakingQueueItem; onDone: (percent: number) => void }) {
  const score = useScoreSpeaking(item.section_id, item.learner.id);
  const [percent, setPercent] = useState('');
  const [feedback, setFeedback] = useState('');
  const ids = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await score.mutateAsync({ percent: Number(percent), feedback }).catch(() => null);
    if (saved) onDone(saved.percent);
  };
  const problem = score.error && (errorStatus(score.error) === 409 ? t.takenBy(errorMessage(score.error)) : t.failed);
  const valid = /^\d{1,3}$/.test(percent) && Number(percent) <= 100 && feedback.trim().length > 0;
  return (
    <>
      <Card>
        <Title>{personName(item.learner)}</Title>
        <Hint>{item.section_title}</Hint>
        {item.learner.username && (
          <Button variant="secondary" onClick={() => openChat(item.learner.username!)}>
            {t.writeToLearner} (@{item.learner.username})
          </Button>
        )}
      </Card>
      {item.tasks.map((task) => (
        <Card key={task.task_id}>
          <Title as="h3">{t.instructions}</Title>
          <p>{task.instructions}</p>
          {task.is_skipped && <Hint>{t.skipped}</Hint>}
        </Card>
      ))}
      <Card as="form" onSubmit={submit} aria-labelledby={`${ids}-title`}>
        <Title id={`${ids}-title`} as="h3">
          {t.save}
        </Title>
        <Field>
          {t.score}
          <Input
            inputMode="numeric"
            value={percent}
            onChange={(e) => setPercent(e.target.value.replace(/\D/g, '').slice(0, 3))}
          />
        </Field>
        <Field>
          {t.feedback}
          <Area value={feedback} maxLength={2000} onChange={(e) => setFeedback(e.target.value)} />
        </Field>
        {problem && <Problem role="alert">{problem}</Problem>}
        <Button type="submit" block loading={score.isPending} disabled={!valid || score.isPending}>
          {t.save}
        </Button>
      </Card>
    </>
  );
}
