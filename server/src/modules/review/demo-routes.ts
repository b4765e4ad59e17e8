import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@app/shared/contract';
import { guardRoutes } from '../roles/index';

/**
 * Demo mode only (no BOT_TOKEN): the caller's review history moved `days` into the past (cards'
 * due, last review and creation, the logs' instants, sessions), so an end-to-end test, which cannot
 * move the server's clock, stands where a learner stands the next day ('Opakovanie' due). The
 * schedule itself is untouched: the intervals stay what FSRS gave.
 */
export const demoReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  app.post(
    '/demo/review/age',
    {
      schema: {
        tags: ['demo'],
        summary: "Demo mode only: the caller's review cards, logs and sessions moved `days` into the past",
        body: z.object({ days: z.number().int().min(1).max(365) }),
        response: { 204: z.null(), 400: apiError, 401: apiError },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const shift = `${request.body.days} days`;
      await app.db.transaction(async (tx) => {
        await tx.query(
          `UPDATE review_cards SET due = due - $2::interval, last_review = last_review - $2::interval,
                                   created_at = created_at - $2::interval WHERE user_id = $1`,
          [userId, shift],
        );
        await tx.query(
          'UPDATE review_logs SET reviewed_at = reviewed_at - $2::interval, due = due - $2::interval WHERE user_id = $1',
          [userId, shift],
        );
        await tx.query(
          'UPDATE review_sessions SET started_at = started_at - $2::interval, finished_at = finished_at - $2::interval WHERE user_id = $1',
          [userId, shift],
        );
      });
      return reply.code(204).send(null);
    },
  );
};
