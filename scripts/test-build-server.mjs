/**
 * The server's test files compiled for a run: each `server/test/<name>.test.ts` bundled by esbuild
 * (the release's compiler, ops/release.mjs) into `server/.test-build/<name>.test.mjs`, with the
 * workspace packages (@app/*) inside and every other package external, shared code in chunks.
 *
 * Why: node:test runs every file in a process of its own, and under tsx each of those processes
 * resolved and transformed the server's ~400 TypeScript files again before its first test. Loaded
 * compiled, a file that builds two apps took 3.9 s of CPU instead of 5.7 s (health.test.ts, load
 * ~10), a file without an app 0.20 s instead of 0.54 s; the build of all 90 files takes ~1 s.
 * Children that tests start themselves (the CLIs, a second server) still run from source with tsx.
 *
 * Each module keeps its import.meta.url naming where it sits in the source tree (migrate.ts finds
 * ./migrations/ beside it, tests find their fixtures), as the release does. Stack traces name the
 * bundle; run with NODE_OPTIONS=--enable-source-maps to see source lines (it costs each file
 * ~0.5 s, so it is not the default), or run the one file from source:
 * `cd server && node --import tsx --test test/<name>.test.ts`.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverBundle } from '../ops/keep-source-location.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const TEST_BUILD = path.join(root, 'server/.test-build');

/**
 * Bundles the named test files (`test/<name>.test.ts`, from server/; default every one) into
 * `server/.test-build/<run>/` and returns their compiled paths, from server/. `run` names the
 * caller (test:server and test:time each have their own, so one can run while the other does).
 */
export async function buildServerTests(run, files) {
  const outdir = path.join(TEST_BUILD, run);
  const { build } = await import('esbuild');
  const sources =
    files ??
    readdirSync(path.join(root, 'server/test'))
      .filter((name) => name.endsWith('.test.ts'))
      .map((name) => `test/${name}`);
  const started = Date.now();
  rmSync(outdir, { recursive: true, force: true });
  await build({
    ...serverBundle(outdir),
    entryPoints: sources.map((file) => path.join(root, 'server', file)),
    outdir,
    outExtension: { '.js': '.mjs' },
  });
  console.log(`server tests compiled (${sources.length} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return sources.map((file) =>
    path.relative(path.join(root, 'server'), path.join(outdir, path.basename(file).replace(/\.ts$/, '.mjs'))),
  );
}
