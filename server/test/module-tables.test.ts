/**
 * Each module owns its tables: payments decides when a hold, a payment, a release or a refund
 * happens, and the module whose row the payment holds (calls, meetings) changes it, through the
 * Payable it registered (payments/payables.ts). So payments' SQL names none of their tables.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';

const payments = fileURLToPath(new URL('../src/modules/payments/', import.meta.url));

/** The tables of calls and meetings (their migrations). */
const OTHERS = ['calls', 'call_reviews', 'speakers', 'speaker_availability', 'meetings', 'meeting_participations'];

/** [file, table] for every SQL clause in the source that reads or writes one of `tables`. */
export function foreignTables(source: string, tables: string[]): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const clause = new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO)\\s+(${tables.join('|')})\\b`, 'gi');
  return [...code.matchAll(clause)].map((match) => match[1]!);
}

describe('module tables', () => {
  it('payments names no table of calls or meetings (they register what a payment means for them)', () => {
    const found = readdirSync(payments)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => foreignTables(readFileSync(join(payments, name), 'utf8'), OTHERS).map((table) => `${name}: ${table}`));
    assert.deepEqual(found, []);
  });

  it('the scan sees such a clause (what payments/holds.ts held before the registry)', () => {
    const before =
      "await tx.query(`UPDATE calls SET status = 'cancelled' WHERE payment_id = ANY($1)`);\n" +
      '// UPDATE meetings in a comment is not SQL\n' +
      'await tx.query(`SELECT 1 FROM meeting_participations p JOIN meetings m ON m.id = p.meeting_id`);';
    assert.deepEqual(foreignTables(before, OTHERS), ['calls', 'meeting_participations', 'meetings']);
  });
});
