/**
 * Real server processes for the tests that need one (shutdown, kill -9): a free port, a fresh
 * database of their own (a PGlite folder, or with TEST_DATABASE_URL a new PostgreSQL database),
 * and waiting for the server to answer.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb } from '../src/db/index';
import type { Db } from '../src/db/types';

export const serverDir = fileURLToPath(new URL('../', import.meta.url));

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Where a spawned server keeps its data: env for the process, and a way to open it from the test. */
export interface ProcessDatabase {
  env: Record<string, string>;
  /** PGlite allows one process at a time: open only while no server runs on it. */
  open(): Promise<Db>;
  shared: boolean;
  drop(): Promise<void>;
}

export async function processDatabase(): Promise<ProcessDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(join(tmpdir(), 'server-process-'));
    return {
      env: { DATA_DIR: dir },
      open: () => openDb({ dataDir: dir }),
      shared: false,
      drop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const name = `proc_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: dbUrl.toString() },
    open: () => openDb({ databaseUrl: dbUrl.toString() }),
    shared: true,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * An empty front-end root for a server these tests start in live mode: they test the API, and a
 * live server refuses the checkout's demo build (`npm start` or the e2e run may have built one).
 */
export const noFrontEnd = (): string => mkdtempSync(join(tmpdir(), 'no-front-end-'));

/** Spawns `npm start -w server` (what the docs run) in its own process group, output collected. */
export function startServer(env: Record<string, string>): ChildProcess & { output: string[] } {
  const child = spawn('npm', ['start', '-w', 'server', '--silent'], {
    cwd: join(serverDir, '..'),
    env: {
      ...process.env,
      LOG_LEVEL: process.env.SHUTDOWN_TEST_LOG ? 'info' : 'warn',
      STATIC_ROOT: noFrontEnd(),
      ...env,
      TEST_DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  }) as ChildProcess & { output: string[] };
  child.output = [];
  child.stdout!.on('data', (chunk: Buffer) => child.output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => child.output.push(chunk.toString()));
  return child;
}

/** Resolves when GET /api/health answers 200 (the server listens). */
export async function waitForHealth(port: number, child: ChildProcess & { output: string[] }, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${child.output.join('')}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${child.output.join('')}`);
}

/** Every process in the group led by `pid` (npm, tsx, node main.ts). */
export function processGroup(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-g', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}
