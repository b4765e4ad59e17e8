import axios, { AxiosError } from 'axios';
import type { ApiError } from '../contract';
import { adoptEarlyAnswer } from './early-answers';

/** An answer of `http`, for callers that read every status themselves (validateStatus). */
export type { AxiosResponse as HttpResponse } from 'axios';

/** The one HTTP client of the app (spec section 7): base /api, JSON, Telegram init data as auth. */
export const http = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json' },
});

/** Called once init data is available; every later request carries it (spec section 1). */
export function setInitData(initDataRaw: string | undefined): void {
  if (initDataRaw) http.defaults.headers.common.Authorization = `tma ${initDataRaw}`;
  else delete http.defaults.headers.common.Authorization;
}

// The first screen's GETs early-start.js began (a route's firstData), taken instead of asking again.
http.interceptors.request.use((config) => adoptEarlyAnswer(config, http.getUri(config)));

// Spec section 8: request errors are logged and rethrown.
http.interceptors.response.use(undefined, (error: unknown) => {
  console.error('Request failed:', error instanceof Error ? error.message : error);
  return Promise.reject(error);
});

/** The server's error body of a failed request that got an answer (not checked: any JSON, or text). */
const answerOf = (error: unknown): Partial<ApiError> | undefined =>
  error instanceof AxiosError ? (error.response?.data as Partial<ApiError> | undefined) : undefined;

/** The server's message for a failed request, or the error's own text. */
export function errorMessage(error: unknown, fallback = 'Unknown error'): string {
  const answer = answerOf(error);
  if (answer?.message) return answer.message;
  if (error instanceof Error && error.message) return error.message;
  // Some callers rethrow the server's answer itself (spec section 8, subscription).
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The input field a 400 named (the server answers { message, field }), if any. */
export function errorField(error: unknown): string | undefined {
  const field = answerOf(error)?.field;
  return typeof field === 'string' ? field : undefined;
}

/** HTTP status of a failed request, if it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof AxiosError ? error.response?.status : undefined;
}
