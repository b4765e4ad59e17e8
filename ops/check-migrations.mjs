/**
 * `npm run check:migrations` (part of `npm run check`, so CI runs it): every migration after the
 * grandfathered ones is additive, so instances of the previous release keep working on the database
 * while a rolling upgrade runs (docs/DEPLOY.md, Upgrades). Refused:
 *   - DROP TABLE / VIEW / COLUMN (ALTER TABLE … DROP [COLUMN] x), TRUNCATE, RENAME of a table or column:
 *     the old release still reads and writes them;
 *   - ALTER COLUMN … TYPE to anything but a wider type (text, bigint, numeric, double precision, jsonb);
 *   - ALTER COLUMN … SET NOT NULL, and ADD COLUMN … NOT NULL without a DEFAULT: the old release's
 *     INSERTs do not name the column.
 * A migration that must do one of these (the second phase of a change, once no release that needs the
 * old shape runs) says so in a comment line of its own, with its reason:
 *   -- second-phase: <why it is safe now: which release stopped using what>
 * Migrations numbered up to GRANDFATHERED_THROUGH were written before this check and are not read.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const GRANDFATHERED_THROUGH = 221;
export const SECOND_PHASE = /^--[ \t]*second-phase:[ \t]*(\S.*)$/m;
const WIDER_TYPES = /^(?:text|bigint|int8|numeric|double precision|float8|jsonb)$/;

/** SQL without comments, string literals and dollar-quoted bodies (a function's body is no DDL of ours). */
function code(sql) {
  return sql
    .replace(/\$([A-Za-z_]*)\$[\s\S]*?\$\1\$/g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\s+/g, ' ');
}

/** Splits `a, b (c, d), e` at the top-level commas. */
function clauses(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    else if (text[at] === ')') depth -= 1;
    else if (text[at] === ',' && depth === 0) {
      parts.push(text.slice(start, at).trim());
      start = at + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

/** What in `sql` is not additive, one line each (empty: additive). */
export function nonAdditive(sql) {
  const problems = [];
  for (const statement of code(sql)
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const upper = statement.toUpperCase();
    const drop = /^DROP (TABLE|VIEW|MATERIALIZED VIEW|SCHEMA|TYPE)\b/.exec(upper);
    if (drop) problems.push(`drops a ${drop[1].toLowerCase()}: ${statement}`);
    if (/^TRUNCATE\b/.test(upper)) problems.push(`empties a table: ${statement}`);
    if (/^ALTER TABLE\b.*\bRENAME\b/.test(upper))
      problems.push(`renames (the previous release still uses the old name): ${statement}`);
    const alter = /^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?\S+ (.*)$/i.exec(statement);
    if (!alter || /\bRENAME\b/i.test(alter[1])) continue;
    for (const clause of clauses(alter[1])) {
      const upperClause = clause.toUpperCase();
      if (/^DROP (?:COLUMN )?(?!CONSTRAINT\b)/.test(upperClause)) problems.push(`drops a column: ${clause}`);
      const type = /^ALTER (?:COLUMN )?\S+ (?:SET DATA )?TYPE (.+?)(?: USING .*)?$/i.exec(clause);
      if (type && !WIDER_TYPES.test(type[1].trim().toLowerCase()))
        problems.push(`changes a column's type (narrowing or a rewrite): ${clause}`);
      if (/^ALTER (?:COLUMN )?\S+ SET NOT NULL/.test(upperClause)) problems.push(`makes a column NOT NULL: ${clause}`);
      if (
        /^ADD (?:COLUMN )?(?!CONSTRAINT\b|PRIMARY\b|UNIQUE\b|CHECK\b|FOREIGN\b)/.test(upperClause) &&
        /\bNOT NULL\b/.test(upperClause) &&
        !/\bDEFAULT\b/.test(upperClause)
      ) {
        problems.push(`adds a NOT NULL column without a DEFAULT (the previous release's inserts fail): ${clause}`);
      }
    }
  }
  return problems;
}

/** Problems of the migrations in `dir` that are checked (after the grandfathered ones). */
export function checkMigrations(dir) {
  const report = [];
  for (const file of readdirSync(dir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort()) {
    if (Number(file.split('_')[0]) <= GRANDFATHERED_THROUGH) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    if (SECOND_PHASE.test(sql)) continue;
    for (const problem of nonAdditive(sql)) report.push(`${file}: ${problem}`);
  }
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/src/db/migrations'),
  );
  const problems = checkMigrations(dir);
  if (problems.length > 0) {
    console.error(
      `${problems.length} migration change${problems.length === 1 ? '' : 's'} would break the previous release while both run (rolling upgrade):\n` +
        problems.map((problem) => `  ${problem}`).join('\n') +
        '\nMake it additive (add the new shape now, remove the old one in a later release), or, if this IS that later release,' +
        "\nput a line '-- second-phase: <reason>' in the migration (ops/check-migrations.mjs, docs/DEPLOY.md).",
    );
    process.exit(1);
  }
  console.log('migrations: every new migration is additive');
}
