/**
 * The one environment table (README.md, Configuration), generated from the schemas that read the
 * environment: the server's (envSchema in ../config.ts), the bot's (botEnvSchema in
 * ../modules/bot/config.ts) and the build's and tests' (TOOLING below: read by rspack.base.ts,
 * scripts/, e2e/ and .ci/run, outside the server). Each variable's default and meaning is metadata
 * on its schema (`EnvDoc`), so a variable cannot be added without its row.
 *
 *   npm run docs:environment           writes the table into README.md
 *   npm run check:environment          (in `npm run check`) fails when README.md's table differs from
 *                                      the schemas, or when code reads a variable no schema declares
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { doc, envSchema, type EnvDoc } from '../config';
import { botEnvSchema } from '../modules/bot/index';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const README = join(repoRoot, 'README.md');
const BEGIN =
  '<!-- environment: generated from the schemas by `npm run docs:environment` (server/src/cli/environment.ts); edit them, not this table -->';
const END = '<!-- end of the environment table -->';

const flag = z.string().optional();
/** What the build and the tests read, outside the server. */
export const TOOLING = z.object({
  APP_DEMO: doc(
    flag,
    '`1`',
    'build: `APP_DEMO=0 npm run build` leaves the demo Telegram environment out of the bundles (production for Telegram; `npm run release` always does)',
  ),
  TELEGRAM_APP_URL: doc(
    flag,
    'unset',
    "build: the mini-app's t.me link (e.g. `https://t.me/slovencina_bot/app`): shared links then open the same screen inside Telegram (`?startapp=blog_13`); unset, the page URL is shared",
  ),
  APP_OUTPUT_DIR: doc(
    flag,
    '`<app>/dist`',
    "build: where one app's build goes, to ship a remote without the shell (`docs/DEPLOY.md`)",
  ),
  APP_PUBLIC_PATH: doc(
    flag,
    '`/remotes/<remote>/`',
    "build: the URL a remote's chunks are loaded from (a CDN), with `APP_OUTPUT_DIR`",
  ),
  TEST_DATABASE_URL: doc(
    flag,
    'unset',
    'tests: also run the server tests on this PostgreSQL, one fresh schema per app, dropped after (`.ci/run` sets it; `CI=true` requires it)',
  ),
  CI: doc(
    flag,
    'unset',
    'tests: `true` makes a run without PostgreSQL a failure (the race tests would be skipped) and e2e retry once',
  ),
  E2E_PORT: doc(flag, '`8181`', 'tests: the port the e2e run starts its server on'),
  CHROMIUM_PATH: doc(flag, '`/usr/bin/chromium`', 'tests and bench: the browser'),
  TEST_TIME_PARALLEL: doc(flag, '`2`', '`npm run test:time`: instants run side by side'),
  TEST_TIMES_FILE: doc(
    flag,
    'unset',
    "`npm test`: also append each stage's time to this file (`.ci/run` sets it and prints the stages at its end)",
  ),
});

/**
 * Named like a read but not settings: the system's PATH, NODE_ENV the scripts set for their children,
 * and PGUSER of the object the backup builds for its libpq children (server/src/db/libpq-env.ts).
 */
const NOT_SETTINGS = new Set(['PATH', 'NODE_ENV', 'PGUSER']);

interface Row {
  name: string;
  doc: EnvDoc;
}

function rows(): Row[] {
  const out: Row[] = [];
  for (const schema of [envSchema, botEnvSchema, TOOLING]) {
    for (const [name, field] of Object.entries(schema.shape)) {
      if (out.some((row) => row.name === name)) continue;
      const meta = (field as z.ZodType).meta() as Partial<EnvDoc> | undefined;
      if (!meta?.fallback || !meta.description)
        throw new Error(`${name}: no row for the environment table: give its schema doc(schema, fallback, description)`);
      out.push({ name, doc: { fallback: meta.fallback, description: meta.description } });
    }
  }
  return out;
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function environmentTable(): string {
  return [
    '| variable | default | meaning |',
    '|---|---|---|',
    ...rows().map(({ name, doc: d }) => `| \`${name}\` | ${cell(d.fallback)} | ${cell(d.description)} |`),
  ].join('\n');
}

/** README.md with its table replaced by the generated one. */
function withTable(readme: string): string {
  const from = readme.indexOf(BEGIN);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`README.md: the environment table's markers are missing (${BEGIN} ... ${END})`);
  return `${readme.slice(0, from + BEGIN.length)}\n${environmentTable()}\n${readme.slice(to)}`;
}

/** Names the code reads from the environment (`env.X` of the process or of a copy, and `{ X } =` the environment; not `env.X = …`, a child's), bench/ aside (bench/README.md). */
function namesRead(): Map<string, string> {
  const found = new Map<string, string>();
  const skip = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
  const scan = (full: string) => {
    const source = readFileSync(full, 'utf8');
    for (const match of source.matchAll(/(?:\bprocess\.env\.([A-Z][A-Z0-9_]+)|\benv\.([A-Z][A-Z0-9_]+))\b(?!\s*=[^=])/g))
      found.set(match[1] ?? match[2]!, relative(repoRoot, full));
    for (const match of source.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b/g))
      for (const key of match[1]!.matchAll(/\b([A-Z][A-Z0-9_]+)\s*:/g)) found.set(key[1]!, relative(repoRoot, full));
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (skip.has(entry.name) || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:[cm]?[jt]s|tsx)$/.test(entry.name) && !/\.test\.[cm]?[jt]sx?$/.test(entry.name)) scan(full);
    }
  };
  for (const folder of ['server/src', 'scripts', 'ops', 'e2e', 'shell/src', 'shared/src']) walk(join(repoRoot, folder));
  scan(join(repoRoot, 'rspack.base.ts'));
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = readFileSync(README, 'utf8');
  const wanted = withTable(readme);
  if (process.argv.includes('--write')) {
    writeFileSync(README, wanted);
    console.log(`README.md: environment table written (${rows().length} variables)`);
  } else {
    const problems: string[] = [];
    if (wanted !== readme)
      problems.push('README.md: the environment table differs from the schemas: run `npm run docs:environment` and commit it');
    const declared = new Set(rows().map((row) => row.name));
    for (const [name, file] of namesRead())
      if (!declared.has(name) && !NOT_SETTINGS.has(name))
        problems.push(`${file} reads ${name}, which no schema declares: add it with its row (server/src/cli/environment.ts)`);
    for (const problem of problems) console.error(problem);
    if (problems.length > 0) process.exit(1);
    console.log(`check:environment: README.md's table matches the schemas (${declared.size} variables)`);
  }
}
