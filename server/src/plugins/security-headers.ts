import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Telegram's web clients, the only sites allowed to frame the app (besides the app itself).
 * web.telegram.org serves both current clients (/k/, /a/); webk and webz are their older hosts,
 * still reachable and still embedding mini-apps. The mobile and desktop clients use a webview, not
 * a frame, and need no entry.
 */
export const TELEGRAM_WEB_CLIENTS = ['https://web.telegram.org', 'https://webk.telegram.org', 'https://webz.telegram.org'];

/**
 * The Content-Security-Policy of everything the server sends (why each source is there: the
 * "Security headers" section of server/src/plugins/README.md).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // The shell, the remotes (/remotes/<name>/, same origin) and their lazy chunks (eruda included)
  // are files from this server; no inline script, no eval. A remote served from another origin (a
  // CDN) adds its origin here and to connect/style/img/font/media (remotes-config.ts).
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // styled-components and eruda inject <style> elements, and React `style` props become style
  // attributes, which no nonce can cover.
  styleSrc: ["'self'", "'unsafe-inline'"],
  // Telegram profile photos come from t.me; QR codes and thumbnails may be data: or blob: URLs.
  imgSrc: ["'self'", 'data:', 'blob:', 'https://t.me', 'https://*.t.me', 'https://telegram.org', 'https://*.telegram.org'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'", ...TELEGRAM_WEB_CLIENTS],
  // TLS is the reverse proxy's job; upgrading would break plain-http local and LAN runs.
  upgradeInsecureRequests: null,
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The header value of a set of directives (a null directive is left out). */
export function cspHeader(directives: Record<string, readonly string[] | null>): string {
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join(';');
}

/**
 * The headers helmet sets, as one fixed set, for the few answers written straight to the socket
 * before Fastify sees a request (parser errors, a refused connection): those answers carry the
 * same headers as every other. test/hardening.test.ts checks that helmet sends exactly these.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': cspHeader(CSP_DIRECTIVES),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** SECURITY_HEADERS as raw HTTP header lines, each ending in CRLF. */
export const SECURITY_HEADER_LINES = Object.entries(SECURITY_HEADERS)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Security headers on every response (API, static files, errors) via @fastify/helmet.
 * X-Frame-Options is off: it cannot name several framing origins, and `frame-ancestors` replaces
 * it in every browser that runs mini-apps. Cross-Origin-Resource-Policy is `cross-origin` on
 * /remotes/ only (static.ts), where a shell on another origin may load the remotes in development.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    xFrameOptions: false,
    // Helmet's default, said out loud: external links (dictionaries, sources in publications)
    // learn nothing about where the reader came from.
    referrerPolicy: { policy: 'no-referrer' },
  });
}
