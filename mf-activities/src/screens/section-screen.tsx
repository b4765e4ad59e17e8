import { useEffect, useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import type { Section, SectionProgress } from '@app/activities-contract';
import { errorStatus } from '@app/shared/http';
import { useVerticalSwipesDisabled } from '@app/shared/telegram';
import { Badge, Button, ErrorScreen, Hint, LoadingScreen, Page, QueryView } from '@app/shared/ui';
import { BottomSheet } from '@app/shared/widgets';
import { useUser } from '@app/shared/user';
import { useSection, useSectionStatus, useSubmissions } from '../api/get-section';
import { answersByBot, SpeakingAnswersContext, useSpeakingAnswers } from '../api/speaking-answers';
import { isTaskChanged, useSubmitAnswers } from '../api/submit-answers';
import { PrimaryMedia } from '../components/primary-media';
import { sectionTypeLabel } from '../components/section-labels';
import { TaskBlock } from '../components/task-block';
import { isDragTask, TaskView } from '../components/task-view';
import { parseId } from '../components/route-id';
import { buildSubmitBody, unansweredCount } from '../tasks/drafts';
import { useSectionDraft } from '../tasks/draft-store';
import { scorePercent, taskPercent } from '../tasks/percent';
import { Feedback, Instructions } from '../tasks/task-ui';
import { text } from '../text';

const Heading = styled.div`display: flex; flex-direction: column; gap: 6px; align-items: flex-start;`;
// Room for the fixed bar, taller while it carries the submit error.
const Tasks = styled.div<{ $tall: boolean }>`
  display: flex; flex-direction: column; gap: 12px; padding-bottom: ${({ $tall }) => ($tall ? 152 : 88)}px;
`;
const Bar = styled.div`
  position: fixed; left: 0; right: 0; bottom: 0; z-index: 50; padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.bg}; box-shadow: 0 -1px 0 ${({ theme }) => theme.colors.separator};
  > * { max-width: 608px; margin: 0 auto; display: flex; flex-direction: column; gap: 8px; }
`;
const Alert = styled.p`
  margin: 0; padding: 12px 16px; border-radius: ${({ theme }) => theme.radius.m}; font-weight: 600;
  background: color-mix(in srgb, ${({ theme }) => theme.colors.destructive} 12%, transparent); color: ${({ theme }) => theme.colors.destructive};
`;

/** /activity/section/:id (spec section 2): media, the tasks, and the bottom button. */
export function SectionScreen() {
  const sectionId = parseId(useParams().id);
  if (sectionId === null) {
    return (
      <Page back="/activity" title={text.genericTask}>
        <ErrorScreen title={text.sectionMissing} />
      </Page>
    );
  }
  return <SectionLoader key={sectionId} sectionId={sectionId} />;
}

function SectionLoader({ sectionId }: { sectionId: number }) {
  const section = useSection(sectionId);
  // Fetched alongside the section (a section never opened reads 'started'), not after it.
  useSectionStatus(sectionId);
  return (
    <Page back={section.data ? `/activity/${section.data.activity_id}` : '/activity'} title={section.data?.title}>
      <QueryView
        query={section}
        loading={text.sectionLoading}
        errorTitle={(error) => (errorStatus(error) === 404 ? text.sectionMissing : text.sectionLoadFailed)}
        canRetry={(error) => errorStatus(error) !== 404}
        retryLabel={text.retry}
      >
        {(data) => <SectionContent section={data} />}
      </QueryView>
    </Page>
  );
}

function SectionContent({ section }: { section: Section }) {
  const user = useUser();
  const status = useSectionStatus(section.id);
  const started = status.data?.status === 'started';
  const submissions = useSubmissions(section.id, status.data !== undefined && !started);
  const store = useSectionDraft(user.id, section.id);
  const submit = useSubmitAnswers(section.id, store.clear);
  const results = submissions.data && submissions.data.length > 0 ? submissions.data : undefined;
  // Nothing changes while the answers are on their way either.
  const locked = !started || results !== undefined || submit.isPending;
  const submitErrorId = useId();
  const [confirming, setConfirming] = useState<{ missing: number; total: number } | null>(null);
  const hasDragTasks = section.tasks.some(isDragTask);
  // A section answered by a voice message to the bot is submitted by the server when the answer is stored.
  const byBot = answersByBot(section);
  const speaking = useSpeakingAnswers(
    section.id,
    section.tasks.some((task) => task.concrete_type === 'SpeakingTask'),
  );
  const answers = speaking.data?.results;
  const botAnswered =
    answers !== undefined &&
    answers.filter((a) => a.answer_via === 'bot').every((a) => a.recording?.status === 'stored') &&
    answers.some((a) => a.answer_via === 'bot');
  const refetchStatus = status.refetch;
  // The answer arrived while the learner was in Telegram: the server has submitted the section.
  useEffect(() => {
    if (byBot && started && botAnswered) void refetchStatus();
  }, [byBot, started, botAnswered, refetchStatus]);
  const answersByTask = new Map(answers?.map((answer) => [answer.task_id, answer]));
  useVerticalSwipesDisabled(hasDragTasks && !locked);

  const send = () => {
    setConfirming(null);
    submit.mutate(buildSubmitBody(section, store.draft), {
      onError: (error) => {
        // Submitted elsewhere (another device): show what the server holds.
        if (errorStatus(error) === 409) {
          store.clear();
          void status.refetch();
        }
      },
    });
  };

  // Spec section 4: a speaking section in started status is submitted once, on load.
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (section.section_type !== 'speaking' || byBot || !started || autoSubmitted.current) return;
    autoSubmitted.current = true;
    send();
  });

  // A section is submitted once: with answers left empty, ask first.
  const finish = () => {
    const count = unansweredCount(section, store.draft);
    if (count.missing > 0) setConfirming(count);
    else send();
  };

  // Without its status the section cannot be worked on (nothing says it is still open): say so, offer a retry.
  if (status.isError && status.data === undefined) {
    return <ErrorScreen title={text.sectionLoadFailed} onRetry={() => void status.refetch()} retryLabel={text.retry} />;
  }
  // A checked section is drawn from its results: without them the locked tasks would show the
  // starting order and empty gaps as if they were the learner's answers. Wait for them; say so if
  // they fail, with a retry.
  const resultsNeeded = status.data !== undefined && !started;
  if (resultsNeeded && submissions.isError && submissions.data === undefined) {
    return <ErrorScreen title={text.sectionLoadFailed} onRetry={() => void submissions.refetch()} retryLabel={text.retry} />;
  }
  if (resultsNeeded && submissions.isPending) return <LoadingScreen title={text.sectionLoading} />;

  const submitFailed = submit.isError && errorStatus(submit.error) !== 409;
  const byTask = new Map(results?.map((result) => [result.task_id, result]));
  return (
    <>
      <Heading>
        <Badge $tone="accent">{sectionTypeLabel(section.section_type)}</Badge>
      </Heading>
      <PrimaryMedia section={section} submitted={status.data !== undefined && !started} />
      <SpeakingAnswersContext.Provider value={answersByTask}>
        <Tasks $tall={submitFailed}>
          {section.tasks.map((task) => {
            const result = byTask.get(task.id);
            const hasCounts = result !== undefined && result.correct_count + result.incorrect_count + result.missing_count > 0;
            const percent =
              result && (task.concrete_type !== 'SpeakingTask' || hasCounts)
                ? text.taskPercent(taskPercent(result), Boolean(result.feedback))
                : null;
            return (
              <TaskBlock key={task.id} title={text.taskTitles[task.concrete_type] ?? text.genericTask} percent={percent}>
                {task.instructions && task.concrete_type !== 'SpeakingTask' && <Instructions>{task.instructions}</Instructions>}
                <TaskView
                  task={task}
                  draft={store.draft[task.id]}
                  onChange={(value) => store.setTaskDraft(task.id, value)}
                  result={result}
                  locked={locked}
                />
                <Feedback label={text.feedback} text={result?.feedback} />
              </TaskBlock>
            );
          })}
        </Tasks>
      </SpeakingAnswersContext.Provider>
      <Bar>
        <div>
          {/* By the button the learner just pressed at the bottom of a long section, not above the tasks. */}
          {submitFailed && (
            <Alert id={submitErrorId} role="alert">
              {isTaskChanged(submit.error) ? text.taskChanged : text.submitFailed}
            </Alert>
          )}
          <FinishButton
            waitsForBot={byBot}
            status={status.data}
            pending={submit.isPending || status.isPending}
            onFinish={finish}
            describedBy={submitFailed ? submitErrorId : undefined}
          />
        </div>
      </Bar>
      <BottomSheet open={confirming !== null} title={text.confirmTitle} onClose={() => setConfirming(null)}>
        {confirming && <Hint>{text.confirmMissing(confirming.missing, confirming.total)}</Hint>}
        <Button block onClick={send}>
          {text.confirmSend}
        </Button>
        <Button block variant="secondary" onClick={() => setConfirming(null)}>
          {text.confirmBack}
        </Button>
      </BottomSheet>
    </>
  );
}

/** Spec section 2: 'Ukončiť' while started, 'Výsledok - N%' once evaluated, 'Čaká na overenie' otherwise; disabled unless started. */
function FinishButton({
  waitsForBot,
  status,
  pending,
  onFinish,
  describedBy,
}: {
  /** Answered by a voice message to the bot: the answer submits it, not this button. */
  waitsForBot: boolean;
  status: SectionProgress | undefined;
  pending: boolean;
  onFinish: () => void;
  describedBy?: string;
}) {
  if (waitsForBot && status?.status === 'started') {
    return (
      <Button block disabled>
        {text.waitingForRecording}
      </Button>
    );
  }
  if (!status || status.status === 'started') {
    return (
      <Button block loading={pending} disabled={!status} onClick={onFinish} aria-describedby={describedBy}>
        {text.finish}
      </Button>
    );
  }
  const label = status.status === 'evaluated' ? text.result(scorePercent(status.score) ?? 0) : text.waiting;
  return (
    <Button block disabled>
      {label}
    </Button>
  );
}
