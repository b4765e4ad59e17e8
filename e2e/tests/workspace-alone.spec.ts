import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cloneRepo } from '../support/clone';

/**
 * Teams ship alone: in a fresh clone of the committed repo (its node_modules borrowed from this
 * checkout, as `npm install` would make them), one remote's new import does not fail another
 * remote's build, and a remote's tests run by themselves. Only the CI check over all apps says
 * what the new import costs (the shell's tree-shaken react-router lacks it).
 */
test.describe.configure({ timeout: 240_000 });

let clone: string;
test.beforeAll(() => {
  clone = cloneRepo();
  const routes = path.join(clone, 'mf-blog/src/routes.tsx');
  const source = readFileSync(routes, 'utf8');
  writeFileSync(
    routes,
    source.replace(
      "import { Navigate, Route, Routes } from 'react-router';",
      "import { Navigate, Route, Routes, useMatch } from 'react-router';",
    ) + "\nexport const useOnBlog = () => useMatch('/blog') !== null;\n",
  );
  expect(readFileSync(routes, 'utf8')).toContain('useMatch }');
});
test.afterAll(() => rmSync(path.dirname(clone), { recursive: true, force: true }));

const npm = (...args: string[]) =>
  spawnSync('npm', args, { cwd: clone, encoding: 'utf8', env: { ...process.env, CI: 'true', NODE_ENV: '' } });

test('mf-meetings builds alone while mf-blog imports a router export the shell does not share', () => {
  const build = npm('run', 'build', '-w', 'mf-meetings');
  expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  expect(readFileSync(path.join(clone, 'mf-meetings/dist/registration.js'), 'utf8')).toContain('mf_meetings');
});

test("the CI check over all apps names the import the shell's shared copy lacks", () => {
  const check = npm('run', 'check:remotes');
  expect(check.status).not.toBe(0);
  expect(check.stderr).toMatch(/useMatch from react-router \(mf-blog[\\/]src[\\/]routes\.tsx\)/);
});

test('npm test -w mf-meetings runs its own tests', () => {
  const run = npm('test', '-w', 'mf-meetings');
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  // eslint-disable-next-line no-control-regex -- Jest colours its summary
  expect(run.stderr.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests: +\d+ passed, \d+ total/);
});
