/**
 * Each table has one owning module (src/modules/table-owners.ts) and only its code writes it:
 * payments decides when a hold, a payment, a release or a refund happens, and the module whose row
 * the payment holds (calls, meetings) changes it through the Payable it registered; staff marks a
 * call's outcome through calls, a check-in through meetings, a score through activities; the bot
 * records what Telegram said about a user through users. Reading another module's table is free.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { TABLE_OWNERS } from '../src/modules/table-owners';

const src = fileURLToPath(new URL('../src/', import.meta.url));

/** Tables named by SQL clauses that write (INSERT INTO, UPDATE, DELETE FROM, TRUNCATE), comments left out. */
export function writtenTables(source: string, tables: readonly string[]): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const clause = new RegExp(
    `\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM|TRUNCATE(?:\\s+TABLE)?)\\s+(${tables.join('|')})\\b`,
    'gi',
  );
  return [...code.matchAll(clause)].map((match) => match[1]!.toLowerCase());
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** The module a source file belongs to: its folder under src/modules (or a file there), or `plugins`. */
function moduleOf(file: string): string {
  const [top, name] = relative(src, file).split(sep) as [string, string];
  return top === 'modules' ? name.replace(/\.ts$/, '') : top;
}

/** Tables the migrations create (and do not drop). */
function migratedTables(): string[] {
  const dir = join(src, 'db/migrations');
  const sql = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  const created = [...sql.matchAll(/create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?(\w+)/gi)].map((m) =>
    m[1]!.toLowerCase(),
  );
  const dropped = new Set([...sql.matchAll(/drop\s+table\s+(?:if\s+exists\s+)?(\w+)/gi)].map((m) => m[1]!.toLowerCase()));
  return [...new Set(created)].filter((table) => !dropped.has(table)).sort();
}

const tables = Object.keys(TABLE_OWNERS);

describe('module tables', () => {
  it('every table of the migrations has one declared owner', () => {
    assert.deepEqual(
      migratedTables().filter((table) => !(table in TABLE_OWNERS)),
      [],
    );
  });

  it('no module writes a table another module owns', () => {
    const files = [...sources(join(src, 'modules')), ...sources(join(src, 'plugins'))];
    const found = files.flatMap((file) => {
      const writer = moduleOf(file);
      return writtenTables(readFileSync(file, 'utf8'), tables)
        .filter((table) => TABLE_OWNERS[table as keyof typeof TABLE_OWNERS] !== writer)
        .map((table) => `${relative(src, file)} writes ${table} (owned by ${TABLE_OWNERS[table as keyof typeof TABLE_OWNERS]})`);
    });
    assert.deepEqual(found, []);
  });

  it('the scan sees a write and leaves reads and comments alone', () => {
    const before =
      "await tx.query(`UPDATE calls SET status = 'cancelled' WHERE payment_id = ANY($1)`);\n" +
      '// UPDATE meetings in a comment is not SQL\n' +
      'await tx.query(`SELECT 1 FROM meeting_participations p JOIN meetings m ON m.id = p.meeting_id`);\n' +
      "await tx.query('INSERT INTO users (telegram_id) VALUES ($1) ON CONFLICT (telegram_id) DO UPDATE SET updated_at = $2');\n" +
      'await tx.query(`DELETE FROM job_runs WHERE started_at < $1`);';
    assert.deepEqual(writtenTables(before, tables), ['calls', 'users', 'job_runs']);
  });
});
