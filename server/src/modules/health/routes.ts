import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readiness } from './service';

const check = z.looseObject({ ok: z.boolean() });
const readinessAnswer = z.object({
  ready: z.boolean(),
  checks: z.object({ database: check, migrations: check, worker: check, bot: check, draining: check }),
});

/**
 * For load balancers and process managers: no init data, no subscription, no rate limit (only
 * writes are limited), no-store like every /api answer.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true, rateLimit: false },
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (nothing else is checked)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { public: true, rateLimit: false },
      schema: {
        tags: ['operations'],
        summary:
          'Readiness: database reachable, migrations current, the job runner loop beating (when this instance runs it), the bot initialised (live mode), not draining; 503 when a check fails',
        response: { 200: readinessAnswer, 503: readinessAnswer },
      },
    },
    async (_request, reply) => {
      const answer = await readiness(app);
      return reply.code(answer.ready ? 200 : 503).send(answer);
    },
  );
};
