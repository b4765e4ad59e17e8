import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from '../support/csp';
import { buildRemote, root, serveFolder, type StaticHost } from '../support/remote-build';
import { launchUrl, newUser } from '../support/telegram';

/**
 * Production as an operator runs it with a remote on a CDN: the app server (main.ts, its
 * production headers) on one port with REMOTES_CONFIG naming a file outside the build, and
 * mf-blog built for and served by a second static server on another origin. Also where front-end
 * errors reach: the same server counts and logs what the shell reports.
 */
const METRICS_TOKEN = 'e2e-metrics-token-0123456789';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface AppServer {
  origin: string;
  output: string[];
  stop(): Promise<void>;
}

async function startAppServer(env: Record<string, string>): Promise<AppServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_ROOT: root,
      BOT_TOKEN: '',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Up when it answers; the log says so first.
  await expect
    // Migrating and seeding a fresh embedded database takes seconds, minutes on a loaded machine.
    .poll(async () => (await fetch(`${origin}/remotes.json`).catch(() => null))?.status ?? 0, { timeout: 240_000 })
    .toBe(200)
    .catch(async (error: unknown) => {
      await stop();
      throw new Error(`app server did not start: ${String(error)}\n${output.join('')}`);
    });
  return { origin, output, stop };
}

async function signUp(page: Page, origin: string) {
  await page.goto(`${origin}${launchUrl('/', newUser('Cdn'))}`);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Aktivovať' }).click();
  await expect(page.getByRole('heading', { name: 'Ahoj, Cdn' })).toBeVisible();
}

test.describe('a remote served from another origin (a CDN), under the production headers', () => {
  test.setTimeout(240_000);
  let cdnDir: string;
  let cdn: StaticHost;
  let app: AppServer;
  let configDir: string;

  test.beforeAll(async () => {
    test.setTimeout(480_000);
    cdnDir = mkdtempSync(path.join(tmpdir(), 'e2e-cdn-'));
    cdn = await serveFolder(cdnDir);
    buildRemote({ folder: 'mf-blog', outDir: cdnDir, publicPath: `${cdn.origin}/` });
    configDir = mkdtempSync(path.join(tmpdir(), 'e2e-remotes-config-'));
    const built = JSON.parse(readFileSync(path.join(root, 'shell/dist/remotes.json'), 'utf8')) as Record<string, string>;
    const file = path.join(configDir, 'remotes.json');
    writeFileSync(file, JSON.stringify({ ...built, mf_blog: `${cdn.origin}/mf-manifest.json` }, null, 2));
    app = await startAppServer({
      REMOTES_CONFIG: file,
      DATA_DIR: path.join(configDir, 'data'),
      METRICS_TOKEN,
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await cdn?.close();
    rmSync(cdnDir, { recursive: true, force: true });
    rmSync(configDir, { recursive: true, force: true });
  });

  test('the blog loads from the CDN with no CSP violation; the shell build is untouched', async ({ page }) => {
    const violations = await recordCspViolations(page);
    const fromCdn: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(cdn.origin)) fromCdn.push(new URL(request.url()).pathname);
    });
    await signUp(page, app.origin);
    const document = await page.request.get(`${app.origin}/blog`);
    expect(document.headers()['content-security-policy']).toContain(`script-src 'self' ${cdn.origin}`);

    await page.goto(`${app.origin}/blog`);
    await expect(page.getByRole('heading', { name: 'Blog', exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Vianočné zvyky na Slovensku' })).toBeVisible();
    expect(fromCdn).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(cdn.requests).toContain('/remoteEntry.js');
    expect(await violations()).toEqual([]);
    // The built remotes.json still names the same-origin copy: the operator's file is elsewhere.
    expect(readFileSync(path.join(root, 'shell/dist/remotes.json'), 'utf8')).toContain('/remotes/mf-blog/mf-manifest.json');
  });

  test('when the CDN fails, the learner gets the retry screen and the server logs and counts the report', async ({ page }) => {
    await signUp(page, app.origin);
    await page.route(`${cdn.origin}/**`, (route) => route.abort('connectionrefused'));
    const reported = page.waitForResponse(
      (response) => response.url() === `${app.origin}/api/client-errors` && response.request().method() === 'POST',
    );
    await page.goto(`${app.origin}/blog`);
    await expect(page.getByText('Túto časť sa nepodarilo načítať')).toBeVisible();
    const response = await reported;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toMatchObject({ kind: 'remote_load', source: 'mf_blog', path: '/blog' });

    const metrics = await fetch(`${app.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(await metrics.text()).toMatch(/app_client_errors_total\{kind="remote_load",source="mf_blog"\} [1-9]/);
    expect((await fetch(`${app.origin}/metrics`)).status).toBe(401);
    await expect.poll(() => app.output.join('')).toContain('client error (remote_load)');
  });
});
