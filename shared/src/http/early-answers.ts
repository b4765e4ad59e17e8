import axios, { AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

/** One GET the shell's early-start.js began before the bundles: { ok, status, body }, null if it failed. */
type EarlyAnswer = Promise<{ ok: boolean; status: number; body: unknown } | null>;

/**
 * What early-start.js leaves on the window: the GETs a remote's registration declares as its
 * route's `firstData` (@app/shared/remotes), begun with the launch's init data, by URL
 * ('/api/blog/feed?page=1').
 */
interface EarlyData {
  initData: string | null;
  /** When they were begun (Date.now()). */
  started: number;
  answers: Record<string, EarlyAnswer>;
}

declare global {
  interface Window {
    __earlyData?: EarlyData;
  }
}

/**
 * An early answer older than this is not taken: a screen that first asks later (the guard sent the
 * user elsewhere first) gets today's data, not the launch's.
 */
export const EARLY_ANSWER_MAX_AGE_MS = 30_000;

/**
 * The answer early-start.js began for this request, taken once (the next request of the URL goes to
 * the network): only a GET of exactly that URL, with the same init data, while it is fresh. A
 * failed or refused early answer is asked again the ordinary way, so its error is seen as before.
 */
export function adoptEarlyAnswer(config: InternalAxiosRequestConfig, uri: string): InternalAxiosRequestConfig {
  const early = typeof window === 'undefined' ? undefined : window.__earlyData;
  if (!early || (config.method ?? 'get').toLowerCase() !== 'get') return config;
  const url = new URL(uri, window.location.href);
  const key = url.origin === window.location.origin ? `${url.pathname}${url.search}` : undefined;
  const answer = key === undefined ? undefined : early.answers[key];
  if (!answer || key === undefined) return config;
  delete early.answers[key];
  const authorization = AxiosHeaders.from(config.headers).get('Authorization');
  if (!early.initData || authorization !== `tma ${early.initData}` || Date.now() - early.started > EARLY_ANSWER_MAX_AGE_MS) {
    return config;
  }
  const network = axios.getAdapter(config.adapter ?? axios.defaults.adapter);
  config.adapter = async (request) => {
    const settled = await answer;
    if (!settled?.ok) return network(request);
    const response: AxiosResponse = {
      data: settled.body,
      status: settled.status,
      statusText: '',
      headers: new AxiosHeaders(),
      config: request,
      request: undefined,
    };
    return response;
  };
  return config;
}
