import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpAndActivate } from '../support/app';
import { root } from '../support/remote-build';

/**
 * `npm run dev` (scripts/dev.mjs): the API server and every app's dev server in watch mode, the
 * shell on :3000 loading each remote from its own port through the remotes.json its dev server
 * answers. Once broken without a test noticing (the dev server's app changed from express to
 * connect), so it is driven here like a developer would: open the shell, reach a remote.
 */
const config = JSON.parse(readFileSync(path.join(root, 'remotes.config.json'), 'utf8')) as {
  shell: { devPort: number };
  remotes: { name: string; devPort: number }[];
};
const shellUrl = `http://localhost:${config.shell.devPort}`;

/** Whether something answers at `url` (any answer short of a server error: the API says 401 to no one). */
async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.status < 500,
    () => false,
  );
}

test.describe('npm run dev', () => {
  let dev: ChildProcess;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-dev-'));
    dev = spawn(process.execPath, [path.join(root, 'scripts/dev.mjs')], {
      cwd: root,
      // Its own group, so that the watchers it starts stop with it.
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, PORT: '8080', HOST: '127.0.0.1', DATA_DIR: dataDir, BOT_TOKEN: '', DATABASE_URL: '' },
    });
    const ready = [
      `${shellUrl}/remotes.json`,
      ...config.remotes.map((remote) => `http://localhost:${remote.devPort}/mf-manifest.json`),
      'http://127.0.0.1:8080/api/users/me',
    ];
    for (const started = Date.now(); ;) {
      if (dev.exitCode !== null) throw new Error('npm run dev exited');
      if ((await Promise.all(ready.map(answers))).every(Boolean)) break;
      if (Date.now() - started > 200_000) throw new Error(`npm run dev did not serve ${ready.join(', ')} in 200 s`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });

  test.afterAll(() => {
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test.use({ baseURL: shellUrl });

  test('the shell serves remotes.json pointing at each remote’s dev server', async ({ request }) => {
    const locations = (await (await request.get(`${shellUrl}/remotes.json`)).json()) as Record<string, string>;
    for (const remote of config.remotes) {
      expect(locations[remote.name]).toBe(`http://localhost:${remote.devPort}/mf-manifest.json`);
    }
  });

  test('a new user reaches /main and opens a remote’s screen from its dev server', async ({ page }) => {
    const fromDevServer: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`http://localhost:${config.remotes.find((r) => r.name === 'mf_blog')!.devPort}/`)) {
        fromDevServer.push(new URL(request.url()).pathname);
      }
    });
    await signUpAndActivate(page, 'Vývojár');
    await page.getByRole('link', { name: /Blog/ }).click();
    await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
    expect(fromDevServer).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  });
});
