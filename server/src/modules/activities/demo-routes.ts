import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError } from '@app/shared/contract';
import { conflict } from '../../errors';
import { guardRoutes } from '../roles/index';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo mode only (no BOT_TOKEN): a learner's course walked in the past, so an end-to-end test can
 * stand where only time would bring a real learner (e.g. 'finished day 8, waits for day 9'). The
 * unlock rule itself is untouched: the next day comes on the next request after 08:00 as always.
 */
export const demoCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  guardRoutes(app, 'learner');
  app.post(
    '/demo/course/walk',
    {
      schema: {
        tags: ['demo'],
        summary:
          'Demo mode only: the caller has walked the first `days` published days, one a day, every section submitted, the last finished two days ago. Only for a learner without course history (409 otherwise)',
        body: z.object({ days: z.number().int().min(1).max(100) }),
        response: { 204: z.null(), 400: apiError, 401: apiError, 409: apiError },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      await app.db.transaction(async (tx) => {
        const [history] = await tx.query('SELECT 1 FROM user_activities WHERE user_id = $1 LIMIT 1', [userId]);
        if (history) throw conflict('The course already has history');
        const days = await tx.query<{ id: number }>(
          'SELECT id FROM activities WHERE published_at IS NOT NULL ORDER BY available_on, id LIMIT $1',
          [request.body.days],
        );
        const now = Date.now();
        for (const [i, day] of days.entries()) {
          const started = new Date(now - (days.length + 1 - i) * DAY);
          await tx.query('INSERT INTO user_activities (user_id, activity_id, started_at) VALUES ($1, $2, $3)', [
            userId,
            day.id,
            started,
          ]);
          await tx.query(
            `INSERT INTO section_progress (user_id, section_id, status, started_at, submitted_at)
             SELECT $1, s.id, 'submitted', $2, $3 FROM activity_sections s WHERE s.activity_id = $4`,
            [userId, started, new Date(started.getTime() + 60 * 60 * 1000), day.id],
          );
        }
      });
      return reply.code(204).send(null);
    },
  );
};
