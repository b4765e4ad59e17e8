/**
 * The two sides of the mocks-contract tests (mocks-contract.test.ts, studio-mocks-contract.test.ts):
 * a step, an answer, the MSW handlers answering a step as the browser would get it, and the
 * comparison that names the first step where the mocks and the server differ.
 */
import assert from 'node:assert/strict';
import { getResponse, type RequestHandler } from 'msw';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Step {
  method: Method;
  url: string;
  body?: unknown;
}
export interface Answer {
  status: number;
  body: unknown;
}

/** The same call answered by MSW handlers, as the browser or Jest would get it. */
export function mocks(handlers: RequestHandler[]) {
  return async ({ method, url, body }: Step): Promise<Answer> => {
    const request = new Request(new URL(url, 'http://localhost'), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await getResponse(handlers, request);
    assert.ok(response, `no mock answers ${method} ${url}`);
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
}

/** Runs every step on both sides, in order, and names the first one where they differ. */
export async function same(
  steps: Step[],
  server: (step: Step) => Promise<Answer>,
  mock: (step: Step) => Promise<Answer>,
  view = (body: unknown) => body,
) {
  for (const step of steps) {
    const [real, mocked] = [await server(step), await mock(step)];
    assert.deepEqual(
      { status: mocked.status, body: view(mocked.body) },
      { status: real.status, body: view(real.body) },
      `${step.method} ${step.url} ${step.body === undefined ? '' : JSON.stringify(step.body)}: the mocks answer differently from the server`,
    );
  }
}
