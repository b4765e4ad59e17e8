/**
 * The upgrade procedure of docs/DEPLOY.md, end to end on this machine: two instances of release OLD
 * on PostgreSQL behind nginx with TLS (the shipped deploy/nginx/slovencina.conf, only its ports,
 * certificate and name changed), learners loading and writing through nginx all along, then the
 * upgrade to release NEW exactly as written (install beside, doctor, switch the symlinks, restart
 * one instance at a time, each instance running the doctor first like the unit's ExecStartPre).
 * Afterwards, a page opened before the upgrade asks for every chunk only OLD had.
 *
 *   npm run release && (another commit or TELEGRAM_APP_URL) npm run release -- --out /tmp/new
 *   node --import tsx bench/rolling-upgrade.mts --old release/slovencina-A --new /tmp/new/slovencina-B
 *
 * Needs nginx and openssl (apt-get install -y nginx-light openssl) and PostgreSQL (BENCH_DATABASE_URL,
 * a server where the user may create databases; default the CI one). Prints the figures; exit 1 on
 * any failed learner request or old chunk that did not load.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FakeBotApi } from '../server/test/fake-bot-api';
import { signInitData } from '../server/src/auth/init-data';
import { ALLOWED_UPDATES } from '../server/src/modules/bot/webhook';

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const oldRelease = path.resolve(option('--old') ?? '');
const newRelease = path.resolve(option('--new') ?? '');
if (!existsSync(path.join(oldRelease, 'release.json')) || !existsSync(path.join(newRelease, 'release.json'))) {
  console.error('usage: node --import tsx bench/rolling-upgrade.mts --old <release folder> --new <release folder>');
  process.exit(2);
}
const repo = path.resolve(import.meta.dirname, '..');
const basePort = Number(process.env.BENCH_BASE_PORT ?? 9220);
const ports = {
  app: [basePort + 1, basePort + 2],
  metrics: [basePort + 11, basePort + 12],
  http: basePort + 20,
  https: basePort + 23,
};
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://app_ci:app_ci@127.0.0.1:5432/app_ci';
const dbName = `h36b_rolling_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).href;
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 8);
const TOKEN = '123456789:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-ZE';
const SECRET = 'bench-rolling-upgrade-secret-0123456789';
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

// The operator's layout: /srv/slovencina/{releases/<name>, current, previous}.
const base = mkdtempSync(path.join(tmpdir(), 'h36b-rolling-'));
mkdirSync(path.join(base, 'releases'));
const link = (target: string, name: string) => {
  // ln -sfn <target> <name>.new && mv -T <name>.new <name>: an atomic switch.
  symlinkSync(target, path.join(base, `${name}.new`));
  renameSync(path.join(base, `${name}.new`), path.join(base, name));
};
symlinkSync(oldRelease, path.join(base, 'releases', 'old'));
symlinkSync(newRelease, path.join(base, 'releases', 'new'));
link('releases/old', 'current');

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);

const fake = await new FakeBotApi().start();
const miniAppUrl = `https://localhost:${ports.https}/`;
fake.webhook = {
  url: `${miniAppUrl}api/telegram/webhook`,
  secret_token: SECRET,
  allowed_updates: [...ALLOWED_UPDATES],
  pending_update_count: 0,
};

/** KEY=VALUE lines of an env file as systemd reads them (comments and blanks skipped). */
const readEnv = (file: string, replace: (text: string) => string = (text) => text) =>
  Object.fromEntries(
    replace(readFileSync(file, 'utf8'))
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
const shared = {
  ...readEnv(path.join(repo, 'deploy/slovencina.env.example')),
  DATABASE_URL: databaseUrl,
  BOT_TOKEN: TOKEN,
  BOT_WEBHOOK_SECRET: SECRET,
  MINI_APP_URL: miniAppUrl,
  ADMIN_TELEGRAM_IDS: '1',
  TELEGRAM_API_ROOT: fake.apiRoot,
  PREVIOUS_RELEASE: path.join(base, 'previous'),
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  LOG_LEVEL: 'warn',
};
delete shared.REMOTES_CONFIG;
const instanceEnv = (n: number) => ({
  ...shared,
  ...readEnv(path.join(repo, `deploy/instances/${n}.env`), (text) =>
    text
      .replace(/PORT=808(\d)/, (_, i) => `PORT=${ports.app[Number(i) - 1]}`)
      .replace(/METRICS_PORT=908(\d)/, (_, i) => `METRICS_PORT=${ports.metrics[Number(i) - 1]}`),
  ),
});

// What the unit does: WorkingDirectory=current (resolved at start), ExecStartPre doctor, ExecStart main.
const instances: Array<ChildProcess | null> = [null, null];
function run(n: number, script: string) {
  const cwd = path.join(base, 'current');
  return spawn(process.execPath, [path.join(cwd, script)], {
    cwd,
    env: { PATH: process.env.PATH!, ...instanceEnv(n) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
async function doctor(n: number): Promise<string> {
  const child = run(n, 'server/dist/doctor.js');
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  const code = await new Promise((done) => child.on('close', done));
  if (code !== 0) throw new Error(`doctor for instance ${n} failed:\n${out}`);
  return out;
}
async function waitReady(n: number) {
  for (let tries = 0; tries < 600; tries += 1) {
    const ready = await fetch(`http://127.0.0.1:${ports.app[n - 1]}/api/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (ready === 200) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`instance ${n} not ready within 60 s`);
}
async function start(n: number) {
  await doctor(n);
  const child = run(n, 'server/dist/main.js');
  // Read both streams: a pipe nobody reads fills and blocks the server's writes.
  child.stdout!.on('data', (chunk) => appendFileSync(path.join(base, 'logs', `instance-${n}.log`), chunk));
  child.stderr!.on('data', (chunk) => process.stderr.write(`[instance ${n}] ${chunk}`));
  instances[n - 1] = child;
  await waitReady(n);
}
async function stop(n: number) {
  const child = instances[n - 1]!;
  const exited = new Promise((done) => child.on('exit', done));
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`instance ${n} exited ${code} on SIGTERM`);
}

// nginx: the shipped site, with this machine's ports, a self-signed certificate and its own prefix.
const certificate = spawnSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-days',
    '1',
    '-keyout',
    path.join(base, 'key.pem'),
    '-out',
    path.join(base, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);
if (certificate.status !== 0) throw new Error('openssl failed');
const site = readFileSync(path.join(repo, 'deploy/nginx/slovencina.conf'), 'utf8')
  .replace('127.0.0.1:8081', `127.0.0.1:${ports.app[0]}`)
  .replace('127.0.0.1:8082', `127.0.0.1:${ports.app[1]}`)
  .replace(/listen (\[::\]:)?80;/g, (_, v6) => (v6 ? '' : `listen 127.0.0.1:${ports.http};`))
  .replace(/listen (\[::\]:)?443 ssl http2;/g, (_, v6) => (v6 ? '' : `listen 127.0.0.1:${ports.https} ssl http2;`))
  .replaceAll('app.example.org', 'localhost')
  .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${path.join(base, 'cert.pem')};`)
  .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${path.join(base, 'key.pem')};`);
writeFileSync(path.join(base, 'slovencina.conf'), site);
for (const dir of ['logs', 'tmp']) mkdirSync(path.join(base, dir));
writeFileSync(
  path.join(base, 'nginx.conf'),
  `pid ${base}/nginx.pid;\nerror_log ${base}/logs/error.log warn;\nevents { worker_connections 1024; }\nhttp {\n` +
    `  access_log ${base}/logs/access.log;\n  client_body_temp_path ${base}/tmp/body;\n  proxy_temp_path ${base}/tmp/proxy;\n` +
    `  fastcgi_temp_path ${base}/tmp/fastcgi;\n  uwsgi_temp_path ${base}/tmp/uwsgi;\n  scgi_temp_path ${base}/tmp/scgi;\n` +
    `  include ${base}/slovencina.conf;\n}\n`,
);
const nginxTest = spawnSync('nginx', ['-t', '-p', base, '-c', path.join(base, 'nginx.conf')], { encoding: 'utf8' });
if (nginxTest.status !== 0) throw new Error(`nginx -t: ${nginxTest.stderr}`);

let nginx: ChildProcess | null = null;
const cleanup = async () => {
  nginx?.kill('SIGQUIT');
  for (const child of instances) child?.kill('SIGTERM');
  await fake.close();
  await new Promise((done) => setTimeout(done, 1500));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  // nginx's error log and the instances' logs outlive the run, for a look at what failed.
  cpSync(path.join(base, 'logs'), path.join(tmpdir(), `rolling-upgrade-logs-${Date.now()}`), { recursive: true });
  await admin.end();
  rmSync(base, { recursive: true, force: true });
};

try {
  log(`old ${path.basename(oldRelease)}, new ${path.basename(newRelease)}; PostgreSQL ${dbName}; layout in ${base}`);
  await start(1);
  await start(2);
  nginx = spawn('nginx', ['-p', base, '-c', path.join(base, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  const agent = new https.Agent({ keepAlive: true, rejectUnauthorized: false, maxSockets: LEARNERS * 2 });
  const request = (method: string, url: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<number>((done) => {
      const req = https.request(
        `https://localhost:${ports.https}${url}`,
        { method, agent, headers, timeout: 30_000 },
        (response) => {
          response.resume();
          response.on('end', () => done(response.statusCode ?? 0));
          response.on('error', () => done(-1));
        },
      );
      req.on('error', () => done(-1));
      req.on('timeout', () => req.destroy());
      req.end(body);
    });
  for (let tries = 0; (await request('GET', '/api/health')) !== 200; tries += 1) {
    if (tries > 100) throw new Error('nginx does not answer');
    await new Promise((done) => setTimeout(done, 100));
  }
  log('two instances of the old release ready behind nginx (TLS)');

  // Hashed files of a release, as URL paths.
  const hashedFiles = (release: string) => {
    const apps = JSON.parse(readFileSync(path.join(release, 'remotes.config.json'), 'utf8')) as {
      remotes: Array<{ folder: string }>;
    };
    const files: string[] = [];
    for (const [folder, prefix] of [
      ['shell', '/'],
      ...apps.remotes.map((remote) => [remote.folder, `/remotes/${remote.folder}/`]),
    ] as const) {
      const walk = (dir: string, rel: string) => {
        for (const entry of readdirSync(dir, { withFileTypes: true })) {
          if (entry.isDirectory()) walk(path.join(dir, entry.name), `${rel}${entry.name}/`);
          else if (/[.-][0-9a-f]{8,}\.(?:js|css)$/.test(entry.name)) files.push(`${prefix}${rel}${entry.name}`);
        }
      };
      walk(path.join(release, folder, 'dist'), '');
    }
    return files;
  };
  const oldFiles = hashedFiles(oldRelease);
  const newFiles = new Set(hashedFiles(newRelease));
  const oldOnly = oldFiles.filter((file) => !newFiles.has(file));
  const assets = oldFiles.filter((file) => newFiles.has(file));

  // Learners: each signs in, then loads pages, assets and its profile, and writes, until told to stop.
  const counts = new Map<string, number>();
  let failures = 0;
  let requests = 0;
  let stopping = false;
  const count = (what: string, status: number) => {
    requests += 1;
    const ok = status > 0 && status < 500 && !(status === 404 && what !== 'POST client error');
    if (!ok) failures += 1;
    const key = `${what} ${status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const learner = async (n: number) => {
    const user = { id: 700_000_000 + n, first_name: 'Učiaci', last_name: String(n), username: `bench_${n}`, language_code: 'sk' };
    const auth = { authorization: `tma ${signInitData(user, TOKEN, { signature: 'YmVuY2g' })}` };
    for (let round = 0; !stopping; round += 1) {
      count('GET /api/users/me', await request('GET', '/api/users/me', auth));
      count('GET page', await request('GET', '/blog/3', { accept: 'text/html' }));
      count('GET /remotes.json', await request('GET', '/remotes.json'));
      count('GET asset', await request('GET', assets[(n * 7 + round) % assets.length]!));
      count(
        'POST subscription',
        await request('POST', '/api/subscription/request?code=basic', { ...auth, 'content-type': 'application/json' }, '{}'),
      );
    }
  };
  const load = Array.from({ length: LEARNERS }, (_, n) => learner(n));
  await new Promise((done) => setTimeout(done, 3_000));
  const before = requests;
  log(`load running: ${LEARNERS} learners, ${before} requests in the first 3 s`);

  // The upgrade, as docs/DEPLOY.md writes it.
  const upgradeStarted = Date.now();
  link('releases/new', 'current.candidate');
  // doctor of the new release with instance 1's environment, while the old instances still run
  // (their ports answer as this app: a warning, not an error).
  // Not spawnSync: the fake Bot API the doctor asks lives in this process.
  const candidate = spawn(process.execPath, [path.join(base, 'current.candidate/server/dist/doctor.js')], {
    cwd: path.join(base, 'current.candidate'),
    env: { PATH: process.env.PATH!, ...instanceEnv(1) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let candidateSaid = '';
  candidate.stdout!.on('data', (chunk) => (candidateSaid += chunk));
  const candidateCode = await new Promise((done) => candidate.on('close', done));
  if (candidateCode !== 0) throw new Error(`doctor of the new release:\n${candidateSaid}`);
  log(`doctor of the new release, instances still running: ${/^no errors.*$/m.exec(candidateSaid)?.[0]}`);
  rmSync(path.join(base, 'current.candidate'));
  link('releases/old', 'previous');
  link('releases/new', 'current');
  for (const n of [1, 2]) {
    await stop(n);
    await start(n);
    log(`instance ${n} restarted on the new release (ready)`);
    // As docs/DEPLOY.md says: nginx left the instance out for fail_timeout (2 s) after its
    // restart refused a connection; the next restart waits until nginx uses it again.
    await new Promise((done) => setTimeout(done, 5_000));
  }
  const upgradeMs = Date.now() - upgradeStarted;
  await new Promise((done) => setTimeout(done, 2_000));
  stopping = true;
  await Promise.all(load);

  // A page opened before the upgrade: every chunk only the old release had, through nginx.
  let oldLoaded = 0;
  let oldMissing = 0;
  for (const file of oldOnly) {
    if ((await request('GET', file)) === 200) oldLoaded += 1;
    else oldMissing += 1;
  }
  const entry = await request('GET', '/remotes/mf-settings/remoteEntry.js');

  log('done');
  console.log(`\nrolling upgrade behind nginx (TLS, HTTP/1.1 keep-alive), ${LEARNERS} learners, PostgreSQL`);
  console.log(`  upgrade (doctor, switch, two restarts one at a time): ${(upgradeMs / 1000).toFixed(1)} s`);
  console.log(`  learner requests: ${requests}, failed: ${failures} (5xx, network errors, a 404 for a page or asset)`);
  for (const [key, value] of [...counts].sort()) console.log(`    ${key}: ${value}`);
  console.log(
    `  chunks only the old release had: ${oldOnly.length} (of ${oldFiles.length} hashed files); fetched after the upgrade: ${oldLoaded} × 200, ${oldMissing} failed`,
  );
  console.log(`  new remoteEntry.js: ${entry}`);
  process.exitCode = failures === 0 && oldMissing === 0 ? 0 : 1;
} finally {
  await cleanup();
}
