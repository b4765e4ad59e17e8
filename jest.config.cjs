/** `npm run test:unit`: every front-end workspace in one Jest run (one worker pool for two cores). */
const { shell, remotes } = require('./remotes.config.json');

module.exports = {
  // The remotes come from remotes.config.json, the one list of remotes.
  projects: ['shared', shell.folder, ...remotes.map((remote) => remote.folder)].map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
  maxWorkers: 2,
  // A worker's heap grows by every suite's jsdom window (~650 MB by the end); Node tearing such a heap
  // down took longer than Jest waits at exit ('A worker process has failed to exit gracefully').
  // Recycling a worker past this size keeps both the heap and the exit small.
  workerIdleMemoryLimit: '400MB',
};
