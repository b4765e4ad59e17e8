import { useId, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import type { SpeakingQueueItem, SpeakingScore } from '@app/staff-contract';
import { errorMessage, errorStatus } from '@app/shared/http';
import { openChat, openTelegramUrl } from '@app/shared/telegram';
import { Button, Card, EmptyState, Hint, Page, QueryView, Title } from '@app/shared/ui';
import { useCorrectSpeaking, useScoreSpeaking, useSpeakingItem } from '../api/speaking';
import { StaffGate } from '../components/staff-gate';
import { clockLength, personName } from '../components/time';
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
const Feedback = styled.p`margin: 0; white-space: pre-wrap;`;
const Player = styled.figure`
  margin: 0; display: flex; flex-direction: column; gap: 6px;
`;
// The learner's voice: no caption track exists for it.
const Audio = styled.audio`width: 100%;`;

/** /staff/speaking/:sectionId/:userId: the learner, the task and the score form. */
export function SpeakingScoreScreen() {
  return <StaffGate need="teacher">{() => <Score />}</StaffGate>;
}

function Score() {
  const params = useParams();
  const sectionId = Number(params.sectionId);
  const userId = Number(params.userId);
  const queue = useSpeakingItem(sectionId, userId);
  // The score given (kept: the item leaves the queue once scored, yet it may be corrected).
  const [done, setDone] = useState<{ item: SpeakingQueueItem; score: SpeakingScore } | null>(null);
  const [correcting, setCorrecting] = useState(false);
  return (
    <Page back="/staff/speaking" title={t.title}>
      {done !== null && correcting ? (
        <ScoreForm
          item={done.item}
          initial={done.score}
          onDone={(score) => {
            setDone({ item: done.item, score });
            setCorrecting(false);
          }}
        />
      ) : done !== null ? (
        <Card role="status">
          <Title>{t.saved(done.score.percent)}</Title>
          {/* Whose answer, which section, and the words the learner will read: the teacher checks what was sent. */}
          <Hint>{t.savedFor(personName(done.item.learner), done.item.section_title)}</Hint>
          <Title as="h3">{t.feedback}</Title>
          <Feedback>{done.score.feedback}</Feedback>
          <Button variant="secondary" onClick={() => setCorrecting(true)}>
            {t.correct}
          </Button>
          <Link to="/staff/speaking">{t.toQueue}</Link>
        </Card>
      ) : (
        <QueryView query={queue} loading={text.loading} errorTitle={text.loadFailed} retryLabel={text.retry}>
          {(item) =>
            item ? (
              <ScoreForm item={item} onDone={(score) => setDone({ item, score })} />
            ) : (
              <EmptyState>
                {t.notInQueue} <Link to="/staff/speaking">{t.toQueue}</Link>
              </EmptyState>
            )
          }
        </QueryView>
      )}
    </Page>
  );
}

interface ScoreFormProps {
  item: SpeakingQueueItem;
  /** A score already given: the form corrects it (PUT) instead of scoring once (POST). */
  initial?: SpeakingScore;
  onDone: (score: SpeakingScore) => void;
}

function ScoreForm({ item, initial, onDone }: ScoreFormProps) {
  const first = useScoreSpeaking(item.section_id, item.learner.id);
  const correction = useCorrectSpeaking(item.section_id, item.learner.id);
  const score = initial ? correction : first;
  const [percent, setPercent] = useState(initial ? String(initial.percent) : '');
  const [feedback, setFeedback] = useState(initial?.feedback ?? '');
  const ids = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await score.mutateAsync({ percent: Number(percent), feedback }).catch(() => null);
    if (saved) onDone(saved);
  };
  const problem = score.error && (errorStatus(score.error) === 409 && !initial ? t.takenBy(errorMessage(score.error)) : t.failed);
  const tooHigh = /^\d{1,3}$/.test(percent) && Number(percent) > 100;
  const valid = /^\d{1,3}$/.test(percent) && !tooHigh && feedback.trim().length > 0;
  const who = item.learner.username ? `@${item.learner.username}` : personName(item.learner);
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
          <Title as="h3">{t.prompt}</Title>
          <p>{task.prompt ?? task.instructions}</p>
          {task.answer_via === 'bot' ? (
            task.recording ? (
              <Player>
                <figcaption>{t.recording(clockLength(task.recording.duration_seconds))}</figcaption>
                <Audio controls preload="metadata" src={task.recording.url} aria-label={t.recordingOf(who)} />
              </Player>
            ) : (
              <Hint>{t.noRecording}</Hint>
            )
          ) : task.is_skipped ? (
            <Hint>{t.skipped}</Hint>
          ) : (
            task.chat_url && (
              <>
                <Hint>{t.listenHint(who)}</Hint>
                <Button variant="secondary" onClick={() => openTelegramUrl(task.chat_url!)}>
                  {t.listen}
                </Button>
              </>
            )
          )}
        </Card>
      ))}
      <Card as="form" onSubmit={submit} aria-labelledby={`${ids}-title`}>
        <Title id={`${ids}-title`} as="h3">
          {initial ? t.correctTitle : t.save}
        </Title>
        <Field>
          {t.score}
          <Input
            inputMode="numeric"
            value={percent}
            aria-describedby={`${ids}-score-hint`}
            aria-invalid={tooHigh || undefined}
            onChange={(e) => setPercent(e.target.value.replace(/\D/g, '').slice(0, 3))}
          />
        </Field>
        {tooHigh ? (
          <Problem id={`${ids}-score-hint`} role="alert">
            {t.scoreTooHigh} {t.scoreHint}
          </Problem>
        ) : (
          <Hint id={`${ids}-score-hint`}>{t.scoreHint}</Hint>
        )}
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
