/**
 * The server reads its environment in one place (src/config.ts) and validates it there; modules
 * get what they need from the config (the bot module's own schema is called from it).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { readConfig } from '../src/config';
import { createTestDb, SAME_ON_EVERY_ENGINE } from './helpers';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/seed/index';

const src = fileURLToPath(new URL('../src/', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe('config: the environment is read in config.ts only', { skip: SAME_ON_EVERY_ENGINE }, () => {
  it('no module but the entry points (main.ts, the cli/ commands, which hand process.env to config.ts) touches process.env', () => {
    const readers = sources(src)
      .filter((path) => /process\.env/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path).replaceAll('\\', '/'));
    assert.deepEqual(readers.sort(), ['cli/backup.ts', 'cli/bot.ts', 'cli/doctor.ts', 'cli/restore.ts', 'main.ts']);
  });

  it('operations: METRICS_PORT/HOST/TOKEN, REMOTES_CONFIG and TRUST_PROXY are read here and checked', () => {
    const none = readConfig({}, '/repo');
    assert.deepEqual(none.metrics, { port: undefined, host: '127.0.0.1', token: undefined });
    assert.equal(none.remotesConfig, undefined);
    assert.equal(none.trustProxy, undefined);
    const set = readConfig(
      {
        METRICS_PORT: '9464',
        METRICS_HOST: '10.0.0.5',
        METRICS_TOKEN: 'a-long-enough-token',
        REMOTES_CONFIG: '/etc/app/remotes.json',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      },
      '/repo',
    );
    assert.deepEqual(set.metrics, { port: 9464, host: '10.0.0.5', token: 'a-long-enough-token' });
    assert.equal(set.remotesConfig, '/etc/app/remotes.json');
    assert.deepEqual(set.trustProxy, ['10.0.0.0/8', '127.0.0.1']);
    assert.equal(readConfig({ TRUST_PROXY: '1' }, '/repo').trustProxy, 1);
    assert.throws(() => readConfig({ METRICS_TOKEN: 'short' }, '/repo'), /METRICS_TOKEN/);
    assert.throws(() => readConfig({ METRICS_PORT: '70000' }, '/repo'), /METRICS_PORT/);
    assert.throws(() => readConfig({ TRUST_PROXY: 'yes please' }, '/repo'), /TRUST_PROXY/);
  });

  it('config.ts sits below the app: it reaches no module, seed or database code, so importing it closes no circle', () => {
    // Relative imports only (packages are not the app's), followed transitively; type-only imports vanish at run time.
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      const source = readFileSync(join(src, file), 'utf8');
      for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'(\.[^']+)'/gm)) {
        visit(relative(src, join(src, file, '..', `${specifier}.ts`)).replaceAll('\\', '/'));
      }
    };
    visit('config.ts');
    // The bot's own settings schema: a leaf that imports zod alone.
    assert.deepEqual([...reached].sort(), ['config.ts', 'modules/bot/config.ts']);
  });

  it('backups: BACKUP_DIR outside the checkout by default (systemd state, else XDG state), retention checked', () => {
    assert.deepEqual(readConfig({ HOME: '/home/school' }, '/repo').backups, {
      dir: '/home/school/.local/state/slovencina/backups',
      keep: 7,
      keepDays: 14,
    });
    assert.equal(
      readConfig({ XDG_STATE_HOME: '/state', HOME: '/home/school' }, '/repo').backups.dir,
      '/state/slovencina/backups',
    );
    assert.equal(
      readConfig({ STATE_DIRECTORY: '/var/lib/slovencina', HOME: '/x' }, '/repo').backups.dir,
      '/var/lib/slovencina/backups',
    );
    const set = readConfig({ BACKUP_DIR: '/srv/backups', BACKUP_KEEP: '30', BACKUP_KEEP_DAYS: '0' }, '/repo').backups;
    assert.deepEqual(set, { dir: '/srv/backups', keep: 30, keepDays: 0 });
    assert.throws(() => readConfig({ BACKUP_DIR: 'backups' }, '/repo'), /BACKUP_DIR: must be an absolute path/);
    assert.throws(() => readConfig({ BACKUP_KEEP: '0' }, '/repo'), /BACKUP_KEEP/);
    assert.throws(() => readConfig({ BACKUP_KEEP_DAYS: 'a week' }, '/repo'), /BACKUP_KEEP_DAYS/);
  });

  it('LOG_LEVEL: info by default, one of pino levels, anything else stops the start naming it', () => {
    assert.equal(readConfig({}, '/repo').logLevel, 'info');
    assert.equal(readConfig({ LOG_LEVEL: 'debug' }, '/repo').logLevel, 'debug');
    assert.equal(readConfig({ LOG_LEVEL: '' }, '/repo').logLevel, 'info');
    assert.throws(() => readConfig({ LOG_LEVEL: 'verbose' }, '/repo'), /LOG_LEVEL/);
  });

  it('SEED_DEMO_CONTENT: demo mode always seeds it; with a real token only when asked', () => {
    const real = { BOT_TOKEN: '1:x', BOT_WEBHOOK_SECRET: 'secret', MINI_APP_URL: 'https://app.example.sk/' };
    assert.equal(readConfig({}, '/repo').demoContent, true);
    assert.equal(readConfig(real, '/repo').demoContent, false);
    assert.equal(readConfig({ ...real, SEED_DEMO_CONTENT: '1' }, '/repo').demoContent, true);
    assert.equal(readConfig({ ...real, SEED_DEMO_CONTENT: 'true' }, '/repo').demoContent, true);
    assert.throws(() => readConfig({ SEED_DEMO_CONTENT: 'yes' }, '/repo'), /SEED_DEMO_CONTENT/);
  });

  it('ADMIN_TELEGRAM_IDS and TEACHER_TELEGRAM_IDS: comma or space separated ids', () => {
    const { staff } = readConfig({ ADMIN_TELEGRAM_IDS: '1, 2 3', TEACHER_TELEGRAM_IDS: '42' }, '/repo');
    assert.deepEqual([...staff.admins], [1, 2, 3]);
    assert.deepEqual([...staff.teachers], [42]);
    assert.deepEqual([...readConfig({}, '/repo').staff.admins], []);
  });

  it('SPEAKING_CHAT_URL: an http(s) URL the seed writes into the speaking tasks', async () => {
    assert.throws(() => readConfig({ SPEAKING_CHAT_URL: 'not a url' }, '/repo'), /SPEAKING_CHAT_URL/);
    const { speakingChatUrl } = readConfig({ SPEAKING_CHAT_URL: 'https://t.me/iny_lektor' }, '/repo');
    const db = await createTestDb();
    try {
      await migrate(db);
      await seed(db, { demo: false, demoContent: true, speakingChatUrl });
      const urls = await db.query<{ url: string }>(
        `SELECT DISTINCT task_data->>'chat_submit_url' AS url FROM activity_tasks WHERE concrete_type = 'SpeakingTask'`,
      );
      assert.deepEqual(
        urls.map((row) => row.url),
        ['https://t.me/iny_lektor'],
      );
    } finally {
      await db.close();
    }
  });
});
