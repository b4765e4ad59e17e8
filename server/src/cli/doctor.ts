/**
 * `npm run doctor` (a checkout) or `node server/dist/doctor.js` (a release): checks the environment
 * an instance would start with, before it starts (the systemd unit's ExecStartPre), and prints every
 * finding with its fix. Exit 1 on any error, 0 otherwise (warnings included). docs/DEPLOY.md.
 *
 * It reads the same variables as the server, through the same readConfig, so what it accepts the
 * server accepts. It changes nothing: no migration, no webhook set, no file written.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Api } from 'grammy';
import { readConfig, type ServerConfig } from '../config';
import { demoBuildFiles, hasFrontEnd } from '../build-check';
import { openPostgres } from '../db/postgres';
import { pendingMigrations } from '../db/migrate';
import { checkWebhook } from '../modules/bot/index';

type Level = 'ok' | 'warn' | 'error';
interface Finding {
  level: Level;
  what: string;
  fix?: string;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const findings: Finding[] = [];
const ok = (what: string) => findings.push({ level: 'ok', what });
const warn = (what: string, fix: string) => findings.push({ level: 'warn', what, fix });
const error = (what: string, fix: string) => findings.push({ level: 'error', what, fix });

/** A bot token as BotFather hands it out: the bot's numeric id, a colon, 35 characters. */
const BOT_TOKEN_SHAPE = /^\d{5,16}:[A-Za-z0-9_-]{30,64}$/;

/** `work`, or an error after `ms`. The timer is kept (not unref'd): it is what keeps the process
 * waiting when the work holds no handle of its own, instead of exiting 0 with nothing said. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Whether host:port can be listened on now; the error's code when not. */
function tryListen(port: number, host: string): Promise<string | null> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', (failure: NodeJS.ErrnoException) => done(failure.code ?? failure.message));
    server.listen({ port, host, exclusive: true }, () => server.close(() => done(null)));
  });
}

/** Whether what holds the port is an instance of this app (a check before a restart, by hand). */
async function heldByThisApp(url: string, looksOurs: (status: number, body: string) => boolean): Promise<boolean> {
  const abort = new AbortController();
  try {
    // Not AbortSignal.timeout: its timer does not keep the process alive, and a fetch of a socket
    // that is closed at once can stay pending with no handle left (Node would exit 0 mid-check).
    return await within(
      fetch(url, { signal: abort.signal }).then(async (response) => looksOurs(response.status, await response.text())),
      2_000,
      url,
    );
  } catch {
    abort.abort();
    return false;
  }
}

async function checkPort(
  name: string,
  port: number,
  host: string,
  probe: string,
  looksOurs: (status: number, body: string) => boolean,
) {
  const failure = await tryListen(port, host);
  if (failure === null) return ok(`${name} ${port} on ${host}: free`);
  const probeHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  if (failure === 'EADDRINUSE' && (await heldByThisApp(`http://${probeHost}:${port}${probe}`, looksOurs))) {
    return warn(
      `${name} ${port} on ${host}: in use by a running instance of this app`,
      'expected while you check before restarting that instance (systemctl restart slovencina@<instance>); otherwise another instance has the same port in its env file',
    );
  }
  error(
    `${name} ${port} on ${host}: ${failure === 'EADDRINUSE' ? 'in use by another process' : failure}`,
    `give every instance its own ${name} (deploy/instances/<instance>.env), or stop what listens there (ss -ltnp 'sport = :${port}')`,
  );
}

function checkVariables(config: ServerConfig, env: NodeJS.ProcessEnv) {
  if (!config.botToken) {
    error(
      'BOT_TOKEN is unset: the server would run in demo mode, where anyone can sign in with the public demo token',
      'set BOT_TOKEN to the token from @BotFather in the env file',
    );
  } else if (!BOT_TOKEN_SHAPE.test(config.botToken)) {
    error(
      'BOT_TOKEN does not look like a bot token (<bot id>:<35 characters>)',
      'copy the token again from @BotFather (/mybots → API Token)',
    );
  } else {
    ok(`BOT_TOKEN: bot ${config.botToken.split(':')[0]}`);
  }
  if (config.bot.webhookSecret && config.bot.webhookSecret.length < 32) {
    warn(`BOT_WEBHOOK_SECRET is ${config.bot.webhookSecret.length} characters`, 'use 32 or more: openssl rand -hex 24');
  } else if (config.bot.webhookSecret) {
    ok('BOT_WEBHOOK_SECRET: set');
  }
  if (config.botToken) ok(`MINI_APP_URL: ${config.bot.miniAppUrl}`);
  if (config.trustProxy === undefined) {
    warn(
      "TRUST_PROXY is unset: behind nginx every learner has nginx's address (one rate limit for all)",
      "TRUST_PROXY=127.0.0.1 (or the load balancer's addresses)",
    );
  } else {
    ok(`TRUST_PROXY: ${String(config.trustProxy)}`);
  }
  if (env.REMOTES_CONFIG) {
    if (!existsSync(env.REMOTES_CONFIG)) {
      error(
        `REMOTES_CONFIG ${env.REMOTES_CONFIG}: no such file`,
        `cp ${join(config.staticRoot, 'shell/dist/remotes.json')} ${env.REMOTES_CONFIG}`,
      );
    } else {
      try {
        JSON.parse(readFileSync(env.REMOTES_CONFIG, 'utf8'));
        ok(`REMOTES_CONFIG: ${env.REMOTES_CONFIG}`);
      } catch (failure) {
        error(
          `REMOTES_CONFIG ${env.REMOTES_CONFIG}: not JSON (${(failure as Error).message})`,
          'fix the file, or copy shell/dist/remotes.json of this release over it',
        );
      }
    }
  }
  if (env.PREVIOUS_RELEASE && !existsSync(join(env.PREVIOUS_RELEASE, 'shell', 'dist'))) {
    warn(
      `PREVIOUS_RELEASE ${env.PREVIOUS_RELEASE}: no release there, so pages opened before the last upgrade cannot load their old chunks`,
      'point it at the release before this one (ln -sfn releases/<old> /srv/slovencina/previous), or leave it unset on a first install',
    );
  }
}

function checkBuild(config: ServerConfig) {
  const root = config.staticRoot;
  const releaseFile = join(root, 'release.json');
  const release = existsSync(releaseFile)
    ? (JSON.parse(readFileSync(releaseFile, 'utf8')) as { version: string; commit: string })
    : null;
  if (!hasFrontEnd(root)) {
    return error(
      `no front end in ${root} (shell/dist/index.html)`,
      'install a release (npm run release), or build: APP_DEMO=0 npm run build',
    );
  }
  const demoFiles = demoBuildFiles(root);
  if (config.botToken && demoFiles.length > 0) {
    return error(
      `the front end in ${root} is a demo build (${demoFiles.slice(0, 2).join(', ')}${demoFiles.length > 2 ? ', …' : ''}): the server refuses to start with it in live mode`,
      'install a release (npm run release builds with APP_DEMO=0), or rebuild: APP_DEMO=0 TELEGRAM_APP_URL=https://t.me/<bot>/<app> npm run build',
    );
  }
  ok(
    `front end: ${demoFiles.length > 0 ? 'demo' : 'live'} build${release ? ` of release ${release.version}-${release.commit}` : ''} in ${root}`,
  );
}

async function checkDatabase(config: ServerConfig, env: NodeJS.ProcessEnv) {
  if (!config.databaseUrl) {
    const inRelease = !env.DATA_DIR && existsSync(join(repoRoot, 'release.json'));
    if (inRelease) {
      return error(
        `DATA_DIR is unset: the embedded database would live inside the release folder (${relative(process.cwd(), config.dataDir) || config.dataDir}) and stay behind at the next upgrade`,
        'set DATABASE_URL (PostgreSQL), or DATA_DIR=/var/lib/slovencina/pglite (a folder outside the releases)',
      );
    }
    return warn(
      `DATABASE_URL is unset: the embedded database in ${config.dataDir} (one instance only, backups with the server stopped)`,
      'for several instances or backups under load: DATABASE_URL=postgres://slovencina:<password>@127.0.0.1:5432/slovencina',
    );
  }
  const where = (() => {
    try {
      const url = new URL(config.databaseUrl);
      return `${url.hostname}:${url.port || 5432}${url.pathname}`;
    } catch {
      return 'DATABASE_URL';
    }
  })();
  let db: Awaited<ReturnType<typeof openPostgres>> | null = null;
  try {
    db = await within(openPostgres({ connectionString: config.databaseUrl }), 5_000, 'PostgreSQL');
    await within(db.query('SELECT 1'), 5_000, 'PostgreSQL');
    ok(`DATABASE_URL: PostgreSQL at ${where} answers`);
  } catch (failure) {
    await db?.close().catch(() => {});
    return error(
      `DATABASE_URL: PostgreSQL at ${where} unreachable: ${(failure as Error).message}`,
      'check the host, port, user and password in DATABASE_URL, that PostgreSQL runs (pg_isready) and that the database exists',
    );
  }
  try {
    const [{ exists } = { exists: false }] = await db.query<{ exists: boolean }>(
      "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
    );
    if (!exists) {
      ok('migrations: a new database; every migration is applied at the first start');
    } else {
      const pending = await pendingMigrations(db);
      const applied = (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).map(
        (row) => row.version,
      );
      const known = new Set(await listMigrations());
      const unknown = applied.filter((version) => !known.has(version));
      if (pending.length === 0) ok(`migrations: current (${applied.length} applied)`);
      else
        ok(
          `migrations: ${pending.length} to apply at start (${pending.join(', ')}); additive, so running instances of the previous release keep working`,
        );
      if (unknown.length > 0) {
        warn(
          `migrations: the database has ${unknown.join(', ')}, which this release does not know (a newer release ran against it)`,
          'expected while rolling back: migrations are additive, so this release works with them; to go forward again, install the newer release',
        );
      }
    }
  } catch (failure) {
    error(
      `migrations: could not be read: ${(failure as Error).message}`,
      'the user in DATABASE_URL needs to own the database (CREATE DATABASE … OWNER …)',
    );
  } finally {
    await db.close().catch(() => {});
  }
}

async function listMigrations(): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const dir = fileURLToPath(new URL('../db/migrations/', import.meta.url));
  return (await readdir(dir)).filter((name) => /^\d+_.+\.sql$/.test(name)).map((name) => name.replace(/\.sql$/, ''));
}

async function checkWebhookHere(config: ServerConfig) {
  if (!config.bot.token) return;
  try {
    const api = new Api(config.bot.token, { apiRoot: config.bot.apiRoot });
    const { expected, problems } = await within(checkWebhook(api, config.bot), 10_000, 'the Bot API');
    const serious = problems.filter((problem) => !problem.startsWith("Telegram's last delivery"));
    for (const problem of serious)
      error(`webhook: ${problem}`, 'npm run bot -- set-webhook (in a release: node server/dist/bot.js set-webhook)');
    for (const problem of problems.filter((problem) => !serious.includes(problem))) {
      warn(
        `webhook: ${problem}`,
        "look at the instances' logs around that time; Telegram retries, nothing to do if the app answers now",
      );
    }
    if (serious.length === 0) ok(`webhook: Telegram delivers to ${expected}`);
  } catch (failure) {
    error(
      `webhook: the Bot API at ${config.bot.apiRoot} did not answer getWebhookInfo: ${(failure as Error).message}`,
      'check BOT_TOKEN (401 Unauthorized: a wrong token) and that this machine reaches api.telegram.org (or TELEGRAM_API_ROOT)',
    );
  }
}

async function main(): Promise<number> {
  let config: ServerConfig;
  try {
    config = readConfig(process.env, repoRoot);
  } catch (failure) {
    error((failure as Error).message, 'correct that variable in the env file (README, Configuration)');
    return report();
  }
  const major = Number(process.versions.node.split('.')[0]);
  const minor = Number(process.versions.node.split('.')[1]);
  if (major < 20 || (major === 20 && minor < 19)) error(`Node ${process.versions.node}`, 'install Node 20.19 or newer');
  else ok(`Node ${process.versions.node}`);
  checkVariables(config, process.env);
  checkBuild(config);
  const metricsPort = config.metrics.port;
  if (metricsPort !== undefined && metricsPort === config.port) {
    error(`PORT and METRICS_PORT are both ${config.port}`, 'give METRICS_PORT its own port (e.g. PORT + 1000)');
  } else {
    await checkPort('PORT', config.port, config.host, '/api/health', (status, body) => status === 200 && body.includes('"ok"'));
    if (metricsPort !== undefined) {
      await checkPort(
        'METRICS_PORT',
        metricsPort,
        config.metrics.host,
        // Not /metrics, which queries the database: any other path answers at once with this.
        '/',
        (status, body) => status === 404 && body === 'GET /metrics\n',
      );
    }
  }
  await checkDatabase(config, process.env);
  await checkWebhookHere(config);
  return report();
}

let reported = false;
function report(): number {
  reported = true;
  const label: Record<Level, string> = { ok: 'ok   ', warn: 'WARN ', error: 'ERROR' };
  console.log(`slovencina doctor (${resolve(repoRoot)})`);
  for (const finding of findings) {
    console.log(`  ${label[finding.level]} ${finding.what}`);
    if (finding.fix) console.log(`        fix: ${finding.fix}`);
  }
  const errors = findings.filter((finding) => finding.level === 'error').length;
  const warnings = findings.filter((finding) => finding.level === 'warn').length;
  console.log(
    errors > 0
      ? `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}: fix the errors before starting (exit 1)`
      : `no errors${warnings > 0 ? `, ${warnings} warning${warnings === 1 ? '' : 's'}` : ''}: ready to start`,
  );
  return errors > 0 ? 1 : 0;
}

// A check whose promise never settles and holds no handle would let Node exit 0 with nothing said.
process.on('beforeExit', () => {
  if (reported) return;
  error(
    'a check never finished (the last one listed above was the last to finish)',
    'run the doctor again; report it if it repeats',
  );
  process.exit(report());
});

main().then(
  (code) => process.exit(code),
  (failure: unknown) => {
    console.error(failure instanceof Error ? failure.stack : failure);
    process.exit(1);
  },
);
