/**
 * What the backup suites share: `npm run backup` / `npm run restore` run as an operator runs them,
 * throwaway PostgreSQL databases and a role of their own, and a watcher of `ps` that proves no
 * password reaches a command line.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
  seconds: number;
}

/** `npm run backup` / `npm run restore` with this environment (and nothing else but PATH). */
export function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<ScriptRun> {
  return new Promise((resolve) => {
    const started = performance.now();
    execFile(
      process.execPath,
      ['--import', 'tsx', `server/src/cli/${script}.ts`, ...args],
      { cwd: repoRoot, env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr, seconds: (performance.now() - started) / 1000 }),
    );
  });
}

import { asAdmin, databaseUrl, withAdmin } from './pg-admin';

export { asAdmin, databaseUrl };

/**
 * Databases named `backup_test_<random>` and, when asked, a login role with a password nobody else
 * uses (so a `ps` line holding it can only come from this suite); `dropAll` removes every database
 * with the prefix this instance made, including those a restore created or moved aside.
 */
export function scratchDatabases() {
  const prefix = `backup_test_${randomBytes(3).toString('hex')}`;
  let counter = 0;
  const roles: string[] = [];
  return {
    prefix,
    async role(): Promise<{ user: string; password: string }> {
      const user = `${prefix}_role`;
      const password = `pw-${randomBytes(12).toString('hex')}`;
      await asAdmin(`CREATE ROLE ${user} LOGIN CREATEDB PASSWORD '${password}'`);
      roles.push(user);
      return { user, password };
    },
    async create(owner?: string): Promise<string> {
      counter += 1;
      const name = `${prefix}_${counter}`;
      await asAdmin(`CREATE DATABASE ${name}${owner ? ` OWNER ${owner}` : ''}`);
      return name;
    },
    dropAll: () =>
      withAdmin(async (client) => {
        const rows = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
          `${prefix}%`,
        ]);
        for (const { datname } of rows.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
        for (const role of roles) await client.query(`DROP ROLE IF EXISTS ${role}`);
      }),
  };
}

export interface PsWatch {
  /** Stops polling and answers what was seen. */
  stop(): Promise<{ samples: number; withPgDump: number; withPgRestore: number; leaks: string[] }>;
}

/**
 * A separate process reading every process's command line every 50 ms (its own event loop, so the
 * test's work cannot slow it), counting the samples that caught pg_dump and pg_restore at work and
 * keeping any line that holds `secret`. It reads /proc where there is one: `ps` forked 20 times a
 * second cost ~0.4 of a core for as long as the suite ran, which on a loaded machine was minutes.
 */
export async function watchPs(secret: string): Promise<PsWatch> {
  const script = `
    const { execFileSync } = require('node:child_process');
    const { existsSync, readdirSync, readFileSync } = require('node:fs');
    const secret = process.env.SECRET;
    const seen = { samples: 0, withPgDump: 0, withPgRestore: 0, leaks: [] };
    const fromProc = () => {
      const lines = [];
      for (const pid of readdirSync('/proc')) {
        if (!/^\\d+$/.test(pid)) continue;
        try {
          lines.push(readFileSync('/proc/' + pid + '/cmdline', 'utf8').split('\\0').join(' ').trim());
        } catch {
          // Gone since the listing.
        }
      }
      return lines;
    };
    const commandLines = existsSync('/proc/self/cmdline')
      ? fromProc
      : () => execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' }).split('\\n');
    const timer = setInterval(() => {
      const lines = commandLines();
      seen.samples += 1;
      if (lines.some((line) => /^\\S*pg_dump\\s/.test(line))) seen.withPgDump += 1;
      if (lines.some((line) => /^\\S*pg_restore\\s/.test(line))) seen.withPgRestore += 1;
      for (const line of lines) if (line.includes(secret) && !seen.leaks.includes(line)) seen.leaks.push(line);
    }, 50);
    process.on('SIGTERM', () => { clearInterval(timer); process.stdout.write(JSON.stringify(seen)); process.exit(0); });
    process.stdout.write('ready\\n');
  `;
  const child = spawn(process.execPath, ['-e', script], {
    env: { PATH: process.env.PATH, SECRET: secret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  await new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.startsWith('ready\n')) resolve();
    }),
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve(JSON.parse(out.replace(/^ready\n/, ''))));
        child.kill('SIGTERM');
      }),
  };
}
