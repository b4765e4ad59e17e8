/** The activities module's entrance: what other modules may use (activities/README.md). */
export { demoCourseRoutes } from './demo-routes';
export { activitiesRoutes } from './routes';
export { checkAnswer, normalise, withoutDiacritics } from './scoring';
export type { AnswerKeys, Scored, StoredTask, TaskDataByType } from './scoring';
export { lockSections } from './section-locks';
export { studyDayStates, type StudyDay } from './study-day';
export { shuffleFor } from './shuffle';
export { correctSpeaking, scoreSpeaking } from './speaking-scores';
export { SPEAKING_SECTION } from './speaking-section';
export { submitSpokenSection } from './speaking-answers';
export { nextUnlock, UNLOCK_HOUR } from './clock';
export { learnersWaitingFor, nextDayIfFinished, type CourseDay } from './course-progress';
export { loadTasks, present, sectionFiles } from './service';
export { solutionOf, unanswered } from './scoring';
export type { SectionSubmitted, SpeakingScored } from './events';
