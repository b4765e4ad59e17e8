/**
 * The outbox under load: two server instances (two processes, `npm start`'s entry point) on one
 * PostgreSQL drain N queued messages against the fake Bot API (test/fake-bot-api.ts), which
 * enforces Telegram's pace itself (30 messages a second overall, one a second per chat, 429 with
 * retry_after otherwise). Prints the time, the 429s seen and duplicates (must be 0).
 *
 *   BENCH_DATABASE_URL=postgres://app_ci:app_ci@127.0.0.1:5432/app_bot_bench \
 *     node --import tsx bench/bot-outbox.mts [--messages 10000] [--chats 5000] [--cpu-load 0]
 *
 * `--cpu-load N` keeps N busy-looping processes running meanwhile (CPU pressure that stretches
 * the time between a claim and its request leaving); with fewer chats than messages each chat
 * gets several, so the per-chat pace is what is measured.
 *
 * The database must be one you can wipe: the bench recreates its schema `bench_outbox` in it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { FakeBotApi } from '../server/test/fake-bot-api';
import { schemaUrl, startServerProcess } from './server-process.mts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const messages = option('messages', 10_000);
const chats = option('chats', 5_000);
const cpuLoad = option('cpu-load', 0);
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required (a database the bench may wipe)');
const schema = 'bench_outbox';

const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
await admin.query(`SET search_path TO ${schema}`);

const fake = await new FakeBotApi({ perSecond: 30, perChatMs: 1000 }).start();
const databaseUrl = schemaUrl(url, schema);

/** One instance with its bot against the fake Bot API and its outbox worker running. */
async function instance(): Promise<ChildProcess> {
  const { child } = await startServerProcess({
    databaseUrl,
    output: 'stderr',
    env: {
      BOT_TOKEN: '123456:bench-token',
      BOT_WEBHOOK_SECRET: 'bench-secret',
      MINI_APP_URL: 'https://app.example.test/',
      TELEGRAM_API_ROOT: fake.apiRoot,
      LOG_LEVEL: 'warn',
    },
  });
  return child;
}

console.log(
  `outbox bench: ${messages} messages to ${chats} chats, two instances, PostgreSQL, fake Bot API at 30/s and 1/s per chat, ${cpuLoad} busy processes`,
);
// One instance first: it migrates and seeds; the second then finds the schema ready.
const first = await instance();
const second = await instance();
const burners = Array.from({ length: cpuLoad }, () =>
  spawn(process.execPath, ['-e', 'for (;;) Math.sqrt(Math.random())'], { stdio: 'ignore' }),
);

await admin.query('BEGIN');
await admin.query(
  `INSERT INTO users (telegram_id, first_name) SELECT 800000000 + g, 'Bench ' || g FROM generate_series(1, $1) g`,
  [chats],
);
await admin.query(
  `INSERT INTO outbox (user_id, kind, subject, toggle, payload)
   SELECT u.id, 'bench', 'bench:' || g, NULL, jsonb_build_object('message', jsonb_build_object('text', 'Správa č. ' || g))
   FROM generate_series(1, $1) g JOIN users u ON u.telegram_id = 800000000 + 1 + (g - 1) % $2`,
  [messages, chats],
);
await admin.query('COMMIT');
const started = Date.now();

await fake.until(() => (fake.counts.get('sendMessage') ?? 0) - fake.rateLimited >= messages, 60 * 60_000);
const elapsed = (Date.now() - started) / 1000;
for (const burner of burners) burner.kill('SIGKILL');
// SIGTERM: each instance finishes its batch and records the results, then exits.
await Promise.all(
  [first, second].map((child) => {
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  }),
);

const delivered = fake.callsOf('sendMessage').length - fake.rateLimited;
const [{ byInstance, statuses }] = (
  await admin.query(
    `SELECT (SELECT json_object_agg(claimed_by, n) FROM (SELECT claimed_by, count(*) n FROM outbox WHERE kind = 'bench' GROUP BY 1) x) AS "byInstance",
            (SELECT json_object_agg(status, n) FROM (SELECT status, count(*) n FROM outbox WHERE kind = 'bench' GROUP BY 1) y) AS statuses`,
  )
).rows as [{ byInstance: Record<string, number>; statuses: Record<string, number> }];
// Duplicates: a message Telegram (the fake) accepted more than once; refused tries do not count.
const accepted = new Map<string, number>();
for (const call of fake.callsOf('sendMessage'))
  if (call.status === 200) accepted.set(String(call.params.text), (accepted.get(String(call.params.text)) ?? 0) + 1);
const duplicates = [...accepted.values()].filter((n) => n > 1).length;
// The smallest gap the fake saw between two requests to one chat (Telegram wants 1 s).
const lastByChat = new Map<string, number>();
let minGap = Infinity;
for (const call of fake.callsOf('sendMessage')) {
  const chat = String(call.params.chat_id);
  const last = lastByChat.get(chat);
  if (last !== undefined) minGap = Math.min(minGap, call.at - last);
  lastByChat.set(chat, call.at);
}

console.log(`time to drain:        ${elapsed.toFixed(1)} s (${(delivered / elapsed).toFixed(1)} messages/s)`);
console.log(`delivered:            ${delivered}`);
console.log(
  `429s seen:            ${fake.rateLimited} (overall pace ${fake.rateLimitedOverall}, per chat ${fake.rateLimitedPerChat})`,
);
console.log(`duplicates:           ${duplicates}`);
console.log(`smallest gap, 1 chat: ${minGap === Infinity ? '-' : `${minGap} ms`}`);
console.log(`distinct delivered:   ${accepted.size}`);
console.log(`rows by instance:     ${JSON.stringify(byInstance)}`);
console.log(`rows by status:       ${JSON.stringify(statuses)}`);
await admin.query(`DROP SCHEMA ${schema} CASCADE`);
await admin.end();
await fake.close();
process.exit(0);
