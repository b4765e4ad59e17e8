import type { FastifyPluginAsync } from 'fastify';
import { activitiesRoutes } from './activities/routes';
import { blogRoutes } from './blog/routes';
import { botRoutes } from './bot/routes';
import { callsRoutes } from './calls/routes';
import { clientErrorsRoutes } from './client-errors/routes';
import { filesRoutes } from './files/routes';
import { healthRoutes } from './health/routes';
import { meetingsRoutes } from './meetings/routes';
import { newsRoutes } from './news/routes';
import { paymentsRoutes } from './payments/routes';
import { reviewRoutes } from './review/routes';
import { settingsRoutes } from './settings/routes';
import { speakingRoutes } from './speaking/routes';
import { staffRoutes } from './staff/routes';
import { statisticsRoutes } from './statistics/routes';
import { studioRoutes } from './studio/routes';
import { subscriptionRoutes } from './subscription/routes';
import { usersRoutes } from './users/routes';

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
  callsRoutes,
  staffRoutes,
  studioRoutes,
  botRoutes,
  healthRoutes,
  clientErrorsRoutes,
];
