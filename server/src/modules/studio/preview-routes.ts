import {
  activityIdParam,
  activityPreview,
  previewQuery,
  previewSubmitQuery,
  submitBody,
  taskResults,
} from '@app/activities-contract';
import { apiError } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardRoutes } from '../roles/index';
import { getPreview, previewSubmit } from './preview';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
/** Under /activities (the learner's screens are what it previews), tagged as before. */
const tags = ['activities'];

/** The studio's 'Náhľad': a day as learners are served it, and the server's scoring, stored nowhere. */
export const studioPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'editor');

  app.get(
    '/activities/preview/:id',
    {
      config: { allowWithoutSubscription: true },
      schema: {
        tags,
        summary:
          "Editors (staff role 'editor'): a day as learners are served it (the studio's 'Náhľad'). version=draft (default): what Publikovať would serve, a live day's unpublished changes included; version=live: what learners are served now",
        params: activityIdParam,
        querystring: previewQuery,
        response: { 200: activityPreview, ...errors },
      },
    },
    async (request) => {
      return getPreview(app.db, request.user.id, request.params.id, request.query.version);
    },
  );

  app.post(
    '/activities/preview/submit',
    {
      config: { allowWithoutSubscription: true },
      schema: {
        tags,
        summary:
          "Editors: the results a learner would get for these answers (the server's scoring) in that version of the day, stored nowhere",
        querystring: previewSubmitQuery,
        body: submitBody,
        response: { 200: taskResults, ...errors },
      },
    },
    async (request) => {
      return previewSubmit(app.db, request.query.section_id, request.body, request.query.version);
    },
  );
};
