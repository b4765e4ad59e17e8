/**
 * npm run restore -- <backup folder> [--force]: the backup into a NEW database (or PGlite folder)
 * beside the configured one, compared with the backup's manifest table by table, and only then
 * swapped in; the replaced one is kept. Exit 0 restored; 1 failed (the target untouched); 2 usage;
 * 3 restored and verified but not swapped in because servers are connected (the message gives
 * the command: npm run restore -- --swap <restored database> --force). docs/BACKUP.md.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../config';
import { NotSwappedError, restore, swapRestored } from '../db/backup';
import { claimDataDir } from '../db/backup-socket';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const USAGE = 'usage: npm run restore -- <backup folder> [--force]   |   npm run restore -- --swap <restored database> [--force]';

async function main(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const swap = args.includes('--swap');
  const rest = args.filter((arg) => arg !== '--force' && arg !== '--swap');
  if (rest.length !== 1 || rest[0]!.startsWith('--')) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig(process.env, repoRoot);
  const store = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, clientPath: process.env.PATH };
  const started = performance.now();
  if (swap) {
    const aside = await swapRestored(store, rest[0]!, { force });
    console.log(`swapped ${rest[0]} in${aside ? `; the database it replaced is now ${aside}` : ''}`);
    return 0;
  }
  // PGlite: a server holding DATA_DIR makes this throw (stop it first); the claim keeps one from starting meanwhile.
  const claim = store.databaseUrl ? undefined : await claimDataDir(store.dataDir, 'restore');
  try {
    const result = await restore(store, resolve(rest[0]!), { force });
    const rows = result.tables.reduce((sum, table) => sum + table.rows, 0);
    if (result.movedAside) console.log(`the database it replaced is now ${result.movedAside} (nothing was deleted)`);
    console.log(
      `restored the ${result.manifest.engine} backup of ${result.manifest.created_at} into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}: ` +
        `${result.tables.length} tables, ${rows} rows, every table equal to the backup, ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof NotSwappedError)) throw error;
    console.error(error.message);
    return 3;
  } finally {
    await claim?.release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
