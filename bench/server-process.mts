/**
 * A server instance for a bench: `npm start`'s entry point (server/src/main.ts) as its own process
 * on a free port, on one schema of a PostgreSQL database (or on PGlite). Used by bench/scale.mts,
 * bench/bot-outbox.mts and bench/media-stream.mts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, noFrontEnd } from '../server/test/process-support';

const serverDir = fileURLToPath(new URL('../server/', import.meta.url));

/** The database URL with the schema as search path (and a name its backends carry, if given). */
export function schemaUrl(url: string, schema: string, applicationName?: string): string {
  const options = `options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return `${url}${url.includes('?') ? '&' : '?'}${options}${applicationName ? `&application_name=${applicationName}` : ''}`;
}

/**
 * Starts the server with `env` on top of this process's (PORT, HOST and DATABASE_URL set here) and
 * resolves once its API answers; it migrates and seeds the schema at start, as in production.
 */
export async function startServerProcess(options: {
  /** Unset: PGlite (pass DATA_DIR in env). */
  databaseUrl?: string;
  env: Record<string, string>;
  /** 'inherit' passes its output through; 'stderr' only its errors. */
  output?: 'inherit' | 'stderr';
}): Promise<{ child: ChildProcess; port: number; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? '',
      STATIC_ROOT: noFrontEnd(),
      ...options.env,
    },
    stdio: options.output === 'stderr' ? ['ignore', 'ignore', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  child.stderr?.pipe(process.stderr);
  const base = `http://127.0.0.1:${port}/api`;
  await new Promise<void>((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`server on port ${port} exited with ${code}`));
    child.once('exit', exited);
    const poll = setInterval(() => {
      fetch(`${base}/docs/json`)
        .then((response) => {
          if (!response.ok) return;
          clearInterval(poll);
          child.off('exit', exited);
          resolve();
        })
        .catch(() => undefined);
    }, 200);
  });
  return { child, port, base };
}
