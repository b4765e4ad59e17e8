/**
 * ESLint for the whole repo (`npm run lint`; the root eslint.config.mjs points here so that the
 * plugins resolve from lint/node_modules). Syntax-level typescript-eslint (no type information:
 * tsc already typechecks every workspace), React hooks, jsx-a11y, TanStack Query with
 * prefer-query-options, and the dependency direction of docs/ARCHITECTURE.md as import rules:
 * shell → shared ← mf-*, no remote imports another, a domain's contract (contracts/<domain>) is
 * imported by the apps and the server but never by the kernel, and the server imports only the
 * contracts and the kernel's contract and domain rules. The remotes come from remotes.config.json,
 * so a new remote is covered at once.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverWalls from './server-walls.mjs';
import { oneDeclarationConfigs } from './one-declaration.mjs';

const { shell, remotes } = JSON.parse(readFileSync(new URL('../remotes.config.json', import.meta.url), 'utf8'));
const remoteFolders = remotes.map((remote) => remote.folder);

/** Import specifiers that reach into a folder of the repo, by package name or by relative path. */
const into = (folder) => [folder, `${folder}/*`, `**/${folder}/**`, `**/${folder}`];

const boundary = (message, group) => ({ group, message });
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/**
 * The Telegram SDK and axios are not shared packages (their whole builds would load on every first
 * screen): each is bundled, tree-shaken, into the one @app/shared module that wraps it, which is
 * shared. An import of either anywhere else would be a second copy with its own state (the mounted
 * back button, the client's auth header; an AxiosError that fails instanceof).
 */
const telegramSdk = boundary(
  'Reach Telegram through @app/shared/telegram: the SDK is bundled into it, not shared, so a direct import is a second copy.',
  ['@telegram-apps/*'],
);
const axiosClient = boundary(
  'Use @app/shared/http (http, errorMessage, errorStatus, errorField, HttpResponse): axios is bundled into it, not shared.',
  ['axios', 'axios/*'],
);
/** react-router-dom only re-exports react-router; importing it would share a second package. */
const routerDom = boundary("Import from 'react-router' (v7 holds the DOM router; react-router-dom is not shared).", [
  'react-router-dom',
]);
/**
 * Every mutation goes through @app/shared/query's useMutation: one request at a time per control
 * (a double tap sends once) and a 409 that means "already done" counted as done.
 */
const bareMutation = {
  group: ['@tanstack/react-query'],
  importNames: ['useMutation'],
  message:
    "Use useMutation from @app/shared/query: it sends a pending mutation once and treats a confirmed 'already done' 409 as done.",
};
/** The four above, for front-end code; the module wrapping a library leaves its own out. */
const libraryBoundaries = (except) => [telegramSdk, axiosClient, routerDom, bareMutation].filter((rule) => rule !== except);
const sharedNeverImportsApps = boundary(
  'shared never imports the shell or a remote: move what both need into shared.',
  [shell.folder, ...remoteFolders].flatMap(into),
);

/**
 * The @app/shared modules a page shares at run time, each its own shared module and chunk. One
 * imports another by package name, through the share scope: a relative path would bundle a second
 * copy into the importer's chunk, downloaded twice and with state of its own (ready's once, the
 * mounted back button). The dev-only ones (standalone, testing, mocks) and the contract (wire
 * schemas, also the server's) may import relatively (scripts/shared-versions.cjs lists them).
 */
const runtimeModules = createRequire(import.meta.url)('../scripts/shared-versions.cjs').runtimeSharedModules();
const siblingsByName = (module) =>
  boundary(
    'Import another @app/shared module by name (@app/shared/<module>): a relative path bundles a second copy.',
    runtimeModules.filter((other) => other !== module).flatMap((other) => [`../${other}`, `../${other}/*`]),
  );

/**
 * A domain's contract package (contracts/<domain>: @app/<domain>-contract) is bundled into each app
 * that imports it. The kernel never imports one: its API (and version) would then move with a
 * domain's field, which is what the packages exist to prevent.
 */
const domainContracts = ['@app/*-contract', '@app/*-contract/*', '**/contracts/**'];
const kernelNeverImportsDomains = boundary(
  "The kernel never imports a domain's contract (@app/<domain>-contract): it would move with the domain. Keep what every page shares in @app/shared/contract or domain.",
  domainContracts,
);

/**
 * A contract package: the wire shapes (zod), its rules and its mocks. It imports the kernel's
 * contract and domain rules and other domains' contracts, never an app, the server or UI code; its
 * rules stay free of zod, so a screen can load them (zod's probes would trip the page's CSP).
 */
const contractBoundaries = [
  boundary('A contract never imports an app or the server.', [shell.folder, ...remoteFolders, 'server'].flatMap(into)),
  {
    regex: '^@app/shared(?!/(?:contract|domain|mocks|testing)$)',
    message: 'A contract imports only @app/shared/contract and @app/shared/domain (its mocks and tests also mocks and testing).',
  },
  ...libraryBoundaries(),
];

const frontEndSources = [
  'shell/**/*.{ts,tsx}',
  'shared/**/*.{ts,tsx}',
  'contracts/*/src/mocks/**/*.{ts,tsx}',
  ...remoteFolders.map((folder) => `${folder}/**/*.{ts,tsx}`),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'server/.test-build/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.e2e-*/**',
      'shared/public/mockServiceWorker.js',
      'lint/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The school's zone and the plural rule, each declared once (one-declaration.mjs).
  ...oneDeclarationConfigs,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `_` marks what is left out on purpose: const { id: _id, ...rest } = row.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: frontEndSources,
    languageOptions: {
      globals: { ...globals.browser, __DEMO__: 'readonly', __APP_NAME__: 'readonly', __TELEGRAM_APP_URL__: 'readonly' },
    },
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks and effect dependencies. Not the React Compiler's diagnostics that
    // recommended-latest adds: the project does not compile with it, and they flag deliberate
    // patterns (a module-level owner of the back button, a cached lazy component per retry).
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: frontEndSources, ...jsxA11y.flatConfigs.recommended },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: frontEndSources })),
  { files: frontEndSources, rules: { '@tanstack/query/prefer-query-options': 'error' } },
  {
    files: ['**/*.test.{ts,tsx}', '**/__tests__/**', 'shared/jest.setup.ts', 'shared/src/testing/**'],
    languageOptions: { globals: { ...globals.jest } },
  },

  // Dependency direction (docs/ARCHITECTURE.md): shell → shared ← mf-*; server → contract and domain.
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: restrict(sharedNeverImportsApps, kernelNeverImportsDomains, ...libraryBoundaries()),
  },
  // Each module the page shares at run time reaches the others by package name; the Telegram SDK
  // is imported only in telegram, axios only in http.
  ...runtimeModules.map((module) => ({
    files: [`shared/src/${module}/**/*.{ts,tsx}`],
    rules: restrict(
      sharedNeverImportsApps,
      kernelNeverImportsDomains,
      ...libraryBoundaries({ telegram: telegramSdk, http: axiosClient, query: bareMutation }[module]),
      siblingsByName(module),
    ),
  })),
  // A contract package: the wire shapes (zod), its rules and its mocks. It imports the kernel's
  // contract and domain rules and other domains' contracts, never an app, the server or UI code;
  // its rules stay free of zod, so a screen can load them (zod's probes would trip the page's CSP).
  { files: ['contracts/**/*.{ts,tsx}'], rules: restrict(...contractBoundaries) },
  {
    // Types from the schemas are fine (they vanish from the bundle); values would bring zod along.
    files: ['contracts/*/src/rules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '..', '../index', '@app/shared/contract'],
              allowTypeImports: true,
              message: 'Rules stay free of zod and of the schemas (types only): screens load them at run time.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${shell.folder}/**/*.{ts,tsx}`],
    rules: restrict(
      boundary('The shell never imports a remote: remotes load at run time through remotes.json.', remoteFolders.flatMap(into)),
      boundary(
        'Front-end code never imports the server: types come from the contracts (@app/<domain>-contract, @app/shared/contract).',
        into('server'),
      ),
      ...libraryBoundaries(),
    ),
  },
  ...remoteFolders.map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    rules: restrict(
      boundary(
        `${folder} never imports another remote or the shell: what two remotes need moves into @app/shared.`,
        [shell.folder, ...remoteFolders.filter((other) => other !== folder)].flatMap(into),
      ),
      boundary(
        'Front-end code never imports the server: types come from the contracts (@app/<domain>-contract, @app/shared/contract).',
        into('server'),
      ),
      ...libraryBoundaries(),
    ),
  })),
  {
    files: ['server/src/**/*.ts'],
    rules: restrict(
      {
        regex: '^@app/shared(?!/(?:contract|domain)$)',
        message: 'The server imports only @app/shared/contract and @app/shared/domain (no UI code).',
      },
      boundary('The server imports a contract and its rules, never its mocks.', ['@app/*-contract/mocks']),
      boundary('The server never imports front-end code.', [
        '**/shared/src/**',
        ...[shell.folder, ...remoteFolders].flatMap(into),
      ]),
    ),
  },
  // The server's module walls: another module only through its index.ts (server/README.md).
  {
    files: ['server/src/**/*.ts'],
    plugins: { 'server-walls': serverWalls },
    rules: { 'server-walls/entrance': 'error' },
  },
  {
    // Server tests may also use the mocks: the contract test runs them against the server.
    files: ['server/test/**/*.ts'],
    rules: restrict(
      {
        regex: '^@app/shared(?!/(?:contract|domain|mocks)$)',
        message: 'Server tests import the contract, the domain rules and the mocks only.',
      },
      boundary('The server never imports front-end code.', [
        '**/shared/src/**',
        ...[shell.folder, ...remoteFolders].flatMap(into),
      ]),
    ),
  },
);
