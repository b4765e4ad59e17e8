import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * A seeded, bounded HTTP fuzzer for /api. Routes come from the OpenAPI document (/api/docs/json),
 * so every module mounted under /api is covered as soon as it exists. Each request is built from
 * the route's declared parameters and body schema, then spoiled in one or more ways: hostile
 * values (wrong types, huge, deep, unicode, NUL, prototype keys), wrong content types, compressed
 * or broken bodies, odd headers. The same seed always sends the same requests.
 *
 * A request fails the run when the answer is a 5xx, or a 4xx that is not `{ message, field? }`.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: string;
};

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. /api/blog/{id}/ */
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export interface FuzzFailure {
  request: { method: string; url: string; headers: Record<string, string>; payload?: string };
  statusCode: number;
  body: string;
  why: string;
}

export interface FuzzReport {
  seed: number;
  operations: number;
  requests: number;
  byStatus: Record<string, number>;
  failures: FuzzFailure[];
  millis: number;
  /** The slowest request (informational: a loaded CI machine makes any fixed bound flaky). */
  slowest: { millis: number; method: string; url: string; statusCode: number };
}

/** mulberry32: small, fast, good enough to pick from lists reproducibly. */
export function rng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Rng = ReturnType<typeof rng>;

function nest(depth: number, leaf: unknown, asObject: boolean): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
  return value;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a',
  '\u0000',
  'a\u0000b',
  'x'.repeat(70_000),
  'y'.repeat(5_000),
  'ž'.repeat(2_000),
  '💩'.repeat(300),
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\u200b\ufeff',
  'line\r\nbreak',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '%',
  '_',
  '\\',
  '%00',
  '../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  'Europe/Bratislava',
  'Not/AZone',
  'a@b.c',
  '@@',
];

const HOSTILE_NUMBERS = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  1e308,
  -1e308,
  2 ** 53,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  1e-300,
  10_001,
  9999,
];

function hostileValue(r: Rng, depth = 0): unknown {
  switch (r.int(12)) {
    case 0:
    case 1:
    case 2:
      return r.pick(HOSTILE_STRINGS);
    case 3:
    case 4:
      return r.pick(HOSTILE_NUMBERS);
    case 5:
      return r.pick([true, false, null]);
    case 6:
      return r.pick([[], {}, [1, 2], { a: 1 }, [null], ['a', 'b']]);
    case 7:
      // Deep values: under the depth limit (reach the validator) and over it.
      return nest(r.pick([5, 20, 29, 40]), r.pick(['leaf', 1, null]), r.chance(0.5));
    case 8:
      return Array.from({ length: r.pick([100, 2_000, 6_000]) }, (_, index) => (r.chance(0.5) ? index : 'item'));
    case 9:
      return Object.fromEntries(Array.from({ length: r.pick([50, 1_000]) }, (_, index) => [`k${index}`, index]));
    case 10:
      return depth < 2 ? { [r.pick(['__proto__', 'constructor', 'prototype', 'a'])]: hostileValue(r, depth + 1) } : 'x';
    default:
      return depth < 2 ? [hostileValue(r, depth + 1), hostileValue(r, depth + 1)] : 1;
  }
}

/** A value the schema accepts, as far as a simple reading of it goes. */
function validValue(schema: JsonSchema | undefined, r: Rng, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return r.pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return validValue(r.pick(union), r, depth + 1);
  if (schema.allOf?.length) return validValue(schema.allOf[0], r, depth + 1);
  if (schema.default !== undefined && r.chance(0.3)) return schema.default;
  const type = Array.isArray(schema.type) ? r.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || r.chance(0.6)) out[key] = validValue(property, r, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: r.int(3) }, () => validValue(schema.items, r, depth + 1));
    case 'integer':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 5, 1 + r.int(3)));
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 5, r.next() * 5));
    case 'boolean':
      return r.chance(0.5);
    case 'null':
      return null;
    case 'string':
      if (schema.format === 'email') return 'jana@example.sk';
      if (schema.format === 'date' || schema.pattern?.includes('\\d{4}-')) return '1990-05-17';
      if (schema.pattern?.includes('[1-9]')) return String(1 + r.int(3));
      return r.pick(['Jana', 'Žaneta', 'test', 'a']);
    default:
      return null;
  }
}

/** Replaces, removes or adds one thing somewhere in a valid value. */
function spoil(value: unknown, r: Rng): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value) && r.chance(0.85)) {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    const keys = Object.keys(copy);
    const action = r.int(4);
    if (action === 0 && keys.length) copy[r.pick(keys)] = hostileValue(r);
    else if (action === 1 && keys.length) delete copy[r.pick(keys)];
    else if (action === 2) copy[r.pick(['unknown', '__proto__', 'constructor', '', '\u0000', 'x'.repeat(300)])] = hostileValue(r);
    else if (keys.length) copy[r.pick(keys)] = spoil(copy[r.pick(keys)], r);
    return copy;
  }
  return hostileValue(r);
}

const RAW_BODIES: Array<string | Buffer> = [
  '',
  '{',
  '}',
  'null',
  'true',
  '0',
  '"text"',
  '[]',
  '{}',
  '{"a":1}{"b":2}',
  '{"a":1,}',
  "{'a':1}",
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(33) + '1' + '}'.repeat(33),
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from('{"first_name":"\xc3\x28"}', 'latin1'),
  'x'.repeat(80_000),
  '\u0000',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'a/b/c',
  ';;;',
  '',
];

const ENCODINGS = ['gzip', 'br', 'deflate', 'identity', 'gzip, br', 'zstd', 'compress', 'x-unknown'];

const bombs = new Map<string, Buffer>();
/** A megabyte of spaces in a JSON string, packed into a few hundred bytes (made once per encoding). */
function bomb(encoding: string): Buffer {
  if (!bombs.has(encoding)) bombs.set(encoding, encodeBody(encoding, Buffer.from(`{"first_name":"${' '.repeat(1024 * 1024)}"}`)));
  return bombs.get(encoding)!;
}

function encodeBody(encoding: string, body: Buffer): Buffer {
  if (encoding === 'gzip') return gzipSync(body);
  if (encoding === 'br') return brotliCompressSync(body);
  if (encoding === 'deflate') return deflateSync(body);
  return body;
}

/** Path parameter values, already URL-encoded (or deliberately not). */
const PATH_VALUES = [
  '1',
  '2',
  '3',
  '13',
  '99999',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1',
  'abc',
  '%00',
  '%',
  '%2F',
  '..',
  '%2e%2e',
  '9'.repeat(20),
  encodeURIComponent('ž💩'),
  'x'.repeat(200),
  '%E0%A4%A',
  '__proto__',
  ' 1',
  '1%20',
];

function pathFor(op: Operation, r: Rng): string {
  return op.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
    return r.chance(0.4) ? encodeURIComponent(String(validValue(schema, r))) : r.pick(PATH_VALUES);
  });
}

function queryFor(op: Operation, r: Rng): string {
  if (r.chance(0.05))
    return r.pick([
      '?%%%&&==',
      '?a[b]=1&a[c]=2',
      '?=&=&',
      `?${'q'.repeat(5000)}=1`,
      '?%00=%00',
      '?__proto__[x]=1',
      '?constructor=1',
    ]);
  const params = new URLSearchParams();
  for (const parameter of op.parameters.filter((p) => p.in === 'query')) {
    if (!parameter.required && r.chance(0.3)) continue;
    const value = r.chance(0.5) ? validValue(parameter.schema, r) : hostileValue(r);
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    params.append(parameter.name, text.length > 10_000 ? text.slice(0, 10_000) : text);
    if (r.chance(0.1)) params.append(parameter.name, String(validValue(parameter.schema, r))); // repeated key: an array
  }
  if (r.chance(0.15))
    params.append(r.pick(['extra', '__proto__', 'constructor', 'page', 'search', 'id']), r.pick(HOSTILE_STRINGS).slice(0, 5000));
  const text = params.toString();
  return text ? `?${text}` : '';
}

function bodyFor(op: Operation, r: Rng): string | Buffer | undefined {
  if (!op.body && r.chance(0.7)) return undefined;
  if (r.chance(0.2)) return r.pick(RAW_BODIES);
  const valid = validValue(op.body ?? { type: 'object' }, r);
  const value = r.chance(0.15) ? valid : spoil(valid, r);
  return JSON.stringify(value) ?? 'null';
}

function headersFor(auth: string, r: Rng, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const authRoll = r.next();
  if (authRoll < 0.88) headers.authorization = auth;
  else if (authRoll < 0.9) headers.authorization = `tma ${auth.slice(4).replace(/hash=[0-9a-f]{4}/, 'hash=0000')}`;
  else if (authRoll < 0.92) headers.authorization = `tma ${'a'.repeat(8_000)}`;
  else if (authRoll < 0.94)
    headers.authorization = r.pick(['tma ', 'Bearer x', 'tma user=%7B&hash=1', 'tma %', 'tma auth_date=1e3&hash=ab']);
  else if (authRoll < 0.96) headers.authorization = `${auth}&user=%7B%7D`;
  if (hasBody || r.chance(0.1)) headers['content-type'] = r.chance(0.6) ? 'application/json' : r.pick(CONTENT_TYPES);
  if (r.chance(0.05)) headers.accept = r.pick(['*/*', 'text/html', 'application/json;q=0', 'x']);
  if (r.chance(0.05)) headers['accept-encoding'] = r.pick(['br', 'gzip;q=0', 'identity', '*', 'zstd, x']);
  if (r.chance(0.03)) headers['x-forwarded-for'] = r.pick(['1.2.3.4', 'garbage', '::1, 8.8.8.8']);
  if (r.chance(0.03)) headers['accept-language'] = 'sk'.repeat(3000);
  return headers;
}

export function buildRequest(op: Operation, auth: string, r: Rng): FuzzRequest {
  const method = r.chance(0.03) ? r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']) : op.method.toUpperCase();
  const url = pathFor(op, r) + queryFor(op, r);
  let payload = method === 'GET' || method === 'HEAD' ? (r.chance(0.05) ? bodyFor(op, r) : undefined) : bodyFor(op, r);
  const headers = headersFor(auth, r, payload !== undefined);
  if (payload !== undefined && r.chance(0.06)) {
    const encoding = r.pick(ENCODINGS);
    headers['content-encoding'] = encoding;
    payload = r.chance(0.5) ? bomb(encoding) : encodeBody(encoding, Buffer.from(payload));
  }
  return { method, url, headers, payload };
}

/** The routes of the OpenAPI document, as the app describes itself. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  const doc = response.json() as {
    paths: Record<
      string,
      Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      operations.push({
        method,
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

function verdict(statusCode: number, body: string, contentType: string | undefined): string | null {
  if (statusCode >= 500) return 'server error';
  if (statusCode < 400) return null;
  if (!contentType?.startsWith('application/json')) return `a ${statusCode} that is not JSON (${contentType})`;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const keys = Object.keys(parsed);
    if (typeof parsed.message !== 'string' || keys.some((key) => key !== 'message' && key !== 'field'))
      return `a ${statusCode} not in the { message, field? } shape`;
    if (parsed.field !== undefined && typeof parsed.field !== 'string') return 'field is not a string';
  } catch {
    return `a ${statusCode} whose body is not JSON`;
  }
  return null;
}

export interface FuzzOptions {
  seed: number;
  requests: number;
  /** `Authorization` of a subscribed user. */
  auth: string;
  /** Called every `every` requests (e.g. to re-activate the plan the fuzzer may have cancelled). */
  refresh?: () => Promise<void>;
  every?: number;
  /** Stop collecting after this many failures. */
  maxFailures?: number;
}

export async function fuzz(app: FastifyInstance, options: FuzzOptions): Promise<FuzzReport> {
  const started = performance.now();
  const operations = await readOperations(app);
  if (operations.length === 0) throw new Error('the OpenAPI document lists no routes');
  const r = rng(options.seed);
  const byStatus: Record<string, number> = {};
  const failures: FuzzFailure[] = [];
  let slowest: FuzzReport['slowest'] = { millis: 0, method: '', url: '', statusCode: 0 };
  for (let index = 0; index < options.requests; index += 1) {
    if (options.refresh && index % (options.every ?? 200) === 0) await options.refresh();
    const request = buildRequest(r.pick(operations), options.auth, r);
    let statusCode: number;
    let body = '';
    let contentType: string | undefined;
    const sent = performance.now();
    try {
      const response = await app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        payload: request.payload,
      });
      statusCode = response.statusCode;
      const millis = performance.now() - sent;
      if (millis > slowest.millis)
        slowest = { millis: Math.round(millis), method: request.method, url: request.url.slice(0, 120), statusCode };
      body = response.body;
      contentType = response.headers['content-type'] as string | undefined;
    } catch (error) {
      // light-my-request refusing to build the request (an invalid header) is not the server's doing.
      byStatus['not sent'] = (byStatus['not sent'] ?? 0) + 1;
      void error;
      continue;
    }
    byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
    const why = request.method === 'HEAD' && statusCode < 500 ? null : verdict(statusCode, body, contentType);
    if (why && failures.length < (options.maxFailures ?? 50)) {
      const payload =
        request.payload === undefined
          ? undefined
          : Buffer.isBuffer(request.payload)
            ? `<${request.payload.length} bytes>`
            : request.payload.slice(0, 300);
      failures.push({
        request: { method: request.method, url: request.url.slice(0, 300), headers: request.headers, payload },
        statusCode,
        body: body.slice(0, 300),
        why,
      });
    }
  }
  return {
    seed: options.seed,
    operations: operations.length,
    requests: options.requests,
    byStatus,
    failures,
    millis: Math.round(performance.now() - started),
    slowest,
  };
}

export function formatReport(report: FuzzReport): string {
  const statuses = Object.entries(report.byStatus)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `  ${status.padEnd(9)} ${count}`)
    .join('\n');
  const failures = report.failures
    .slice(0, 10)
    .map(
      (f) =>
        `  ${f.why}: ${f.request.method} ${f.request.url} → ${f.statusCode} ${f.body}\n    headers ${JSON.stringify(f.request.headers).slice(0, 300)}\n    body ${f.request.payload ?? '(none)'}`,
    )
    .join('\n');
  return (
    `fuzz seed ${report.seed}: ${report.requests} requests over ${report.operations} operations in ${(report.millis / 1000).toFixed(1)} s\n` +
    `by status:\n${statuses}\n` +
    `slowest: ${report.slowest.millis} ms (${report.slowest.method} ${report.slowest.url} → ${report.slowest.statusCode})\n` +
    (report.failures.length
      ? `${report.failures.length} failing request(s), first ones:\n${failures}\n`
      : 'no 5xx, every 4xx in the { message, field? } shape\n')
  );
}
