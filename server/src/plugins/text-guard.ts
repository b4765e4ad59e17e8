import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors';

/** The path of the first string holding a NUL character, or null. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, path ? `${path}.${key}` : key);
      if (found !== null) return found;
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
      const field = findNul(part, '');
      if (field !== null) throw badRequest(`${field || 'body'}: must not contain NUL characters`, field || 'body');
    }
  });
}
