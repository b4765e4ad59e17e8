import type { FastifyInstance } from 'fastify';

/** `/api`, `/api/...`, in any case (`/API/calls` reaches the API's 404 too). */
const API_PATH = /^\/api(?:[/?]|$)/i;
/** Uploaded media by content hash (the studio's `GET /api/media/:hash`): the same bytes for everyone, forever. */
const MEDIA_BY_HASH = /^\/api\/media\/[0-9a-f]{64}(?:\?|$)/;
/** A learner's recording by its signed URL (modules/speaking): private, kept while the signature lives. */
const SIGNED_RECORDING = /^\/api\/speaking\/recordings\/\d+\?/;

/**
 * Every answer under /api is about the signed-in user (profile, payments, progress, bookings), an
 * error, or the API's docs: `Cache-Control: no-store`, so neither the browser, the Telegram
 * webview's cache nor a proxy keeps a copy. A root hook, so answers from routes outside the /api
 * scope (the docs, the 404 of an unknown /api path) get it too, and it overrides what a plugin set
 * (Swagger UI's static files). Static files outside /api keep their own cache headers, and so do
 * media found by their content hash: public bytes that never change under that name (an audio file
 * is fetched in ranges each time it plays), so they keep their long-lived header; a miss stays no-store.
 */
export function forbidCachingUnderApi(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!API_PATH.test(request.url)) return;
    if ((MEDIA_BY_HASH.test(request.url) || SIGNED_RECORDING.test(request.url)) && reply.statusCode < 400) return;
    reply.header('cache-control', 'no-store');
  });
}
