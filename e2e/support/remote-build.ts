import { spawnSync } from 'node:child_process';
import { cpSync, createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The repo root (e2e/support/..). */
export const root = path.resolve(__dirname, '../..');

export interface RemoteBuild {
  /** The folder the build was written to. */
  outDir: string;
  /** Removes the build (and the edited copy of the sources, if any). */
  remove(): void;
}

/**
 * Builds a remote (or the sources of one, edited) into a folder of its own, as a team would build
 * a new version to deploy somewhere else. `edit` receives a copy of the remote's folder to change;
 * the copy sits next to the real one (.e2e-<folder>-…/) so that ../rspack.base and node_modules
 * resolve as they do for the real remote.
 */
export function buildRemote(options: {
  folder: string;
  publicPath: string;
  mode?: 'production' | 'development';
  edit?: (dir: string) => void;
  /** Where to write it (default: a new temp folder). */
  outDir?: string;
}): RemoteBuild {
  const outDir = options.outDir ?? mkdtempSync(path.join(tmpdir(), `e2e-${options.folder}-build-`));
  let sourceDir = path.join(root, options.folder);
  let copy: string | undefined;
  if (options.edit) {
    copy = path.join(root, `.e2e-${options.folder}-${path.basename(outDir)}`);
    cpSync(sourceDir, copy, {
      recursive: true,
      filter: (from) => !/[\\/](?:dist|node_modules)(?:[\\/]|$)/.test(path.relative(sourceDir, from)),
    });
    options.edit(copy);
    sourceDir = copy;
  }
  const started = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@rspack/cli/bin/rspack.js'), 'build'], {
    cwd: sourceDir,
    env: {
      ...process.env,
      NODE_ENV: options.mode ?? 'production',
      APP_OUTPUT_DIR: outDir,
      APP_PUBLIC_PATH: options.publicPath,
    },
    encoding: 'utf8',
  });
  if (copy) rmSync(copy, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`build of ${options.folder} failed:\n${result.stdout}\n${result.stderr}`);
  console.log(`built ${options.folder} (${options.mode ?? 'production'}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

export interface StaticHost {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every path requested, in order (to prove what did or did not reach this host). */
  requests: string[];
  close(): Promise<void>;
}

/**
 * A plain static file host for a build folder, on its own port and origin (like a CDN), with
 * CORS. `spa`: paths without a file extension get index.html, as a standalone page needs.
 */
export async function serveFolder(dir: string, { spa = false } = {}): Promise<StaticHost> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requests.push(pathname);
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('cache-control', 'no-cache');
    let file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[\\/])+/, ''));
    if (!(existsSync(file) && statSync(file).isFile())) {
      if (!spa || /\.[a-z0-9]+$/i.test(pathname)) {
        response.writeHead(404).end('not found');
        return;
      }
      file = path.join(dir, 'index.html');
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
