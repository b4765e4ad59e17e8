import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/**
 * The path of the first string holding a NUL character (keys included), or null.
 * Iterative with an explicit stack: input depth decides nothing here, so a hostile body can never
 * overflow the call stack (the JSON parser bounds depth and size before this runs anyway).
 */
export function findNul(root: unknown): string | null {
  const stack: Array<[value: unknown, path: string]> = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    // Raw bytes (an upload's body) hold no text to check.
    if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    // Pushed in reverse so the first offending field in document order is the one reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index]!;
      const itemPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return itemPath;
      stack.push([item, itemPath]);
    }
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text: such input would fail deep in a query as a
 * 500. One check before validation turns it into a 400 naming the field, for every route.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findNul(part);
      if (field !== null) throw badRequest(`${field || 'body'}: must not contain NUL characters`, field || 'body');
    }
  });
}
