/**
 * `npm run create-remote -- quiz /quiz`: writes mf-quiz, a minimal remote (one screen, no API) that
 * builds, tests and renders as it is, adds its line to remotes.config.json and runs `npm install`
 * (links the workspace, records it in the lockfile; `--no-install` skips that). The recipe it
 * follows and what a remote with an API needs besides: docs/ADDING-A-REMOTE.md. Proven by
 * e2e/tests/create-remote.spec.ts (in a fresh clone: create, check, typecheck, test, build, render).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appsConfig, root } from './apps.mjs';

const [name, prefix = `/${name}`] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const die = (message) => {
  console.error(`create-remote: ${message}\nusage: npm run create-remote -- <name> [/prefix]   (e.g. quiz /quiz)`);
  process.exit(1);
};
if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/.test(name ?? '')) die(`the name must be lowercase words joined by -, got ${name}`);
if (!/^\/[a-z0-9-]+$/.test(prefix)) die(`the prefix must be one path segment like /quiz, got ${prefix}`);
const folder = `mf-${name}`;
const container = folder.replace(/-/g, '_');
if (existsSync(path.join(root, folder))) die(`${folder}/ exists already`);
const owner = appsConfig.remotes.find((remote) => remote.prefixes.includes(prefix));
if (owner || ['/onboarding', '/main'].includes(prefix)) die(`${prefix} belongs to ${owner?.folder ?? 'the shell'}`);

const devPort = Math.max(appsConfig.shell.devPort, ...appsConfig.remotes.map((remote) => remote.devPort)) + 1;
const title = name.replace(/(?:^|-)([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const section = prefix.slice(1);
// The shared singletons at the versions the shell pins (a remote requires what it is built with).
const shellDependencies = JSON.parse(readFileSync(path.join(root, appsConfig.shell.folder, 'package.json'), 'utf8')).dependencies;
const dependencies = Object.fromEntries(
  ['react', 'react-dom', 'react-router', '@tanstack/react-query', 'styled-components'].map((pkg) => [
    pkg,
    shellDependencies[pkg],
  ]),
);

const files = {
  'package.json': `${JSON.stringify(
    {
      name: folder,
      private: true,
      version: '0.1.0',
      scripts: {
        dev: 'rspack serve',
        build: 'rspack build --node-env production',
        typecheck: 'tsc -p tsconfig.json --noEmit',
        test: 'jest',
      },
      dependencies: { ...dependencies, '@app/shared': '*' },
    },
    null,
    2,
  )}\n`,
  'rspack.config.ts': `import { createRemoteConfig } from '../rspack.base';\n\nexport default createRemoteConfig({ name: '${folder}', dir: __dirname });\n`,
  'tsconfig.json': `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["node", "jest", "@testing-library/jest-dom"] },
  "include": ["src", "rspack.config.ts", "../shared/types.d.ts", "../shared/jest.setup.ts"]
}
`,
  'jest.config.cjs': `module.exports = require('../jest.preset.cjs')(__dirname);\n`,
  'src/index.ts': `// The async boundary: shared singletons negotiate before any app code runs.\nimport('./bootstrap');\n`,
  'src/bootstrap.tsx': `import { startStandalone } from '@app/shared/standalone';
import { register } from './registration';
import ${title}Routes from './routes';

// Standalone run of this remote (npm run dev -w ${folder}): a demo Telegram environment and the
// kernel's user mocks, as a learner with the Basic plan (\`?as=\` or the switcher in the corner picks
// someone else). Once it has an API, pass its MSW handlers as \`mocks\`, only in development:
// mocks: process.env.NODE_ENV === 'development' ? async () => (await import('@app/${name}-contract/mocks')).${name}Handlers() : undefined
void startStandalone({ routes: <${title}Routes />, register, person: 'learner' });
`,
  'src/text.ts': `/** ${folder}'s Slovak strings. */
/** Its row on home; apart from \`text\` so registration.js carries only these. */
export const homeText = { title: '${title}', subtitle: 'Nová sekcia' };

export const text = { title: '${title}', loading: 'Načítavam...', intro: 'Táto sekcia je pripravená.' };
`,
  'src/registration.ts': `/** ${folder}'s registration: what the shell shows of it before its code loads (@app/shared/remotes). */
import type { RegisterRemote, registrationContract, RemoteRoute } from '@app/shared/remotes';
import { homeText } from './text';

export const contract: typeof registrationContract = 1;

/** Every path this remote serves and its back target: routes.tsx renders one screen for each (ScreensFor). */
export const routes = [{ path: '${prefix}', back: '/main' }] as const satisfies readonly RemoteRoute[];

export const register: RegisterRemote = () => ({
  routes,
  deepLinkSections: ['${section}'],
  homeRow: { order: 100, title: homeText.title, subtitle: homeText.subtitle, target: '${prefix}' },
});
`,
  'src/routes.tsx': `import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { ScreensFor } from '@app/shared/remotes';
import { LoadingScreen } from '@app/shared/ui';
import { routes } from './registration';
import { text } from './text';

// Each screen is its own chunk.
const ${title}Screen = lazy(() => import('./screens/${name}-screen').then((m) => ({ default: m.${title}Screen })));

// One screen per route the registration declares (the type holds them to the same paths).
const screens: ScreensFor<typeof routes> = {
  '${prefix}': (
    <Suspense fallback={<LoadingScreen title={text.loading} />}>
      <${title}Screen />
    </Suspense>
  ),
};

/** The exposed module: this remote's routes (absolute paths), nothing else; unknown sub-paths go to /. */
export default function ${title}Routes() {
  return (
    <Routes>
      {routes.map(({ path }) => (
        <Route key={path} path={path} element={screens[path]} />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
`,
  [`src/screens/${name}-screen.tsx`]: `import { Page } from '@app/shared/ui';
import { text } from '../text';

/** ${prefix}: the native back button leads home. */
export function ${title}Screen() {
  return (
    <Page back="/main" title={text.title}>
      <p>{text.intro}</p>
    </Page>
  );
}
`,
  [`src/__tests__/${name}-screen.test.tsx`]: `import { screen } from '@testing-library/react';
import { renderScreen, testRuntime } from '@app/shared/testing';
import { register } from '../registration';
import { ${title}Screen } from '../screens/${name}-screen';

describe('${folder}', () => {
  it('renders its screen', async () => {
    renderScreen(<${title}Screen />, { route: '${prefix}' });
    expect(await screen.findByRole('heading', { name: '${title}' })).toBeInTheDocument();
  });

  it('declares its route, back target, deep-link section and home row', () => {
    const registration = register(testRuntime);
    expect(registration.routes).toEqual([{ path: '${prefix}', back: '/main' }]);
    expect(registration.deepLinkSections).toEqual(['${section}']);
    expect(registration.homeRow).toMatchObject({ title: '${title}', target: '${prefix}' });
  });
});
`,
  'README.md': `# ${folder}

Route \`${prefix}\` (one screen, no API yet), written by \`npm run create-remote -- ${name} ${prefix}\`.
Exposes one module, \`./routes\`; the shell mounts it for every path under \`${prefix}\` and shows its
home row from \`src/registration.ts\`.

## Run it alone

\`\`\`sh
npm run dev -w ${folder}       # http://localhost:${devPort}${prefix} (--port N moves it)
npm test -w ${folder}
npm run build -w ${folder}
\`\`\`

## Next

Its API, mocks and what else a remote usually needs: docs/ADDING-A-REMOTE.md.
`,
};

for (const [file, content] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(root, folder, file)), { recursive: true });
  writeFileSync(path.join(root, folder, file), content);
}

// One line in the one list of remotes, written as the others are.
const configFile = path.join(root, 'remotes.config.json');
const entry = `{ "name": "${container}", "folder": "${folder}", "prefixes": ["${prefix}"], "devPort": ${devPort} }`;
const config = readFileSync(configFile, 'utf8').replace(/\}(\s*)\]\s*\}\s*$/, `},\n    ${entry}$1]\n}\n`);
if (JSON.parse(config).remotes.at(-1).folder !== folder) die('could not add the line to remotes.config.json');
writeFileSync(configFile, config);

if (!process.argv.includes('--no-install')) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const install = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) die('npm install failed (run it again to link the workspace)');
}
console.log(`created ${folder}/ at ${prefix} (dev port ${devPort}). Next: npm test -w ${folder}; npm start shows its home row.
Add its line to the diagram in README.md ("Architecture in a page").`);
