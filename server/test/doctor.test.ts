import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { FakeBotApi } from './fake-bot-api';
import { ALLOWED_UPDATES } from '../src/modules/bot/webhook';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const TOKEN = '123456789:AAEhBOweik6ad9r_QXMENQjcrGbqCr4K-ZE';
const SECRET = 'doctor-test-secret_0123456789abcdef';
const HOOK = 'https://app.example.test/api/telegram/webhook';

/** `npm run doctor` as an operator runs it, with only the given environment. */
function doctor(env: Record<string, string>): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/doctor.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH!, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.on('close', (code, signal) => resolve({ code, stdout: `${stdout}${signal ? `\n(${signal})` : ''}` }));
  });
}

const listen = (server: Server) =>
  new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)));
const freePort = async () => {
  const server = createServer();
  const port = await listen(server);
  await new Promise((done) => server.close(done));
  return port;
};

describe('npm run doctor: the environment an instance would start with, each finding with its fix', () => {
  let fake: FakeBotApi;
  let liveRoot: string;
  let demoRoot: string;
  before(async () => {
    fake = await new FakeBotApi().start();
    liveRoot = mkdtempSync(join(tmpdir(), 'doctor-live-'));
    demoRoot = mkdtempSync(join(tmpdir(), 'doctor-demo-'));
    for (const [root, body] of [
      [liveRoot, 'fetch("/api/users/me")'],
      [demoRoot, 'http.get("/demo/init-data")'],
    ] as const) {
      mkdirSync(join(root, 'shell/dist'), { recursive: true });
      writeFileSync(join(root, 'shell/dist/index.html'), '<!doctype html>');
      writeFileSync(join(root, 'shell/dist/main.1234abcd.js'), body);
    }
  });
  after(async () => {
    await fake.close();
    rmSync(liveRoot, { recursive: true, force: true });
    rmSync(demoRoot, { recursive: true, force: true });
  });

  const good = (port: number, metricsPort: number) => ({
    BOT_TOKEN: TOKEN,
    BOT_WEBHOOK_SECRET: SECRET,
    MINI_APP_URL: 'https://app.example.test/',
    TELEGRAM_API_ROOT: fake.apiRoot,
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    TRUST_PROXY: '127.0.0.1',
    STATIC_ROOT: liveRoot,
    ...(process.env.TEST_DATABASE_URL ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : { DATA_DIR: join(liveRoot, 'pglite') }),
  });

  it('a good environment: every check ok, exit 0', async () => {
    fake.webhook = { url: HOOK, secret_token: SECRET, allowed_updates: [...ALLOWED_UPDATES], pending_update_count: 0 };
    const { code, stdout } = await doctor(good(await freePort(), await freePort()));
    assert.equal(code, 0, stdout);
    assert.match(stdout, /ok {4}BOT_TOKEN: bot 123456789/);
    assert.match(stdout, /ok {4}front end: live build/);
    assert.match(stdout, new RegExp(`ok {4}webhook: Telegram delivers to ${HOOK}`));
    assert.doesNotMatch(stdout, /ERROR/);
    if (process.env.TEST_DATABASE_URL) assert.match(stdout, /ok {4}DATABASE_URL: PostgreSQL at .* answers/);
  });

  it('a broken one: a demo build, a taken metrics port, the webhook elsewhere, an unreachable database; each with its fix, exit 1', async () => {
    fake.webhook = { url: 'https://old-host.example/hook', allowed_updates: ['message'], pending_update_count: 0 };
    // Another program on the metrics port (it answers nothing this app would).
    const taken = createServer((socket) => socket.destroy());
    const takenPort = await listen(taken);
    try {
      const { code, stdout } = await doctor({
        ...good(await freePort(), takenPort),
        STATIC_ROOT: demoRoot,
        DATA_DIR: join(demoRoot, 'pglite'),
        DATABASE_URL: 'postgres://nobody:wrong@127.0.0.1:1/none',
      });
      assert.equal(code, 1, `doctor said:\n${stdout}`);
      assert.match(stdout, /ERROR the front end in .* is a demo build \(shell\/dist\/main\.1234abcd\.js\)/);
      assert.match(
        stdout,
        new RegExp(
          `ERROR METRICS_PORT ${takenPort} on 127\\.0\\.0\\.1: in use by another process\\n\\s+fix: give every instance its own METRICS_PORT`,
        ),
      );
      assert.match(
        stdout,
        /ERROR webhook: .*points elsewhere: https:\/\/old-host\.example\/hook[^\n]*\n\s+fix: npm run bot -- set-webhook/,
      );
      assert.match(stdout, /ERROR DATABASE_URL: PostgreSQL at 127\.0\.0\.1:1\/none unreachable/);
      assert.match(stdout, /\d errors?, \d warnings?: fix the errors before starting \(exit 1\)/);
    } finally {
      await new Promise((done) => taken.close(done));
    }
  });

  it('demo mode, a malformed token and a malformed variable are errors', async () => {
    const port = await freePort();
    const demo = await doctor({ PORT: String(port), STATIC_ROOT: liveRoot, DATA_DIR: join(liveRoot, 'pglite') });
    assert.equal(demo.code, 1);
    assert.match(demo.stdout, /ERROR BOT_TOKEN is unset: the server would run in demo mode/);
    const shape = await doctor({ ...good(port, await freePort()), BOT_TOKEN: 'not-a-token' });
    assert.equal(shape.code, 1);
    assert.match(shape.stdout, /ERROR BOT_TOKEN does not look like a bot token/);
    const malformed = await doctor({ ...good(port, await freePort()), METRICS_PORT: 'ninety' });
    assert.equal(malformed.code, 1);
    assert.match(malformed.stdout, /ERROR Invalid environment: METRICS_PORT/);
  });

  it('the server itself refuses to start in live mode from a demo build, and says what to do', async () => {
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH!,
          ...good(0, 0),
          METRICS_PORT: '',
          DATA_DIR: join(demoRoot, 'pglite'),
          DATABASE_URL: '',
          STATIC_ROOT: demoRoot,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('close', (exitCode) => resolve({ code: exitCode, stdout: out }));
    });
    assert.equal(code, 1, stdout);
    assert.match(stdout, /refusing to start in live mode \(BOT_TOKEN is set\) with a demo build of the front end/);
    assert.match(stdout, /APP_DEMO=0/);
    assert.doesNotMatch(stdout, /database ready/, 'nothing opened before the check');
  });
});
