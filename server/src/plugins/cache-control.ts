import type { FastifyInstance } from 'fastify';

/** `/api`, `/api/...`, in any case (`/API/calls` reaches the API's 404 too). */
const API_PATH = /^\/api(?:[/?]|$)/i;

/**
 * Every answer under /api is about the signed-in user (profile, payments, progress, bookings), an
 * error, or the API's docs: `Cache-Control: no-store`, so neither the browser, the Telegram
 * webview's cache nor a proxy keeps a copy. A root hook, so answers from routes outside the /api
 * scope (the docs, the 404 of an unknown /api path) get it too, and it overrides what a plugin set
 * (Swagger UI's static files). Static files outside /api keep their own cache headers.
 */
export function forbidCachingUnderApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (API_PATH.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
