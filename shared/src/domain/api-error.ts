/**
 * The `{ message, field }` a 400 answers for the first invalid input (contract apiError): the
 * field named as the client sent it ('email', 'date_of_birth'); an unknown key is
 * '<key>: unknown field'; with no path, where the input came from ('body', 'query'). Takes a zod
 * issue, or the same shape from Fastify's validation.
 */
export interface InputIssue {
  code: string;
  path: readonly PropertyKey[];
  message?: string;
  keys?: readonly string[];
}

export function describeInputIssue(issue: InputIssue, where = 'body'): { message: string; field: string } {
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
    const field = [path, issue.keys[0]].filter(Boolean).join('.');
    return { field, message: `${field}: unknown field` };
  }
  const field = path || where;
  return { field, message: `${field}: ${issue.message ?? 'is invalid'}` };
}
