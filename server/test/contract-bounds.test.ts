import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/types';
import { createTestApp } from './helpers';

/**
 * Every number a route accepts fits the column it is stored in or compared with, so an
 * out-of-range value is the contract's 400 and never the database's "out of range" (a 500).
 * The request schemas come from the OpenAPI document (the routes' zod schemas, as validated), the
 * columns from information_schema on the migrated database. A number is matched to the columns
 * of its name (`version`, `sequence_order`), or `<name>_id` (`speaker`), or `<name>_id` for a list
 * of `<name>_ids`, or `id` for any other reference (`audio_file_id`); one no column is named after
 * is held to int4, the narrowest integer the schema's keys and counters use. Digits in a string (`/api/blog/{id}`) count by their pattern.
 */

interface JsonSchema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

interface NumberInput {
  where: string;
  name: string;
  integer: boolean;
  /** The largest value the schema lets through (Infinity: no bound). */
  max: number;
}

const INT4_MAX = 2_147_483_647;

/** The largest whole number a digits-only pattern lets through (`^[1-9]\d{0,15}$`), or null. */
function digitsMax(pattern: string): number | null {
  const match = /^\^\[[0-9]-9\]\\d\{0,(\d+)\}\$$/.exec(pattern);
  return match ? 10 ** (Number(match[1]) + 1) - 1 : null;
}

function numbersIn(schema: JsonSchema | undefined, where: string, name: string, out: NumberInput[]): void {
  if (!schema || typeof schema !== 'object') return;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const max = Math.min(schema.maximum ?? Infinity, schema.exclusiveMaximum ?? Infinity);
  if (types.includes('integer')) out.push({ where, name, integer: true, max });
  else if (types.includes('number')) out.push({ where, name, integer: false, max });
  else if (types.includes('string') && schema.pattern) {
    const digits = digitsMax(schema.pattern);
    if (digits !== null) out.push({ where, name, integer: true, max: digits });
  }
  for (const [key, value] of Object.entries(schema.properties ?? {})) numbersIn(value, `${where}.${key}`, key, out);
  numbersIn(schema.items, `${where}[]`, name, out);
  for (const each of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    numbersIn(each, where, name, out);
  if (typeof schema.additionalProperties === 'object') numbersIn(schema.additionalProperties, `${where}{}`, name, out);
}

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

/** The largest value a column holds; numbers beyond 2^53 are not JSON numbers a client can send exactly. */
function columnMax(column: Column): number {
  switch (column.data_type) {
    case 'smallint':
      return 32_767;
    case 'integer':
      return INT4_MAX;
    case 'bigint':
      return Number.MAX_SAFE_INTEGER * 1024; // 2^63: any safe integer fits
    case 'numeric':
      return column.numeric_precision === null
        ? Infinity
        : 10 ** (column.numeric_precision - (column.numeric_scale ?? 0)) - 10 ** -(column.numeric_scale ?? 0);
    default:
      return Infinity;
  }
}

describe('contracts: every number a route accepts fits its column', () => {
  let app: FastifyInstance;
  let db: Db;
  before(async () => ({ app, db } = await createTestApp()));
  after(() => app.close());

  it('walks every route’s params, query and body against information_schema: no number beyond what its column holds', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        >
      >;
    };
    const inputs: NumberInput[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? [])
          numbersIn(parameter.schema, `${route} ${parameter.in}:${parameter.name}`, parameter.name, inputs);
        for (const content of Object.values(operation.requestBody?.content ?? {}))
          numbersIn(content.schema, `${route} body`, 'body', inputs);
      }
    }
    assert.ok(inputs.length > 100, `read ${inputs.length} numbers from the routes`);

    const columns = await db.query<Column>(
      `SELECT table_name, column_name, data_type, numeric_precision, numeric_scale FROM information_schema.columns
       WHERE table_schema = current_schema() AND data_type IN ('smallint', 'integer', 'bigint', 'numeric')`,
    );
    const byName = new Map<string, Column[]>();
    for (const column of columns) byName.set(column.column_name, [...(byName.get(column.column_name) ?? []), column]);

    const mismatches: string[] = [];
    for (const input of inputs) {
      // A reference (`audio_file_id`, `participant_id`) holds what a key holds when no column has its name.
      const names = [
        input.name,
        `${input.name}_id`,
        input.name.replace(/_ids$/, '_id'),
        ...(/_ids?$/.test(input.name) ? ['id'] : []),
      ];
      const fed = names.map((name) => byName.get(name)).find((found) => found?.length) ?? [];
      const holds = fed.length ? Math.min(...fed.map(columnMax)) : input.integer ? INT4_MAX : Infinity;
      if (input.max > holds) {
        const what = fed.length
          ? fed.map((c) => `${c.table_name}.${c.column_name} ${c.data_type}`).join(', ')
          : 'no column: int4';
        mismatches.push(`${input.where}: up to ${input.max}, ${what} holds ${holds}`);
      }
    }
    assert.deepEqual([...new Set(mismatches)], []);
  });
});
