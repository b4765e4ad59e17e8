import { lazy, Suspense } from 'react';
import type { SectionTask, TaskResult } from '@app/activities-contract';
import { Spinner } from '@app/shared/ui';
import { EvaluationTask } from '../tasks/evaluation-task';
import { QuestionTask } from '../tasks/question-task';
import { SpeakingTask } from '../tasks/speaking-task';
import type { SectionDraft } from '../tasks/drafts';

// The drag tasks carry @dnd-kit: they load only in a section that has one.
const dragTasks = () => import('../tasks/drag-tasks');
const MatchingTask = lazy(() => dragTasks().then((m) => ({ default: m.MatchingTask })));
const GapsTask = lazy(() => dragTasks().then((m) => ({ default: m.GapsTask })));

export const isDragTask = (task: SectionTask) => task.concrete_type === 'MatchingTask' || task.concrete_type === 'GapsTask';

export interface TaskViewProps {
  task: SectionTask;
  draft: SectionDraft[number];
  onChange: (value: SectionDraft[number]) => void;
  result: TaskResult | undefined;
  locked: boolean;
}

/** The task's own component by concrete_type; a result of another type than the task is ignored. */
export function TaskView({ task, draft, onChange, result, locked }: TaskViewProps) {
  const props = { draft, onChange, locked };
  switch (task.concrete_type) {
    case 'QuestionTask':
      return <QuestionTask {...props} task={task} result={result?.task_type === 'QuestionTask' ? result : undefined} />;
    case 'EvaluationTask':
      return <EvaluationTask {...props} task={task} result={result?.task_type === 'EvaluationTask' ? result : undefined} />;
    case 'SpeakingTask':
      return <SpeakingTask {...props} task={task} result={result?.task_type === 'SpeakingTask' ? result : undefined} />;
    case 'MatchingTask':
      return (
        <Suspense fallback={<Spinner />}>
          <MatchingTask {...props} task={task} result={result?.task_type === 'MatchingTask' ? result : undefined} />
        </Suspense>
      );
    case 'GapsTask':
      return (
        <Suspense fallback={<Spinner />}>
          <GapsTask {...props} task={task} result={result?.task_type === 'GapsTask' ? result : undefined} />
        </Suspense>
      );
  }
}
