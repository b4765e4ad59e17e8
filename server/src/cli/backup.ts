/**
 * npm run backup [-- --out <folder>]: the database into a new folder of BACKUP_DIR (or --out):
 * the dump and a manifest of every table's rows and checksum, taken at one instant, 0600 files
 * in a 0700 folder; then the backups past BACKUP_KEEP / BACKUP_KEEP_DAYS are pruned from
 * BACKUP_DIR. PostgreSQL (DATABASE_URL) while the servers serve; PGlite through the server that
 * holds DATA_DIR, or offline when none does. docs/BACKUP.md.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../config';
import { backup } from '../db/backup';
import { pruneBackups, backupFolderName } from '../db/backup-retention';
import { backupThroughServer, claimDataDir } from '../db/backup-socket';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

async function main(args: string[]): Promise<number> {
  const outIndex = args.indexOf('--out');
  if (args.some((arg, i) => arg !== '--out' && i !== outIndex + 1) || (outIndex >= 0 && !args[outIndex + 1])) {
    console.error('usage: npm run backup [-- --out <new folder>]');
    return 2;
  }
  const config = readConfig(process.env, repoRoot);
  const { backups } = config;
  const out = outIndex >= 0 ? resolve(args[outIndex + 1]!) : join(backups.dir, backupFolderName(new Date()));
  if (outIndex < 0) await mkdir(backups.dir, { recursive: true, mode: 0o700 });
  const started = performance.now();
  const store = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, clientPath: process.env.PATH };
  let manifest = store.databaseUrl ? undefined : await backupThroughServer(store.dataDir, out);
  const how = manifest ? 'by the running server' : store.databaseUrl ? 'while the servers serve' : 'offline (no server holds it)';
  if (!manifest) {
    const claim = store.databaseUrl ? undefined : await claimDataDir(store.dataDir, 'backup');
    try {
      manifest = await backup(store, out);
    } finally {
      await claim?.release();
    }
  }
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(
    `backup of ${manifest.engine === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir}, ${how})`} in ${out}: ` +
      `${manifest.tables.length} tables, ${rows} rows, ${(manifest.bytes / 1024).toFixed(0)} KB, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (outIndex < 0) {
    const removed = await pruneBackups(backups.dir, backups);
    if (removed.length > 0)
      console.log(
        `pruned ${removed.length} old backup(s) (BACKUP_KEEP=${backups.keep}, BACKUP_KEEP_DAYS=${backups.keepDays}): ${removed.join(', ')}`,
      );
  }
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
