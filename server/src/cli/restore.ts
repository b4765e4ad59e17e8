/**
 * npm run restore -- <backup folder> [--force]: the backup into the configured store (DATABASE_URL,
 * else DATA_DIR), then every table compared with the backup's manifest. A PGlite backup restores
 * into PGlite, or into PostgreSQL (the move to PostgreSQL); a PostgreSQL backup into PostgreSQL.
 * Stop the servers first. docs/DEPLOY.md, "Backups".
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../config';
import { restore } from '../db/backup';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('--')) {
    console.error('usage: npm run restore -- <backup folder> [--force]');
    return 2;
  }
  const config = readConfig(process.env, repoRoot);
  const started = performance.now();
  const result = await restore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, resolve(rest[0]!), { force });
  const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
  if (result.movedAside) console.log(`the database that was in ${config.dataDir} is now in ${result.movedAside}`);
  console.log(
    `restored the ${result.manifest.engine} backup of ${result.manifest.created_at} into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}: ` +
      `${result.tables.length} tables, ${rows} rows, every table equal to the backup, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
