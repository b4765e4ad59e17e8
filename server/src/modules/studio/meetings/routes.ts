import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  studioError,
  studioHistory,
  studioMeeting,
  studioMeetingCancelResult,
  studioMeetingIdParam,
  studioMeetingInput,
  studioMeetingList,
  studioMeetingSave,
  studioMeetingSaveResult,
  studioVersionBody,
} from '@app/studio-contract';
import { outboxRefunds } from '../../payments/index';
import { guardRoutes } from '../../roles/index';
import { itemHistory } from '../history';
import { cancelMeeting, createMeeting, getStudioMeeting, listStudioMeetings, MEETING_ITEM, saveMeeting } from './service';

const errors = { 400: studioError, 401: studioError, 403: studioError, 404: studioError };
const tags = ['studio'];
// Editors need no subscription of their own to write content.
const config = { allowWithoutSubscription: true };

/** /api/studio/meetings: the meetings editors write (README.md beside this file). */
export const studioMeetingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is the editors' (admins pass too): roles/guard.ts.
  guardRoutes(app, 'editor');

  app.get(
    '/studio/meetings',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: upcoming, past and cancelled meetings with their registrations (times on the school clock)',
        response: { 200: studioMeetingList, ...errors },
      },
    },
    async () => listStudioMeetings(app.db, app.now()),
  );

  app.post(
    '/studio/meetings',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: a new meeting (learners see it at once)',
        body: studioMeetingInput,
        response: { 201: studioMeeting, ...errors },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await createMeeting(app.db, request.user, request.body, { now: app.now() }));
    },
  );

  app.get(
    '/studio/meetings/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: one meeting as the form reads it',
        params: studioMeetingIdParam,
        response: { 200: studioMeeting, ...errors },
      },
    },
    async (request) => {
      return getStudioMeeting(app.db, request.params.id, app.now());
    },
  );

  app.put(
    '/studio/meetings/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "Editors: save from the version read (409 'Medzitým to upravil(a) …'); capacity never below the seats taken (400 capacity); participants get one bot message listing what changed",
        params: studioMeetingIdParam,
        body: studioMeetingSave,
        response: { 200: studioMeetingSaveResult, ...errors, 409: studioError },
      },
    },
    async (request) => {
      return saveMeeting(app.db, request.user, request.params.id, request.body, app.now());
    },
  );

  app.post(
    '/studio/meetings/:id/cancel',
    {
      config,
      schema: {
        tags,
        summary:
          'Editors: cancel (once: a repeat answers 409); every participant is told through the outbox, paid seats are refunded in Stars, pending payments released',
        params: studioMeetingIdParam,
        body: studioVersionBody,
        response: { 200: studioMeetingCancelResult, ...errors, 409: studioError },
      },
    },
    async (request) => {
      return cancelMeeting(app.db, request.user, request.params.id, request.body.version, outboxRefunds, app.now());
    },
  );

  app.get(
    '/studio/meetings/:id/history',
    {
      config,
      schema: {
        tags,
        summary: 'Editors: who changed the meeting and when, newest first',
        params: studioMeetingIdParam,
        response: { 200: studioHistory, ...errors },
      },
    },
    async (request) => {
      await getStudioMeeting(app.db, request.params.id);
      return itemHistory(app.db, MEETING_ITEM, request.params.id);
    },
  );
};
