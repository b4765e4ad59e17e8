import type { TaskOf, TaskResult, TaskType } from '@app/activities-contract';
import type { DraftByType } from './drafts';

export interface TaskProps<T extends TaskType> {
  task: TaskOf<T>;
  /** What the learner entered (from localStorage or this visit); may be stale or malformed. */
  draft: unknown;
  onChange: (value: DraftByType[T]) => void;
  /** The task's result once the section is checked. */
  result: Extract<TaskResult, { task_type: T }> | undefined;
  /** True once results exist or the section left 'started': nothing can change any more. */
  locked: boolean;
}
