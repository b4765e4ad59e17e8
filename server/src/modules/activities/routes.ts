import {
  activity,
  activityFeed,
  activityIdParam,
  activityList,
  activityTimeZoneQuery,
  section,
  sectionIdParam,
  sectionProgress,
  submitBody,
  submitQuery,
  taskResults,
  todayActivity,
} from '@app/activities-contract';
import { apiError } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getActivity,
  getActivityFeed,
  getSection,
  getSectionStatus,
  getSubmissions,
  getToday,
  listActivities,
  submitSection,
} from './service';
import { rememberTimeZone } from '../users/index';
import { guardRoutes } from '../roles/index';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['activities'];

export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  app.get(
    '/activities/today',
    {
      schema: {
        tags,
        summary:
          "Today's activity and its status. tz (IANA, default Europe/Bratislava) is the learner's clock: the next activity unlocks at 08:00 there on the day after the last one was finished. 404 when none is available",
        querystring: activityTimeZoneQuery,
        response: { 200: todayActivity, ...errors },
      },
    },
    async (request) => {
      await rememberTimeZone(app.db, request.user.id, request.query.tz, request.user.time_zone);
      return getToday(app.db, request.user.id, { timeZone: request.query.tz });
    },
  );

  app.get(
    '/activities/status',
    {
      schema: {
        tags,
        summary: "Every activity the learner has reached, newest first ('Všetky úlohy'); tz as for /activities/today",
        querystring: activityTimeZoneQuery,
        response: { 200: activityList, ...errors },
      },
    },
    async (request) => listActivities(app.db, request.user.id, { timeZone: request.query.tz }),
  );

  app.get(
    '/activities/section/:id',
    {
      schema: {
        tags,
        summary: 'A section with its tasks (no answer keys; matching and gaps shuffled per learner); opening it marks it started',
        params: sectionIdParam,
        response: { 200: section, ...errors },
      },
    },
    async (request) => getSection(app.db, request.user.id, request.params.id),
  );

  app.get(
    '/activities/section/:id/status',
    {
      schema: {
        tags,
        summary: "The learner's section progress: status and score (a fraction, null until evaluated)",
        params: sectionIdParam,
        response: { 200: sectionProgress, ...errors },
      },
    },
    async (request) => getSectionStatus(app.db, request.user.id, request.params.id),
  );

  app.get(
    '/activities/section/:id/submissions',
    {
      schema: {
        tags,
        summary: "The learner's task results of the section (empty before submitting)",
        params: sectionIdParam,
        response: { 200: taskResults, ...errors },
      },
    },
    async (request) =>
      getSubmissions(app.db, request.user.id, request.params.id, (row) =>
        request.log.error(
          { ...row, section_id: request.params.id, user_id: request.user.id },
          'stored task result is not its type’s shape',
        ),
      ),
  );

  app.post(
    '/activities/submit',
    {
      schema: {
        tags,
        summary:
          'Submit the answers of a section once (409 the second time): checks them and answers the task results. A section with a speaking task waits for a teacher',
        querystring: submitQuery,
        body: submitBody,
        response: { 200: taskResults, ...errors, 409: apiError },
      },
    },
    async (request) => submitSection(app.db, request.user.id, request.query.section_id, request.body),
  );

  app.get(
    '/activities/:id',
    {
      schema: {
        tags,
        summary: 'One activity the learner has reached, with their section statuses and scores',
        params: activityIdParam,
        response: { 200: activity, ...errors },
      },
    },
    async (request) => getActivity(app.db, request.user.id, request.params.id),
  );

  app.get(
    '/activities/:id/feed',
    {
      schema: {
        tags,
        summary: "The activity details screen's feed (the spec's 'meeting feed'): the activity's status and the activity",
        params: activityIdParam,
        response: { 200: activityFeed, ...errors },
      },
    },
    async (request) => getActivityFeed(app.db, request.user.id, request.params.id),
  );
};
