import type { FastifyPluginAsync } from 'fastify';
import { scheduleJob } from '../jobs/index';
import { STUDY_REMINDER_EVERY_MS, STUDY_REMINDER_JOB, studyReminderJob } from './sweep';

/**
 * The study reminder has no routes (the hour is a setting: modules/settings); this plugin runs its
 * sweep on the instances that run background work, one at a time over all of them.
 */
export const remindersRoutes: FastifyPluginAsync = async (app) => {
  if (app.bot.config.runWorker) scheduleJob(app, STUDY_REMINDER_JOB, STUDY_REMINDER_EVERY_MS, studyReminderJob());
};
