import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studioDay, studioDayIdParam, studioError, studioSaveResult, studioVersionBody } from '@app/studio-contract';
import { guardRoutes } from '../roles/index';
import { discardLiveDraft, publishLiveDraft } from './day-drafts';

const errors = { 400: studioError, 401: studioError, 403: studioError, 404: studioError, 409: studioError };
const tags = ['studio'];
const config = { allowWithoutSubscription: true };

/** The draft of a live day (day-drafts.ts): 'Publikovať' and 'Zahodiť koncept'. Saving it is PUT /studio/days/{id}. */
export const dayDraftRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the editors' (admins pass too): roles/guard.ts.
  guardRoutes(app, 'editor');

  app.post(
    '/studio/days/:id/draft/publish',
    {
      config,
      schema: {
        tags,
        summary:
          "Editors: a published day's saved changes go live (checked as complete; an answered task gets a new version); effects say what that did to results already given",
        params: studioDayIdParam,
        body: studioVersionBody,
        response: { 200: studioSaveResult, ...errors },
      },
    },
    async (request) => {
      return publishLiveDraft(app.db, request.user, request.params.id, request.body.version);
    },
  );

  app.post(
    '/studio/days/:id/draft/discard',
    {
      config,
      schema: {
        tags,
        summary: "Editors: drop a published day's saved changes; learners' version stays",
        params: studioDayIdParam,
        body: studioVersionBody,
        response: { 200: studioDay, ...errors },
      },
    },
    async (request) => {
      return discardLiveDraft(app.db, request.user, request.params.id, request.body.version);
    },
  );
};
