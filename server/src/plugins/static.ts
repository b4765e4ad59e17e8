import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Remote folders served at /remotes/<folder>/ (docs/ARCHITECTURE.md), from remotes.config.json at the
 * repo root: the one list of remotes. Read from the source tree, not STATIC_ROOT, which tests point
 * at a temp folder.
 */
const remotesConfig = fileURLToPath(new URL('../../../remotes.config.json', import.meta.url));
const REMOTES = (
  JSON.parse(readFileSync(remotesConfig, 'utf8')) as { remotes: Array<{ name: string; folder: string; prefixes: string[] }> }
).remotes;
export const REMOTE_FOLDERS: readonly string[] = REMOTES.map((remote) => remote.folder);
/** The remotes' Module Federation names (mf_blog), as remotes.json keys them. */
export const REMOTE_NAMES: readonly string[] = REMOTES.map((remote) => remote.name);

/** Entry files that name the current build: always revalidated. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);
/** `main.3f9a1c2b.js`, `123.a1b2c3d4e5f60718.css`, `logo-9f8e7d6c.png`, `x.3f9a1c2b.js.map`. */
const CONTENT_HASH = /[.-][0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;

export function cacheControlFor(filePath: string): string {
  // A pre-compressed variant (main.3f9a1c2b.js.br) is cached like the file it encodes.
  const name = basename(filePath).replace(/\.(?:br|gz)$/, '');
  if (ENTRY_FILES.has(name)) return 'no-cache';
  if (CONTENT_HASH.test(name)) return 'public, max-age=31536000, immutable';
  // Unhashed files may change under the same name: revalidate (cheap with ETag).
  return 'no-cache';
}

const setCacheHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

/**
 * Paths the SPA fallback never answers: they have owners that answer 404 themselves. In any case
 * and spelling (`/API/calls`, `//api`, `/%61pi`): a request meant for the API gets the API's JSON
 * 404, never the shell's HTML with a 200.
 */
const NOT_SPA = /^\/(?:api|remotes|media)(?:\/|$)/i;

/**
 * The app's pages: the shell's own routes (shell/src/routes.tsx: /, /onboarding, /main) and every
 * remote's prefixes from remotes.config.json, each with its sub-paths. Only these get the shell's
 * index.html; anything else (/metrics, /wp-admin, a typo) is a 404, not a page that answers 200.
 */
const SHELL_PREFIXES = ['/onboarding', '/main'];
const PAGE_PREFIXES = [...SHELL_PREFIXES, ...REMOTES.flatMap((remote) => remote.prefixes)];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PAGE = new RegExp(`^(?:/|(?:${PAGE_PREFIXES.map(escapeRegExp).join('|')})(?:/.*)?)$`, 'i');

/** The path as a router might read it: percent-decoded where possible, repeated slashes collapsed. */
function normalisedPath(url: string): string {
  const path = url.split('?')[0] ?? '/';
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as sent; the router answers it.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

export interface SpaFallback {
  /** True when a request that found no route or file should get the shell's index.html. */
  accepts(request: FastifyRequest): boolean;
  send(reply: FastifyReply): FastifyReply;
  /**
   * True for a browser's page load of a path that is no page (a stale or mistyped link): it gets
   * `notFoundPage`, a 404 that sends the learner on to / (where the shell's guard takes over), as
   * the app's own router does with an unknown path inside the app.
   */
  wantsPage(request: FastifyRequest): boolean;
}

/** The 404 page for a browser: status 404 (nothing indexes or caches it as a page), then on to /. */
export const NOT_FOUND_PAGE =
  '<!doctype html><html lang="sk"><meta charset="utf-8"><meta http-equiv="refresh" content="0;url=/">' +
  '<title>Slovenčina</title><a href="/">Slovenčina</a></html>';

/**
 * Serves the built front end from the repo root: the shell at /, each remote at
 * /remotes/<folder>/ (with CORS, as the MF runtime may load it cross-origin in dev) and
 * server/media at /media/. A missing dist folder is a warning, not a crash.
 * Returns the SPA fallback for the not-found handler, or null without a shell build.
 *
 * Builds write `.br` (brotli 11) and `.gz` beside each text asset (rspack.base.ts):
 * `preCompressed` sends those to clients that accept them; files without a variant (remotes.json,
 * edited in place) are compressed on the fly by @fastify/compress, which leaves an already-encoded
 * response alone.
 */
export function registerStatic(app: FastifyInstance, root: string, previousRoot?: string): SpaFallback | null {
  const shellDist = join(root, 'shell', 'dist');
  /**
   * The folders a file is looked up in: this release's, then the previous release's
   * (PREVIOUS_RELEASE, docs/DEPLOY.md "Upgrades"). A page opened before an upgrade asks for the
   * chunks its old remoteEntry.js names; they are gone from the new build and would answer 404
   * (the retry screen). Entry files are in every build, so they always come from this one.
   */
  const roots = (dist: string, previousDist: string | undefined): string | string[] =>
    previousDist && existsSync(previousDist) ? [dist, previousDist] : dist;
  const hasShell = existsSync(join(shellDist, 'index.html'));

  if (hasShell) {
    // The one registration that decorates reply.sendFile (used by the fallback).
    app.register(fastifyStatic, {
      root: roots(shellDist, previousRoot && join(previousRoot, 'shell', 'dist')),
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
    });
  } else {
    app.log.warn(`shell build not found at ${shellDist}: / and the SPA fallback answer 404 (run the build)`);
  }

  for (const folder of REMOTE_FOLDERS) {
    const dist = join(root, folder, 'dist');
    if (!existsSync(dist)) {
      app.log.warn(`remote build not found at ${dist}: /remotes/${folder}/ answers 404`);
      continue;
    }
    app.register(fastifyStatic, {
      root: roots(dist, previousRoot && join(previousRoot, folder, 'dist')),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        setCacheHeaders(reply, filePath);
        reply.header('access-control-allow-origin', '*');
        // Helmet's same-origin default would stop a shell on another origin (dev) loading them.
        reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
  }

  const media = join(root, 'server', 'media');
  if (existsSync(media)) {
    app.register(fastifyStatic, {
      root: media,
      prefix: '/media/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  } else {
    app.log.warn(`media folder not found at ${media}: /media/ answers 404`);
  }

  if (!hasShell) return null;
  return {
    accepts(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const path = request.url.split('?')[0] ?? '/';
      const normalised = normalisedPath(path);
      if (NOT_SPA.test(normalised) || !PAGE.test(normalised)) return false;
      // A missing /main.1234abcd.js must stay a 404: index.html in its place breaks loudly and late.
      const last = path.slice(path.lastIndexOf('/') + 1);
      return !/\.[a-z0-9]+$/i.test(last);
    },
    send(reply) {
      return reply.sendFile('index.html', shellDist);
    },
    wantsPage(request) {
      if (request.method !== 'GET' || NOT_SPA.test(normalisedPath(request.url.split('?')[0] ?? '/'))) return false;
      return /text\/html/.test(request.headers.accept ?? '');
    },
  };
}
