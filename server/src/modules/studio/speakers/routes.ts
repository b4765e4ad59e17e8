import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  studioError,
  studioHistory,
  studioSpeaker,
  studioSpeakerCollisionQuery,
  studioSpeakerCollisions,
  studioSpeakerIdParam,
  studioSpeakerInput,
  studioSpeakerList,
  studioSpeakerSave,
  studioSpeakerSaveResult,
} from '@app/studio-contract';
import { guardRoutes } from '../../roles/index';
import { createSpeaker, getStudioSpeaker, listStudioSpeakers, saveSpeaker, speakerCollisions, speakerHistory } from './service';

const errors = { 400: studioError, 401: studioError, 403: studioError, 404: studioError };
const tags = ['studio'];
const config = { allowWithoutSubscription: true };

/** /studio/speakers…: editors write the speakers learners book calls with. */
export const studioSpeakerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the editors' (admins pass too): roles/guard.ts.
  guardRoutes(app, 'editor');

  app.get(
    '/studio/speakers',
    {
      config,
      schema: { tags, summary: 'Editors: every speaker, hidden ones too', response: { 200: studioSpeakerList, ...errors } },
    },
    async () => listStudioSpeakers(app.db, app.now()),
  );

  app.post(
    '/studio/speakers',
    {
      config,
      schema: { tags, summary: 'Editors: a new speaker', body: studioSpeakerInput, response: { 201: studioSpeaker, ...errors } },
    },
    async (request, reply) => {
      return reply.code(201).send(await createSpeaker(app.db, request.user, request.body, app.now()));
    },
  );

  app.get(
    '/studio/speakers/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: one speaker as the form reads it',
        params: studioSpeakerIdParam,
        response: { 200: studioSpeaker, ...errors },
      },
    },
    async (request) => {
      return getStudioSpeaker(app.db, request.params.id, app.now());
    },
  );

  app.put(
    '/studio/speakers/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Editors: save a speaker from the version it was read at (409 'Medzitým to upravil(a) …' otherwise). Booked calls stay; the answer lists those the new hours no longer cover",
        params: studioSpeakerIdParam,
        body: studioSpeakerSave,
        response: { 200: studioSpeakerSaveResult, ...errors, 409: studioError },
      },
    },
    async (request) => {
      return saveSpeaker(app.db, request.user, request.params.id, request.body, app.now());
    },
  );

  app.post(
    '/studio/speakers/:id/collisions',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: the booked calls these hours, days off or hiding would no longer cover (nothing is saved)',
        params: studioSpeakerIdParam,
        body: studioSpeakerCollisionQuery,
        response: { 200: studioSpeakerCollisions, ...errors },
      },
    },
    async (request) => {
      return speakerCollisions(app.db, request.params.id, request.body, app.now());
    },
  );

  app.get(
    '/studio/speakers/:id/history',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: who changed the speaker and when, newest first',
        params: studioSpeakerIdParam,
        response: { 200: studioHistory, ...errors },
      },
    },
    async (request) => {
      return speakerHistory(app.db, request.params.id, app.now());
    },
  );
};
