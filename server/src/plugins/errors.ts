import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { describeInputIssue } from '@app/shared/domain';
import { HttpError } from '../errors';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { keys?: string[] };
}

const CONTEXT_NAMES: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

/** `{ message, field }` for the first issue, by the rule the mocks use too (@app/shared/domain). */
function describeValidation(issues: ValidationIssue[], context: string | undefined) {
  const issue = issues[0]!;
  const path = issue.instancePath.split('/').filter(Boolean);
  return describeInputIssue(
    { code: issue.keyword, path, message: issue.message, keys: issue.params?.keys },
    CONTEXT_NAMES[context ?? 'body'] ?? 'body',
  );
}

/**
 * Every error leaves as `{ message, field? }` (contract `apiError`). Bad input is a 4xx naming the
 * field; anything unexpected is logged and answered with a bare 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(describeValidation(error.validation as ValidationIssue[], error.validationContext));
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(error.field ? { message: error.message, field: error.field } : { message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large...
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}
