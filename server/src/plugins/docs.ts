import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document at /api/docs/json, without auth, in every mode (it describes what the
 * repository already publishes; tools and the fuzzer read it). Swagger UI at /api/docs only in demo
 * mode: in live mode it is a page of third-party script that learners never need, so it is not
 * served at all (404).
 * Registered on the root instance: swagger collects routes through a root onRoute hook.
 */
export function registerDocs(app: FastifyInstance, options: { ui: boolean }): void {
  app.register(swagger, {
    openapi: {
      info: {
        title: 'Slovak learning mini-app API',
        description:
          'Every route except the docs and /api/demo/* needs `Authorization: tma <initDataRaw>`. ' +
          'Errors are `{ message, field? }`. Without an active or pending subscription only the ' +
          'users, settings and subscription routes answer; the rest answer 403.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          telegramInitData: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'tma <initDataRaw>' },
        },
      },
      security: [{ telegramInitData: [] }],
    },
    transform: jsonSchemaTransform,
  });
  if (options.ui) {
    app.register(swaggerUi, { routePrefix: '/api/docs' });
    return;
  }
  app.register(async (docs) => {
    docs.get('/api/docs/json', { schema: { hide: true } }, async () => docs.swagger());
  });
}
