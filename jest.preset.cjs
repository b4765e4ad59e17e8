/**
 * Jest settings every front-end workspace shares: jsdom with fetch globals, SWC for TypeScript,
 * msw's ESM dependencies transformed (docs/ARCHITECTURE.md, "Toolchain traps"), the MSW server and jest-dom in setup.
 */
const path = require('node:path');

module.exports = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: [path.join(__dirname, 'shared/jest.setup.ts')],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(?:.+/node_modules/)?(?:rettime|until-async|@open-draft/deferred-promise|swiper|ssr-window|dom7)/)',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper: { '\\.(css|png|jpe?g|svg|webp)$|^swiper/css': path.join(__dirname, 'shared/jest.asset-stub.cjs') },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  globals: { __DEMO__: false, __APP_NAME__: 'test', __TELEGRAM_APP_URL__: '' },
});
