/** `npm run test:unit`: every front-end workspace in one Jest run (one worker pool for two cores). */
const { shell, remotes } = require('./remotes.config.json');

module.exports = {
  // The remotes come from remotes.config.json, the one list of remotes.
  projects: ['shared', shell.folder, ...remotes.map((remote) => remote.folder)].map((dir) => `<rootDir>/${dir}/jest.config.cjs`),
  maxWorkers: 2,
};
