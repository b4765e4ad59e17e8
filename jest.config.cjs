/** `npm run test:unit`: every front-end workspace and contract package in one Jest run (one worker pool for two cores). */
const { existsSync, readdirSync } = require('node:fs');
const { shell, remotes } = require('./remotes.config.json');

// Each domain's contract package (contracts/<domain>) tests its fixtures against its schemas; a
// package bundled into remotes (packages/<name>) tests what it renders.
const withJest = (parent) =>
  readdirSync(`${__dirname}/${parent}`)
    .map((name) => `${parent}/${name}`)
    .filter((dir) => existsSync(`${__dirname}/${dir}/jest.config.cjs`));
const contracts = [...withJest('contracts'), ...withJest('packages')];

module.exports = {
  // The remotes come from remotes.config.json, the one list of remotes.
  projects: ['shared', ...contracts, shell.folder, ...remotes.map((remote) => remote.folder)].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
  maxWorkers: 2,
  // A test that types or clicks through a flow takes ~1 s alone and several times that on two cores
  // shared with a build or a server run; 5 s (Jest's default) failed such tests on a busy machine.
  // A global option: set in a project's config it is ignored when the projects run from here.
  testTimeout: 30_000,
  // A worker's heap grows by every suite's jsdom window (~650 MB by the end); Node tearing such a heap
  // down took longer than Jest waits at exit ('A worker process has failed to exit gracefully').
  // Recycling a worker past this size keeps both the heap and the exit small.
  workerIdleMemoryLimit: '400MB',
};
