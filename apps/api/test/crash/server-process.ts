// The real server as a child process for the crash tests: the bundle test/global-setup.ts built from the current
// source (apps/api/dist/server.js, what `npm start` runs; the process killed is the server itself, not a wrapper), with only the environment given here, on a fixed port so that
// every restart answers at the same address. Its output is kept (the last lines) to explain a failed start.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { REPO_ROOT } from '../../src/paths';

const KEPT_LINES = 80;

/** A free TCP port on 127.0.0.1 (the same one is reused by every restart of a lane). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ServerProcess {
  pid: number;
  baseUrl: string;
  /** Resolves with the exit code (null when killed by a signal) once the process is gone. */
  exited: Promise<number | null>;
  isRunning(): boolean;
  /** Resolves when a line containing `text` has been printed (true), or false if the process ends first. */
  printed(text: string): Promise<boolean>;
  /** The last lines the process printed (stdout and stderr). */
  output(): string;
  /** Every line logged at level error or fatal (pino 50, 60) since the start, however much was printed after. */
  errorLines(): string[];
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), and the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the server bundle with `env` on top of a minimal environment (PATH, HOME, a compile cache that makes
 * restarts faster): nothing of the test runner's own environment (DATABASE_URL, REDIS_URL…) leaks in. `args`: its
 * flags (`--role worker`).
 */
export function startServer(port: number, env: Record<string, string>, args: string[] = []): ServerProcess {
  const child: ChildProcess = spawn(process.execPath, [inject('serverBundle'), ...args], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_COMPILE_CACHE: join(tmpdir(), 'k3-crash-compile-cache'),
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: join(tmpdir(), 'k3-crash-no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const errorLines: string[] = [];
  const waiters: { text: string; resolve: (seen: boolean) => void }[] = [];
  let running = true;
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line) continue;
      lines.push(line);
      if (/"level":(50|60)\b/.test(line)) errorLines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
      for (const waiter of waiters.filter((w) => line.includes(w.text))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(true);
      }
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running = false;
      for (const waiter of waiters.splice(0)) waiter.resolve(false);
      resolve(code);
    });
  });
  if (child.pid === undefined) throw new Error('the server process did not start');
  return {
    pid: child.pid,
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    isRunning: () => running,
    printed: (text) =>
      running && !lines.some((line) => line.includes(text))
        ? new Promise((resolve) => waiters.push({ text, resolve }))
        : Promise.resolve(lines.some((line) => line.includes(text))),
    output: () => lines.join('\n'),
    errorLines: () => [...errorLines],
    kill: async () => {
      if (running) child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (running) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Polls GET /api/health until it answers 200: true then; false when the process ends first; throws after `timeoutMs`.
 */
export async function waitHealthy(server: ServerProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!server.isRunning()) return false;
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${server.output()}`);
}
