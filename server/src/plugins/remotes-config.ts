import { readFileSync, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { CSP_DIRECTIVES, cspHeader } from './security-headers';

/** remotes.json: each remote's container name → where its mf-manifest.json is. */
export type RemoteLocations = Record<string, string>;

/** The directives a remote on another origin needs: its scripts, its manifest, its CSS, images and fonts. */
const REMOTE_DIRECTIVES = ['scriptSrc', 'connectSrc', 'styleSrc', 'imgSrc', 'fontSrc', 'mediaSrc'] as const;

/**
 * The remotes' run-time configuration, read from a file the operator owns (REMOTES_CONFIG; by
 * default the shell build's remotes.json). It is read again whenever it changes, so shipping a
 * remote is deploying its files and editing this file: the next page load gets the new location,
 * and the Content-Security-Policy lets the browser load it from its origin. A file that does not
 * parse or names something other than http(s) URLs and paths is refused: the last good version
 * stays in force, and the error is logged.
 */
export class RemotesConfig {
  private version = '';
  private current: { text: string; origins: string[]; csp: string } | null = null;

  constructor(
    readonly file: string,
    private readonly log: { error: (obj: unknown, msg: string) => void; info: (msg: string) => void },
  ) {}

  /** The file's text as served at /remotes.json, or null when there is none yet. */
  text(): string | null {
    return this.refresh()?.text ?? null;
  }

  /** Origins other than the app's own that remotes load from (https://cdn.example). */
  origins(): string[] {
    return this.refresh()?.origins ?? [];
  }

  /** The CSP for this configuration: SECURITY_HEADERS' policy plus the remotes' origins. */
  csp(): string | null {
    return this.refresh()?.csp ?? null;
  }

  private refresh() {
    // A stat per request (microseconds): an edit is in force from the very next request.
    let version: string;
    try {
      const { mtimeMs, size, ino } = statSync(this.file);
      version = `${mtimeMs}:${size}:${ino}`;
    } catch {
      return this.current;
    }
    if (version === this.version) return this.current;
    this.version = version;
    try {
      const text = readFileSync(this.file, 'utf8');
      const origins = originsOf(parseLocations(text));
      this.current = { text, origins, csp: cspHeader(withOrigins(origins)) };
      if (origins.length > 0) this.log.info(`remotes: ${this.file} loads remotes from ${origins.join(', ')}`);
    } catch (error) {
      this.log.error({ err: error }, `remotes: ${this.file} refused, the previous version stays in force`);
    }
    return this.current;
  }
}

export function parseLocations(text: string): RemoteLocations {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('remotes.json must be an object of name: location');
  for (const [name, location] of Object.entries(value)) {
    if (typeof location !== 'string') throw new Error(`remotes.json: ${name} must be a string (a manifest URL or path)`);
    if (/^[a-z][a-z0-9+.-]*:/i.test(location) && !/^https?:\/\//i.test(location)) {
      throw new Error(`remotes.json: ${name} must be an http(s) URL or a path, not ${location}`);
    }
  }
  return value as RemoteLocations;
}

/** Origins of the absolute locations; paths are on the app's own origin ('self'). */
export function originsOf(locations: RemoteLocations): string[] {
  const origins = new Set<string>();
  for (const location of Object.values(locations)) {
    if (/^https?:\/\//i.test(location)) origins.add(new URL(location).origin);
  }
  return [...origins].sort();
}

function withOrigins(origins: string[]): typeof CSP_DIRECTIVES {
  const directives: Record<string, string[] | null> = { ...CSP_DIRECTIVES };
  for (const name of REMOTE_DIRECTIVES) directives[name] = [...CSP_DIRECTIVES[name], ...origins];
  return directives as typeof CSP_DIRECTIVES;
}

/**
 * Serves /remotes.json from the configuration (no-cache: revalidated on every visit) and puts the
 * remotes' origins into the CSP of every answer that carries one.
 */
export function registerRemotesConfig(app: FastifyInstance, config: RemotesConfig): void {
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    const text = config.text();
    reply.header('cache-control', 'no-cache');
    if (text === null) return reply.code(404).send({ message: `No remotes configuration at ${config.file}` });
    return reply.type('application/json; charset=utf-8').send(text);
  });
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy') || config.origins().length === 0) return;
    reply.header('content-security-policy', config.csp());
  });
}
