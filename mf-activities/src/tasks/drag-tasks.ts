/** The two drag tasks in one chunk: they share the drag helpers, and a section rarely has one without the other. */
export { MatchingTask } from './matching-task';
export { GapsTask } from './gaps-task';
