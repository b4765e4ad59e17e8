import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cloneRepo } from '../support/clone';

/**
 * A new team's first minutes: in a fresh clone, `npm run create-remote -- quiz /quiz` writes a
 * remote that passes the checks, typechecks, tests, builds and renders as it is, and its dev
 * server can be moved off its devPort (`-- --port N`) with the page still loading. The clone is
 * removed afterwards: nothing is left in this checkout.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let clone: string;
const npm = (...args: string[]) =>
  spawnSync('npm', args, { cwd: clone, encoding: 'utf8', env: { ...process.env, CI: 'true', NODE_ENV: '' } });
const ok = (run: ReturnType<typeof npm>) => expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);

test.beforeAll(() => {
  clone = cloneRepo();
  // No npm install in the clone: its node_modules are links to this checkout's (support/clone.ts).
  ok(npm('run', 'create-remote', '--', 'quiz', '/quiz', '--no-install'));
});
test.afterAll(() => rmSync(path.dirname(clone), { recursive: true, force: true }));

test('registers the new remote in remotes.config.json, at the next free dev port', () => {
  const config = JSON.parse(readFileSync(path.join(clone, 'remotes.config.json'), 'utf8')) as {
    remotes: { name: string; folder: string; prefixes: string[]; devPort: number }[];
  };
  const ports = config.remotes.map((remote) => remote.devPort);
  expect(config.remotes.at(-1)).toEqual({ name: 'mf_quiz', folder: 'mf-quiz', prefixes: ['/quiz'], devPort: Math.max(...ports) });
  expect(new Set(ports).size).toBe(ports.length);
  // A second remote at a taken prefix is refused before anything is written.
  const again = npm('run', 'create-remote', '--', 'kviz', '/quiz', '--no-install');
  expect(again.status).not.toBe(0);
  expect(again.stderr).toContain('/quiz belongs to mf-quiz');
  expect(existsSync(path.join(clone, 'mf-kviz'))).toBe(false);
});

test('passes the checks, typechecks, and its own tests run with npm test -w', () => {
  ok(npm('run', 'check:remotes'));
  ok(npm('run', 'typecheck', '-w', 'mf-quiz'));
  const run = npm('test', '-w', 'mf-quiz');
  ok(run);
  // eslint-disable-next-line no-control-regex -- Jest colours its summary
  expect(run.stderr.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests: +2 passed, 2 total/);
});

test('builds for production, with the registration.js the shell reads', () => {
  ok(npm('run', 'build', '-w', 'mf-quiz'));
  const registration = readFileSync(path.join(clone, 'mf-quiz/dist/registration.js'), 'utf8');
  expect(registration).toContain('mf_quiz');
  expect(registration).toContain('/quiz');
  expect(existsSync(path.join(clone, 'mf-quiz/dist/mf-manifest.json'))).toBe(true);
});

test.describe('its dev server on a port of its own choosing', () => {
  let dev: ChildProcess;
  let port: number;

  test.beforeAll(async () => {
    port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    dev = spawn('npm', ['run', 'dev', '-w', 'mf-quiz', '--', '--port', String(port)], {
      cwd: clone,
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: '' },
    });
    for (const started = Date.now(); ;) {
      if (dev.exitCode !== null) throw new Error('npm run dev -w mf-quiz exited');
      const up = await fetch(`http://localhost:${port}/mf-manifest.json`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() - started > 150_000) throw new Error(`mf-quiz's dev server did not answer on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });
  test.afterAll(() => {
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  });

  test('renders its screen alone, its scripts loaded from that port', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).host);
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://localhost:${port}/quiz`);
    await expect(page.getByRole('heading', { name: 'Quiz' })).toBeVisible();
    await expect(page.getByText('Táto sekcia je pripravená.')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([`localhost:${port}`]));
    expect(errors).toEqual([]);
  });
});
