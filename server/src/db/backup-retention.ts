/**
 * Which backups `npm run backup` keeps in BACKUP_DIR: the newest `keep`, and every one younger
 * than `keepDays`; older ones are deleted after a successful backup. Only folders the command
 * itself names (`backup-<time>` with a manifest, or a `.partial` one a crash left, after a day)
 * are ever touched: anything else an operator put there stays.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { MANIFEST } from './backup';

/** backup-2026-11-28T08-15-00-000Z: the ISO time with ':' and '.' made safe for file names. */
export const backupFolderName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, '-')}`;
const NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface Retention {
  keep: number;
  keepDays: number;
}

export async function pruneBackups(dir: string, retention: Retention, now = new Date()): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const names = await readdir(dir);
  const backups: { name: string; at: number }[] = [];
  const removed: string[] = [];
  for (const name of names) {
    const path = join(dir, name);
    if (name.endsWith('.partial') && NAME.test(name.slice(0, -'.partial'.length))) {
      if (now.getTime() - (await stat(path)).mtimeMs > DAY_MS) {
        await rm(path, { recursive: true, force: true });
        removed.push(name);
      }
      continue;
    }
    if (!NAME.test(name) || !existsSync(join(path, MANIFEST))) continue;
    const manifest = JSON.parse(await readFile(join(path, MANIFEST), 'utf8')) as { created_at?: string };
    const at = Date.parse(manifest.created_at ?? '');
    if (Number.isFinite(at)) backups.push({ name, at });
  }
  backups.sort((a, b) => b.at - a.at);
  for (const [index, backup] of backups.entries()) {
    const young = retention.keepDays > 0 && now.getTime() - backup.at < retention.keepDays * DAY_MS;
    if (index < retention.keep || young) continue;
    await rm(join(dir, backup.name), { recursive: true, force: true });
    removed.push(backup.name);
  }
  return removed.sort();
}
