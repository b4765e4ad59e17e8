import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { demoBotConfig, DEFAULT_TUNING } from '../src/modules/bot/index';
import { createApi } from '../src/modules/bot/runtime';
import { ALLOWED_UPDATES, checkWebhook } from '../src/modules/bot/webhook';
import { FakeBotApi } from './fake-bot-api';
import { createTestApp, SAME_ON_EVERY_ENGINE, TEST_BOT_TOKEN } from './helpers';

const SECRET = 'webhook-secret_for-tests';
const APP_URL = 'https://app.example.test/';
const HOOK = 'https://app.example.test/api/telegram/webhook';
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** `npm run bot -- <args>` as an operator runs it (the command package.json names), against the fake. */
function bot(fake: FakeBotApi, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli/bot.ts', ...args],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH,
          BOT_TOKEN: TEST_BOT_TOKEN,
          BOT_WEBHOOK_SECRET: SECRET,
          MINI_APP_URL: APP_URL,
          TELEGRAM_API_ROOT: fake.apiRoot,
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// The CLI opens no database, and the start's check reads Telegram's answer, not a table.
describe('npm run bot: the webhook as a deployment step', { skip: SAME_ON_EVERY_ENGINE }, () => {
  let fake: FakeBotApi;
  before(async () => {
    fake = await new FakeBotApi().start();
  });
  after(() => fake.close());

  it("set-webhook gives Telegram this server's URL, the secret and the handled update types; keeps pending updates unless asked", async () => {
    fake.webhook = { url: '', pending_update_count: 7 };
    const set = await bot(fake, 'set-webhook');
    assert.equal(set.code, 0, set.stderr);
    assert.match(set.stdout, /webhook set: https:\/\/app\.example\.test\/api\/telegram\/webhook/);
    const [call] = fake.callsOf('setWebhook').slice(-1);
    assert.deepEqual(call!.params, {
      url: HOOK,
      secret_token: SECRET,
      allowed_updates: [...ALLOWED_UPDATES],
      drop_pending_updates: false,
    });
    assert.equal(fake.webhook.pending_update_count, 7);

    const dropped = await bot(fake, 'set-webhook', '--drop-pending-updates');
    assert.equal(dropped.code, 0, dropped.stderr);
    assert.equal(fake.callsOf('setWebhook').slice(-1)[0]!.params.drop_pending_updates, true);
    assert.equal(fake.webhook.pending_update_count, 0);
  });

  it('webhook-info prints what Telegram has and exits 1 when it points elsewhere', async () => {
    fake.webhook = { url: HOOK, secret_token: SECRET, allowed_updates: [...ALLOWED_UPDATES], pending_update_count: 3 };
    const ours = await bot(fake, 'webhook-info');
    assert.equal(ours.code, 0, ours.stderr);
    const printed = JSON.parse(ours.stdout);
    assert.equal(printed.url, HOOK);
    assert.equal(printed.expected, HOOK);
    assert.equal(printed.pending_update_count, 3);
    assert.equal(ours.stderr, '');

    fake.webhook = { url: 'https://old-server.example/hook', allowed_updates: ['message'], pending_update_count: 0 };
    const elsewhere = await bot(fake, 'webhook-info');
    assert.equal(elsewhere.code, 1);
    assert.match(
      elsewhere.stderr,
      /points elsewhere: https:\/\/old-server\.example\/hook, not https:\/\/app\.example\.test\/api\/telegram\/webhook/,
    );
  });

  it('delete-webhook removes it, dropping pending updates only when asked; bad commands exit 2', async () => {
    fake.webhook = { url: HOOK, pending_update_count: 2 };
    const deleted = await bot(fake, 'delete-webhook');
    assert.equal(deleted.code, 0, deleted.stderr);
    assert.equal(fake.callsOf('deleteWebhook').slice(-1)[0]!.params.drop_pending_updates, false);
    assert.equal(fake.webhook.url, '');
    assert.equal(fake.webhook.pending_update_count, 2);

    const calls = fake.calls.length;
    assert.equal((await bot(fake, 'set-hook')).code, 2);
    assert.equal((await bot(fake, 'set-webhook', '--force')).code, 2);
    assert.equal(fake.calls.length, calls, 'nothing reached the Bot API');
  });
});

describe('the server warns at start when the webhook is not its own', { skip: SAME_ON_EVERY_ENGINE }, () => {
  let fake: FakeBotApi;
  before(async () => {
    fake = await new FakeBotApi().start();
  });
  after(() => fake.close());

  const config = () =>
    demoBotConfig({
      token: TEST_BOT_TOKEN,
      apiRoot: fake.apiRoot,
      webhookSecret: SECRET,
      miniAppUrl: APP_URL,
      tuning: DEFAULT_TUNING,
    });

  it('logs a warning naming both URLs when the webhook points elsewhere', async () => {
    fake.webhook = { url: 'https://old-server.example/hook', allowed_updates: [...ALLOWED_UPDATES], pending_update_count: 0 };
    const stream = new PassThrough();
    const warned = new Promise<Record<string, unknown>>((resolve) => {
      stream.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
          const entry = JSON.parse(line) as Record<string, unknown>;
          if (String(entry.msg).includes('webhook')) resolve(entry);
        }
      });
    });
    const { app } = await createTestApp({ demoContent: false, bot: config(), logStream: stream });
    try {
      const entry = await warned;
      assert.equal(entry.level, 40);
      assert.match(String(entry.msg), /points elsewhere: https:\/\/old-server\.example\/hook/);
      assert.equal(entry.expected, HOOK);
    } finally {
      await app.close();
    }
  });

  it('finds nothing to say when Telegram delivers here with the handled types; names a missing type or a failing delivery', async () => {
    const api = createApi(TEST_BOT_TOKEN, fake.apiRoot);
    fake.webhook = { url: HOOK, allowed_updates: [...ALLOWED_UPDATES], pending_update_count: 0 };
    assert.deepEqual((await checkWebhook(api, config())).problems, []);
    fake.webhook = { url: HOOK, allowed_updates: ['message'], pending_update_count: 0, last_error_message: 'Connection refused' };
    const { problems } = await checkWebhook(api, config());
    assert.equal(problems.length, 2);
    assert.match(problems[0]!, /does not send my_chat_member, pre_checkout_query/);
    assert.match(problems[1]!, /last delivery failed .*Connection refused/);
    fake.webhook = { url: '', pending_update_count: 0 };
    assert.match((await checkWebhook(api, config())).problems[0]!, /no webhook is set/);
  });
});
