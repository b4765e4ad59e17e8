import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@app/shared/contract';
import {
  meeting,
  meetingIdParam,
  meetingListQuery,
  meetingPage,
  meetingRate,
  meetingRegistration,
  participation,
} from '@app/meetings-contract';
import { getMeeting, getParticipation, getRate, listMeetings, register, type MeetingList } from './service';
import { pageLinkOf } from '@app/shared/domain';
import { registerPayable } from '../payments/index';
import { meetingPayable } from './payable';
import { guardRoutes } from '../roles/index';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError };

export const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  registerPayable('meeting', meetingPayable);
  const lists: Array<[MeetingList, string]> = [
    ['feed', 'Every meeting: upcoming ones soonest first, then past ones; search looks through texts, place and categories'],
    ['attended', 'Meetings the user registered for (not cancelled), same order and search'],
  ];
  for (const [list, summary] of lists) {
    app.get(
      `/meetings/${list}`,
      { schema: { tags: ['meetings'], summary, querystring: meetingListQuery, response: { 200: meetingPage, ...errors } } },
      async (request) => listMeetings(app.db, request.user.id, list, request.query, pageLinkOf(request.url)),
    );
  }

  // The spec's path ends with a slash (and only that one exists, as for /blog/{id}/).
  app.get(
    '/meetings/:id/',
    {
      schema: {
        tags: ['meetings'],
        summary: 'One meeting with its images; is_joinable = registration open, not started, a seat left',
        params: meetingIdParam,
        response: { 200: meeting, ...errors },
      },
    },
    async (request) => getMeeting(app.db, request.params.id),
  );

  app.get(
    '/meetings/:id/rate',
    {
      schema: {
        tags: ['meetings'],
        summary:
          "The price, whether the user's plan covers it this month, and the user's participation status (null: never registered)",
        params: meetingIdParam,
        response: { 200: meetingRate, ...errors },
      },
    },
    async (request) => getRate(app.db, request.user.id, request.params.id),
  );

  app.get(
    '/meetings/:id/participate',
    {
      schema: {
        tags: ['meetings'],
        summary: "The user's ticket (live registration, else the latest cancelled one); 404 when never registered",
        params: meetingIdParam,
        response: { 200: participation, ...errors },
      },
    },
    async (request) => getParticipation(app.db, request.user.id, request.params.id),
  );

  app.post(
    '/meetings/:id/participate',
    {
      schema: {
        tags: ['meetings'],
        summary:
          'Register: joined when the plan covers it (or it is free), else pending with a pending payment; 409 when full, closed, started, already registered, or the price differs from expected_price',
        params: meetingIdParam,
        body: meetingRegistration,
        response: { 201: participation, 409: apiError, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const created = await register(
        app.db,
        request.user.id,
        request.params.id,
        {
          first_name: body.first_name,
          last_name: body.last_name,
          email: body.email ?? '',
          expected_price: body.expected_price,
        },
        app.paymentSettings,
      );
      return reply.code(201).send(created);
    },
  );
};
