import { apiError } from '@app/shared/contract';
import { statisticsQuery, userStatistics } from '@app/statistics-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStatistics } from './service';
import { guardRoutes } from '../roles/index';

export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  app.get(
    '/users/me/statistics',
    {
      schema: {
        tags: ['statistics'],
        summary:
          'Finished sections, average score per section type and the current streak; tz (IANA, default Europe/Bratislava) sets whose calendar days count',
        querystring: statisticsQuery,
        response: { 200: userStatistics, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (request) => getStatistics(app.db, request.user.id, { timeZone: request.query.tz, now: app.now() }),
  );
};
