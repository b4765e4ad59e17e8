export {
  AnswerRefused,
  itemCount,
  normalise,
  scoreAnswer,
  solutionOf,
  speakingCounts,
  unanswered,
  withoutDiacritics,
  type AnswerKeys,
  type ScorableTask,
  type Scored,
  type TaskDataByType,
} from './scoring';
