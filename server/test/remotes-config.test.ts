import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { RemotesConfig } from '../src/plugins/remotes-config';
import { SECURITY_HEADERS } from '../src/plugins/security-headers';
import { createTestApp, SAME_ON_EVERY_ENGINE } from './helpers';

const INDEX = '<!doctype html><title>Slovenčina</title><div id="root"></div>';
const BUILT = '{"mf_blog":"/remotes/mf-blog/mf-manifest.json","mf_calls":"/remotes/mf-calls/mf-manifest.json"}';
const ON_CDN =
  '{"mf_blog":"https://cdn.example.test/mf-blog/2.1.0/mf-manifest.json","mf_calls":"/remotes/mf-calls/mf-manifest.json"}';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe("the remotes' run-time configuration (REMOTES_CONFIG), outside the build", { skip: SAME_ON_EVERY_ENGINE }, () => {
  let root: string;
  let operatorFile: string;
  let builtApp: FastifyInstance;
  let configuredApp: FastifyInstance;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'server-remotes-'));
    mkdirSync(join(root, 'shell/dist'), { recursive: true });
    writeFileSync(join(root, 'shell/dist/index.html'), INDEX);
    writeFileSync(join(root, 'shell/dist/remotes.json'), BUILT);
    operatorFile = join(root, 'etc-remotes.json');
    writeFileSync(operatorFile, ON_CDN);
    ({ app: builtApp } = await createTestApp({ staticRoot: root, demoContent: false }));
    ({ app: configuredApp } = await createTestApp({ staticRoot: root, demoContent: false, remotesConfig: operatorFile }));
  });
  after(async () => {
    await builtApp.close();
    await configuredApp.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("unset, /remotes.json is the build's, and the policy is the default one (same origin only)", async () => {
    const response = await builtApp.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), JSON.parse(BUILT));
    assert.equal(response.headers['cache-control'], 'no-cache');
    const page = await builtApp.inject({ method: 'GET', url: '/blog/3' });
    assert.equal(page.headers['content-security-policy'], SECURITY_HEADERS['content-security-policy']);
  });

  it("set, /remotes.json is the operator's file, and the CSP lets pages load the remote from its origin", async () => {
    const response = await configuredApp.inject({ method: 'GET', url: '/remotes.json' });
    assert.deepEqual(response.json(), JSON.parse(ON_CDN));
    for (const url of ['/', '/blog/3']) {
      const page = await configuredApp.inject({ method: 'GET', url });
      assert.equal(page.body, INDEX);
      const csp = page.headers['content-security-policy'] as string;
      for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
        assert.ok(directive(csp, name).includes('https://cdn.example.test'), `${name} in ${csp}`);
        assert.ok(directive(csp, name).includes("'self'"), name);
      }
      // Only what a remote needs: nothing else is opened to that origin.
      assert.deepEqual(directive(csp, 'default-src'), ["'self'"]);
      assert.deepEqual(
        directive(csp, 'frame-ancestors'),
        directive(SECURITY_HEADERS['content-security-policy']!, 'frame-ancestors'),
      );
      assert.deepEqual(directive(csp, 'object-src'), ["'none'"]);
    }
  });

  it('an edit of the file is what the next visit gets; a broken edit leaves the last good one in force', () => {
    const file = join(root, 'edited-remotes.json');
    writeFileSync(file, BUILT);
    const errors: string[] = [];
    const config = new RemotesConfig(file, { error: (_obj, msg) => errors.push(msg), info: () => {} });
    assert.deepEqual(config.origins(), []);

    writeFileSync(file, ON_CDN);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    assert.equal(config.text(), ON_CDN);
    assert.deepEqual(config.origins(), ['https://cdn.example.test']);
    assert.match(config.csp()!, /script-src 'self' https:\/\/cdn\.example\.test;/);

    writeFileSync(file, '{"mf_blog":"javascript:alert(1)"}');
    utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    assert.equal(config.text(), ON_CDN);
    assert.match(errors.join('\n'), /refused, the previous version stays in force/);
  });

  it('a configured file that does not exist answers 404 at /remotes.json, not the shell', async () => {
    const { app } = await createTestApp({ staticRoot: root, demoContent: false, remotesConfig: join(root, 'missing.json') });
    try {
      const response = await app.inject({ method: 'GET', url: '/remotes.json' });
      assert.equal(response.statusCode, 404);
      assert.match(response.json().message, /No remotes configuration at .*missing\.json/);
    } finally {
      await app.close();
    }
  });
});
