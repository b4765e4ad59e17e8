import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document at /api/docs/json and Swagger UI at /api/docs, both without auth. */
/** Registered on the root instance: swagger collects routes through a root onRoute hook. */
export function registerDocs(app: FastifyInstance): void {
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
  app.register(swaggerUi, { routePrefix: '/api/docs' });
}
