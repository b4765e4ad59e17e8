/**
 * `npm run fuzz` (root or server): 10,000 requests (FUZZ_REQUESTS) with a seed (FUZZ_SEED, default
 * a fresh one, printed so a failure can be replayed) against the real app on a fresh embedded
 * database (or TEST_DATABASE_URL). Prints the count by status; exits 1 on any failing request.
 */
import { activateBasic, createSubscribedTestApp } from '../helpers';
import { formatReport, fuzz } from './fuzzer';

const requests = Number(process.env.FUZZ_REQUESTS) || 10_000;
const seed = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);

const { app, user, headers } = await createSubscribedTestApp();
try {
  const report = await fuzz(app, {
    seed,
    requests,
    auth: headers.authorization,
    refresh: () =>
      activateBasic(app, user).then(
        () => undefined,
        () => undefined,
      ),
  });
  console.log(formatReport(report));
  if (report.failures.length) {
    console.log(`replay: FUZZ_SEED=${seed} FUZZ_REQUESTS=${requests} npm run fuzz`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
}
