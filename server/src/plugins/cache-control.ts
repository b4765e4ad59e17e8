import type { FastifyInstance } from 'fastify';

/**
 * Every answer under /api is about the signed-in user (profile, payments, progress, bookings) or
 * an error: `Cache-Control: no-store`, so neither the browser, the Telegram webview's cache nor a
 * proxy keeps a copy. Registered in the /api scope: static files keep their own cache headers.
 */
export function forbidCaching(api: FastifyInstance): void {
  api.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
