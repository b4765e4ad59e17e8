import { apiError } from '@app/shared/contract';
import {
  call,
  callBookingRequest,
  callCancellation,
  callIdParam,
  callList,
  callRate,
  callRateQuery,
  callReview,
  callReviewRequest,
  cancellationInfo,
  slotDays,
  slotDaysQuery,
  slotList,
  slotsQuery,
  speakerList,
} from '@app/calls-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerPayable } from '../payments/index';
import { outboxRefunds } from '../payments/index';
import { callPayable } from './payable';
import {
  bookCall,
  cancelCall,
  getCall,
  getCancellationInfo,
  getRate,
  listCalls,
  listSlotDays,
  listSlots,
  listSpeakers,
  reviewCall,
} from './service';
import { guardRoutes } from '../roles/index';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['calls'];

/** Spec sections 3, 4, 7, 9; the rules are written in server/src/modules/calls/README.md. */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  registerPayable('call', callPayable);
  app.get(
    '/calls/speakers',
    { schema: { tags, summary: 'The speakers one can book a call with', response: { 200: speakerList, ...errors } } },
    async () => listSpeakers(app.db),
  );

  app.get(
    '/calls/slots',
    {
      schema: {
        tags,
        summary:
          "Free slots of a speaker on the user's calendar day `date` in zone `tz` (default Europe/Bratislava), `duration` minutes (default 10); HH:mm on the user's clock plus the UTC instants to book",
        querystring: slotsQuery,
        response: { 200: slotList, ...errors },
      },
    },
    async (request) =>
      listSlots(
        app.db,
        request.user.id,
        {
          speakerId: request.query.speaker_id,
          date: request.query.date,
          duration: request.query.duration,
          timeZone: request.query.tz,
        },
        app.now(),
      ),
  );

  app.get(
    '/calls/slots/days',
    {
      schema: {
        tags,
        summary:
          "The user's days (yyyy-MM-dd in zone `tz`) of the booking window on which the speaker has a free slot of `duration` minutes: the days /calls/slots answers non-empty",
        querystring: slotDaysQuery,
        response: { 200: slotDays, ...errors },
      },
    },
    async (request) =>
      listSlotDays(
        app.db,
        request.user.id,
        { speakerId: request.query.speaker_id, duration: request.query.duration, timeZone: request.query.tz },
        app.now(),
      ),
  );

  app.get(
    '/calls/rate',
    {
      schema: {
        tags,
        summary: "Price of a slot for the user, whether the plan's monthly call covers it, and whether it can still be booked",
        querystring: callRateQuery,
        response: { 200: callRate, ...errors },
      },
    },
    async (request) =>
      getRate(
        app.db,
        request.user.id,
        {
          speakerId: request.query.speaker_id,
          start: request.query.start_datetime,
          end: request.query.end_datetime,
          timeZone: request.query.tz,
        },
        app.now(),
      ),
  );

  app.post(
    '/calls',
    {
      schema: {
        tags,
        summary: 'Books a call: 201 with the call; 409 when the slot (or the user) is no longer free',
        body: callBookingRequest,
        response: { 201: call, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await bookCall(app.db, request.user.id, request.body, app.paymentSettings, app.now(), app.bot.config.callReminderLeads),
        ),
  );

  app.get(
    '/calls',
    {
      schema: {
        tags,
        summary: "The user's calls: upcoming first (soonest first), then past and cancelled (latest first)",
        response: { 200: callList, ...errors },
      },
    },
    async (request) => listCalls(app.db, request.user.id, app.now()),
  );

  app.get(
    '/calls/:id',
    {
      schema: {
        tags,
        summary: "One of the user's calls (another user's: 404)",
        params: callIdParam,
        response: { 200: call, ...errors },
      },
    },
    async (request) => getCall(app.db, request.user.id, request.params.id, app.now()),
  );

  app.get(
    '/calls/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancellation info: would cancelling now be refunded (24 h or more before the start), can it still be cancelled',
        params: callIdParam,
        response: { 200: cancellationInfo, ...errors },
      },
    },
    async (request) => getCancellationInfo(app.db, request.user.id, request.params.id, app.now()),
  );

  app.post(
    '/calls/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels a scheduled call that has not started; 409 once started or already cancelled',
        params: callIdParam,
        response: { 200: callCancellation, ...errors },
      },
    },
    async (request) => cancelCall(app.db, request.user.id, request.params.id, outboxRefunds, app.now()),
  );

  app.post(
    '/calls/:id/review',
    {
      schema: {
        tags,
        summary: 'Reviews a completed call, once: 201 with the review; 409 when not completed or already reviewed',
        params: callIdParam,
        body: callReviewRequest,
        response: { 201: callReview, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await reviewCall(app.db, request.user.id, request.params.id, request.body, app.now())),
  );
};
