import { apiError, paymentList } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPayments } from './service';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me/payments',
    {
      schema: {
        tags: ['payments'],
        summary: "The current user's payments (calls, meetings, paid plans), newest first",
        response: { 200: paymentList, 401: apiError, 403: apiError },
      },
    },
    async (request) => listPayments(app.db, request.user.id),
  );
};
