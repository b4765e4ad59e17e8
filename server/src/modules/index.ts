import type { FastifyPluginAsync } from 'fastify';
import { activitiesRoutes } from './activities/index';
import { blogRoutes } from './blog/index';
import { botRoutes } from './bot/index';
import { callsRoutes } from './calls/index';
import { clientErrorsRoutes } from './client-errors/index';
import { filesRoutes } from './files/index';
import { healthRoutes } from './health/index';
import { meetingsRoutes } from './meetings/index';
import { newsRoutes } from './news/index';
import { notificationsPlugin } from './notifications/index';
import { paymentsRoutes } from './payments/index';
import { remindersRoutes } from './reminders/index';
import { reviewRoutes } from './review/index';
import { settingsRoutes } from './settings/index';
import { speakingRoutes } from './speaking/index';
import { staffRoutes } from './staff/index';
import { statisticsRoutes } from './statistics/index';
import { studioRoutes } from './studio/index';
import { subscriptionRoutes } from './subscription/index';
import { usersRoutes } from './users/index';

/**
 * Every domain module, mounted under /api behind auth and the subscription gate. A new module
 * (news, blog, calls...) adds one line here; its routes are gated unless they opt out.
 */
export const modules: FastifyPluginAsync[] = [
  usersRoutes,
  settingsRoutes,
  subscriptionRoutes,
  paymentsRoutes,
  statisticsRoutes,
  newsRoutes,
  blogRoutes,
  filesRoutes,
  meetingsRoutes,
  activitiesRoutes,
  speakingRoutes,
  reviewRoutes,
  remindersRoutes,
  callsRoutes,
  staffRoutes,
  studioRoutes,
  botRoutes,
  notificationsPlugin,
  healthRoutes,
  clientErrorsRoutes,
];
