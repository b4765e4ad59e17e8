import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { demoRoutes } from './auth/demo-routes';
import { addAuthAndGate } from './auth/hooks';
import type { Db } from './db/types';
import { modules } from './modules/index';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/errors';
import { registerStatic } from './plugins/static';
import { rejectNulCharacters } from './plugins/text-guard';
import './types';

export interface BuildAppOptions {
  db: Db;
  /** Bot token that init data must be signed with (the demo token in demo mode). */
  botToken: string;
  /** Demo mode: GET /api/demo/init-data exists. */
  demo: boolean;
  /** Repo root: serves shell/dist at /, <remote>/dist at /remotes/<remote>/, server/media at /media/. */
  staticRoot?: string;
  logger?: boolean;
  /** Extra route plugins mounted under /api like the modules (tests use it for a gated route). */
  routes?: FastifyPluginAsync[];
}

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    // Errors Fastify raises before routing (a malformed URL) answer in the API's shape too.
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply).code(400).send({ message: error.message });
    },
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  registerErrorHandler(app);
  rejectNulCharacters(app);

  app.register(compress);
  registerDocs(app);

  const spa = options.staticRoot ? registerStatic(app, options.staticRoot) : null;
  app.setNotFoundHandler((request, reply) => {
    if (spa?.accepts(request)) return spa.send(reply);
    return reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  app.register(
    async (api) => {
      addAuthAndGate(api, options.botToken);
      if (options.demo) api.register(demoRoutes, { botToken: options.botToken });
      for (const routes of [...modules, ...(options.routes ?? [])]) api.register(routes);
    },
    { prefix: '/api' },
  );
  return app;
}
