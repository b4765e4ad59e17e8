import type { FastifyPluginAsync } from 'fastify';
import { registerAnnouncements, sweepAnnouncements } from './messages';

/**
 * The announcements of new meetings and publications: the fan-out job runs on the bot's worker,
 * and the sweep that finds what went live rides on its ticks (mounted in modules/index.ts).
 */
export const notificationsPlugin: FastifyPluginAsync = async (app) => {
  registerAnnouncements(app.bot);
  app.jobs.sweep(sweepAnnouncements);
};
