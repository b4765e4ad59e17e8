/** `npm run test:unit`: every front-end workspace in one Jest run (one worker pool for two cores). */
module.exports = {
  projects: ['shared', 'shell', 'mf-calls', 'mf-blog', 'mf-meetings', 'mf-activities', 'mf-settings'].map(
    (dir) => `<rootDir>/${dir}/jest.config.cjs`,
  ),
  maxWorkers: 2,
};
