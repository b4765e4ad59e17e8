/** The reminders module's entrance: what other modules may use (reminders/README.md). */
export { remindersRoutes } from './routes';
export { STUDY_REMINDER_JOB, studyReminderJob, sweepStudyReminders } from './sweep';
