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
export { checkReviewItem, reviewItemScorable } from './review-item';
