/**
 * `npm run check:shared-api` (part of `npm test`): @app/shared's version must change when its API
 * does, because remotes require a range of it (scripts/shared-versions.cjs) and the shell refuses a
 * remote built against a newer API than the page has.
 *
 * The API is the runtime kernel's: the declaration files tsc emits for shared/src (types and
 * signatures, no comments, no tests), without the dev kit (mocks, testing, standalone: what only a
 * remote run alone and tests use, never shared on a page), which therefore never bumps the version. shared/api.lock.json records the fingerprint of the current
 * version. When the API changed: bump "version" in shared/package.json (major: something removed
 * or changed incompatibly; minor: something added), then `npm run shared:api -- --update`.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './apps.mjs';

const { devOnlySharedModules } = createRequire(import.meta.url)('./shared-versions.cjs');

const lockFile = path.join(root, 'shared/api.lock.json');
const { version } = JSON.parse(readFileSync(path.join(root, 'shared/package.json'), 'utf8'));

function* declarations(dir, top = true) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && top && devOnlySharedModules.includes(entry.name)) continue;
    if (entry.isDirectory()) yield* declarations(full, false);
    else if (entry.name.endsWith('.d.ts') && !/\.test\.d\.ts$/.test(entry.name)) yield full;
  }
}

/** tsc copies some source text as written (parameter patterns): layout and trailing commas are not API. */
const normalize = (declarations) => declarations.replace(/,(\s*[}\])])/g, '$1').replace(/\s+/g, ' ');

function fingerprint() {
  const out = mkdtempSync(path.join(tmpdir(), 'shared-api-'));
  try {
    const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
    const args = [
      '-p',
      'shared/tsconfig.json',
      '--declaration',
      '--emitDeclarationOnly',
      '--noEmit',
      'false',
      '--removeComments',
      '--outDir',
      out,
    ];
    const result = spawnSync(process.execPath, [tsc, ...args], { cwd: root, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`tsc could not emit shared's declarations:\n${result.stdout}${result.stderr}`);
    const src = path.join(out, 'src');
    const hash = createHash('sha256');
    const files = [...declarations(src)].sort();
    for (const file of files) hash.update(`${path.relative(src, file)}\n${normalize(readFileSync(file, 'utf8'))}\n`);
    return { hash: hash.digest('hex').slice(0, 16), files: files.length };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

const lock = existsSync(lockFile) ? JSON.parse(readFileSync(lockFile, 'utf8')) : null;
const current = fingerprint();
const update = process.argv.includes('--update');

if (lock && lock.hash === current.hash && lock.version === version) {
  console.log(`shared API ${version} unchanged (${current.files} declaration files, ${current.hash})`);
} else if (lock && lock.hash !== current.hash && lock.version === version) {
  console.error(
    `@app/shared's API changed but its version is still ${version}.\n` +
      `Bump "version" in shared/package.json (major: removed or changed; minor: added), then run\n` +
      `npm run shared:api -- --update. Remotes that use the new API should require the new version.`,
  );
  process.exit(1);
} else if (update) {
  writeFileSync(lockFile, `${JSON.stringify({ version, hash: current.hash }, null, 2)}\n`);
  console.log(`recorded shared API ${version} (${current.hash}) in shared/api.lock.json`);
} else {
  console.error(
    `shared/api.lock.json records ${lock?.version ?? 'nothing'}, shared is ${version}: run npm run shared:api -- --update`,
  );
  process.exit(1);
}
