import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REMOTE_NAMES } from '../../plugins/static';
import type { ClientErrorKind } from '../metrics/index';

/** Largest report body: a message and a trimmed stack fit; a page dump does not. */
export const CLIENT_ERROR_BODY_BYTES = 8 * 1024;
/** Reports one address may send a minute (a crash loop on one phone does not flood the log). */
export const CLIENT_ERRORS_PER_MINUTE = 20;

const KINDS = ['boundary', 'unhandled', 'remote_load', 'error'] as const satisfies readonly ClientErrorKind[];

export const clientErrorReport = z.strictObject({
  /** boundary: a React error boundary caught it; unhandled: window error or unhandled rejection; remote_load: a remote's files failed. */
  kind: z.enum(KINDS),
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(4000).optional(),
  /** The remote it came from (its Module Federation name) or 'shell'. */
  source: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a remote name such as mf_blog, or shell')
    .optional(),
  /** The page's path (no query: it may carry launch parameters). */
  path: z.string().max(500).optional(),
  /** The app build that reported it (shell's version), when known. */
  release: z.string().max(100).optional(),
});

/** Series label: known sources only, so a forged name cannot grow the metrics without bound. */
const sourceLabel = (source: string | undefined) =>
  source === undefined ? 'unknown' : source === 'shell' || REMOTE_NAMES.includes(source) ? source : 'other';

/**
 * POST /api/client-errors: the front end reports an error a learner's screen hit. Public (an error
 * may come before sign-in succeeded, or be the reason it failed), capped in size and rate limited
 * per address; each report is one warn line in the log and one count in app_client_errors_total.
 */
export const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-errors',
    {
      bodyLimit: CLIENT_ERROR_BODY_BYTES,
      config: { public: true, rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['operations'],
        summary: 'Report a front-end error (logged and counted); 204. At most 8 KB, 20 a minute per address',
        body: clientErrorReport,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const report = request.body;
      app.metrics.clientErrors.inc({ kind: report.kind, source: sourceLabel(report.source) });
      request.log.warn(
        {
          clientError: {
            ...report,
            path: report.path?.split(/[?#]/)[0],
            userAgent: request.headers['user-agent']?.slice(0, 300),
          },
        },
        `client error (${report.kind}): ${report.message.slice(0, 200)}`,
      );
      return reply.code(204).send(null);
    },
  );
};
