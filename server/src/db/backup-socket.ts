/**
 * The embedded store's backups while the server runs. A PGlite folder is one process's files: a
 * second process opening it (an offline `npm run backup`, a second server) would corrupt it. So
 * whoever opens DATA_DIR first claims it by listening on a Unix socket beside it
 * (`<DATA_DIR>.backup.sock`, mode 0600: only its user and root may talk to it). The server answers
 * backup requests on it from its own open database (dumpPglite: the app waits for the dump, a
 * second or two); an offline backup or restore answers that it is busy; a server that finds the
 * socket answering refuses to start. A socket nobody answers on is a crashed holder's: removed.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, unlink } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { dirname, isAbsolute } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { dumpPglite, writeBackup, type BackupManifest } from './backup';

export const backupSocketPath = (dataDir: string) => `${dataDir.replace(/\/+$/, '')}.backup.sock`;

/** Linux's limit for a Unix socket's path (sun_path, 108 bytes with the final NUL). */
const MAX_SOCKET_PATH = 107;

type Request = { out: string };
type Answer = { manifest: BackupManifest } | { error: string };

/** One JSON line each way. Answers undefined when nobody listens (no socket, or a dead one). */
function ask(path: string, request: Request): Promise<Answer | undefined> {
  return new Promise((resolve, reject) => {
    if (!existsSync(path)) return resolve(undefined);
    const socket = connect(path);
    let answer = '';
    let connected = false;
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer) as Answer);
      } catch {
        reject(new Error(`${path} answered something that is not a backup's answer`));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ECONNREFUSED' || error.code === 'ENOENT')) resolve(undefined);
      else reject(error);
    });
  });
}

export interface DataDirClaim {
  /** From now on, backup requests are answered from this open database (the server). */
  serve(pg: PGlite): void;
  release(): Promise<void>;
}

/**
 * Claims DATA_DIR for this process, or throws naming who holds it. `holder` says what this process
 * is, for the message the others get. With a path too long for a socket, answers undefined (no
 * claim, no live backups: `npm run backup` then needs the server stopped).
 */
export async function claimDataDir(dataDir: string, holder: 'server' | 'backup' | 'restore'): Promise<DataDirClaim | undefined> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return undefined;
  const answer = await ask(path, { out: '' });
  if (answer) {
    throw new Error(
      `${dataDir} is in use by another process (${'error' in answer ? answer.error : 'a server'}): ` +
        'PGlite allows one process per data folder',
    );
  }
  if (existsSync(path)) await unlink(path);
  await mkdir(dirname(path), { recursive: true });
  let pg: PGlite | undefined;
  let queue = Promise.resolve();
  const server: Server = createServer((socket) => {
    let line = '';
    let handled = false;
    socket.on('data', (chunk: Buffer) => {
      line += chunk.toString();
      if (handled || !line.includes('\n')) return;
      handled = true;
      const reply = (value: Answer) => void socket.end(`${JSON.stringify(value)}\n`);
      let request: Request;
      try {
        request = JSON.parse(line.slice(0, line.indexOf('\n'))) as Request;
      } catch {
        return reply({ error: 'not a backup request' });
      }
      if (!pg) return reply({ error: `an offline npm run ${holder} is using it` });
      if (!request.out) return reply({ error: 'a running server' });
      if (!isAbsolute(request.out)) return reply({ error: `${request.out}: the server needs an absolute path` });
      // One backup at a time: a second request waits for the first.
      queue = queue.then(() =>
        writeBackup(request.out, (folder) => dumpPglite(pg!, folder)).then(
          (manifest) => reply({ manifest }),
          (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
        ),
      );
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  await chmod(path, 0o600);
  return {
    serve: (open) => void (pg = open),
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * `npm run backup` on PGlite: asks the server holding DATA_DIR to back up into `out`. Answers
 * undefined when no server holds it (back up offline), throws what the holder answered otherwise.
 */
export async function backupThroughServer(dataDir: string, out: string): Promise<BackupManifest | undefined> {
  const answer = await ask(backupSocketPath(dataDir), { out });
  if (!answer) return undefined;
  if ('error' in answer) throw new Error(answer.error);
  return answer.manifest;
}
