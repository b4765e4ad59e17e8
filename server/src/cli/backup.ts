/**
 * npm run backup [-- --out <folder>]: the database (PostgreSQL with DATABASE_URL, else the PGlite
 * folder in DATA_DIR) into a new folder: the dump and a manifest of every table's rows and
 * checksum. docs/DEPLOY.md, "Backups".
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../config';
import { backup } from '../db/backup';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main(args: string[]): Promise<number> {
  const outIndex = args.indexOf('--out');
  if (args.some((arg, i) => arg !== '--out' && i !== outIndex + 1) || (outIndex >= 0 && !args[outIndex + 1])) {
    console.error('usage: npm run backup [-- --out <new folder>]');
    return 2;
  }
  const config = readConfig(process.env, repoRoot);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = resolve(outIndex >= 0 ? args[outIndex + 1]! : join(repoRoot, 'backups', `backup-${stamp}`));
  const started = performance.now();
  const manifest = await backup({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }, out);
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `backup of ${manifest.engine === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`} in ${out}: ` +
      `${manifest.tables.length} tables, ${rows} rows, ${(manifest.bytes / 1024).toFixed(0)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
