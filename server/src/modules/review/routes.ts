import {
  reviewAnswerBody,
  reviewAnswerResult,
  reviewNext,
  reviewNextQuery,
  reviewQuery,
  reviewSessionParams,
  reviewSessionSummary,
  reviewSummary,
} from '@app/activities-contract/review';
import { apiError } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rememberTimeZone } from '../users/index';
import { answer, finishSession, getNext, getSummary } from './service';
import { guardRoutes } from '../roles/index';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };
const tags = ['review'];

/** 'Opakovanie' (README.md beside). The present is app.now(), so tests walk a learner through a month. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  app.get(
    '/review/summary',
    {
      schema: {
        tags,
        summary: "The learner's review cards: due by the end of today in tz, the next due instant after that, and all live cards",
        querystring: reviewQuery,
        response: { 200: reviewSummary, ...errors },
      },
    },
    async (request) => {
      await rememberTimeZone(app.db, request.user.id, request.query.tz, request.user.time_zone);
      return getSummary(app.db, request.user.id, { now: app.now(), timeZone: request.query.tz });
    },
  );

  app.get(
    '/review/next',
    {
      schema: {
        tags,
        summary: 'The cards due by the end of today in tz, earliest first (at most limit, 20), each a one-item task with its key',
        querystring: reviewNextQuery,
        response: { 200: reviewNext, ...errors },
      },
    },
    async (request) => getNext(app.db, request.user.id, { now: app.now(), timeZone: request.query.tz }, request.query.limit),
  );

  app.post(
    '/review/answers',
    {
      schema: {
        tags,
        summary:
          "One card's answer, checked and rated (wrong Again, right Good, right at the second try Hard) and scheduled with FSRS; the same client_key again is answered as the first time and recorded once. 404 a card not the learner's or retired, 400 one not due today",
        querystring: reviewQuery,
        body: reviewAnswerBody,
        response: { 200: reviewAnswerResult, ...errors },
      },
    },
    async (request) => answer(app.db, request.user.id, request.body, { now: app.now(), timeZone: request.query.tz }),
  );

  app.post(
    '/review/sessions/:session_key/finish',
    {
      schema: {
        tags,
        summary: 'Ends a review session (its day counts as studied for the streak); idempotent; 404 for a session with no answer',
        params: reviewSessionParams,
        response: { 200: reviewSessionSummary, ...errors },
      },
    },
    async (request) => finishSession(app.db, request.user.id, request.params.session_key, app.now()),
  );
};
