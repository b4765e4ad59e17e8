import { demoInitData } from '@app/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_SIGNATURE, DEMO_USER } from './demo';
import { signInitData } from './init-data';

/** Registered only in demo mode: outside it, /api/demo/* is a plain 404. */
export const demoRoutes: FastifyPluginAsyncZod<{ botToken: string }> = async (app, { botToken }) => {
  app.get(
    '/demo/init-data',
    {
      config: { public: true },
      schema: {
        tags: ['demo'],
        summary: 'Demo mode only: fresh init data for the demo user Emma, signed with the demo token',
        response: { 200: demoInitData },
      },
    },
    async () => ({ initDataRaw: signInitData(DEMO_USER, botToken, { signature: DEMO_SIGNATURE }) }),
  );
};
