import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/types';
import { createMetrics, type AppMetrics } from './registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus series (modules/metrics/README.md). */
    metrics: AppMetrics;
  }
}

/** Where the series are served: METRICS_TOKEN and METRICS_PORT, read in config.ts. */
export interface MetricsSettings {
  /** Bearer token for GET /metrics on the app's own port; unset: no /metrics route there. */
  token?: string;
  /** A port of its own (no route on the app's port unless a token is set too). */
  port?: number;
  /** Address the metrics port binds to (default 127.0.0.1: reachable by a local scraper only). */
  host?: string;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Times every request (its route template, so /api/blog/13 and /api/blog/14 are one series), and
 * with a token serves GET /metrics on the app's port. Without the right token it answers 401 and
 * reveals nothing; learners' init data is no key to it.
 */
export function registerMetrics(app: FastifyInstance, db: Db, settings: MetricsSettings): AppMetrics {
  const metrics = createMetrics(db, () => app.jobs.tables());
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? (reply.statusCode === 404 ? 'not_found' : 'unrouted');
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const { token } = settings;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store');
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'Missing or wrong metrics token' });
      }
      return reply.type(metrics.contentType).send(await metrics.render());
    });
  }
  return metrics;
}

/**
 * Serves the series on a port of their own (METRICS_PORT), outside the app's routes, rate limits
 * and reverse proxy: a scraper on the private network reads it, learners cannot reach it. With a
 * token configured too, the port asks for it as well. Unreferenced: it never keeps the process
 * alive, so the shutdown (main.ts) needs no step for it; callers that outlive it close it.
 */
export async function listenForMetrics(app: FastifyInstance, settings: MetricsSettings): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('GET /metrics\n');
      return;
    }
    if (settings.token && !bearerMatches(request.headers.authorization, settings.token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('Missing or wrong metrics token\n');
      return;
    }
    app.metrics.render().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: rendering failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port ?? 0, settings.host ?? '127.0.0.1', resolve);
  });
  server.unref();
  const { address, port } = server.address() as AddressInfo;
  app.log.info(`metrics on http://${address}:${port}/metrics`);
  return server;
}
