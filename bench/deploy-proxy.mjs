/**
 * What a phone talks to in production (docs/DEPLOY.md): nginx with TLS and HTTP/2 in front of the
 * app server, not the app server's plain HTTP/1.1. Lighthouse models the network from the protocol
 * it sees: over HTTP/1.1 every file beyond six in flight waits for a connection, and each new
 * connection pays its own handshake; over HTTP/2 one connection carries them all. A federated page
 * is many small files, so measuring it over HTTP/1.1 measures a network it never runs on.
 *
 * This is that front for the benches: TLS with a throwaway self-signed certificate (openssl) and
 * HTTP/2 (node:http2), every request passed to the app server as nginx's proxy_pass does (bodies
 * streamed, compressed answers passed through as they are). Chromium needs
 * --ignore-certificate-errors for it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Connection-specific headers: HTTP/2 forbids them, and a proxy never forwards them.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'te',
]);

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `base` (http://host:port) over TLS and HTTP/2 on a free port: { base: 'https://…', close() }. */
export async function startDeployProxy(base) {
  const target = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = target.host;
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
        response.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `https://127.0.0.1:${server.address().port}`,
    close: () => {
      agent.destroy();
      server.close();
    },
  };
}
