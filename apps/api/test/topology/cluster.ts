// The topology test's tools: start `scripts/start-cluster.mjs` as a real process tree (one primary, API and worker
// processes running the bundle test/global-setup.ts built, apps/api/dist/server.js), read what it prints, stop it; and plain HTTP calls
// that open a new connection each time, so the cluster's round-robin (per connection) spreads them.
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { REPO_ROOT } from '../../src/paths';

export interface RunningCluster {
  url: string;
  /** Every line the primary and its processes printed so far (the processes' JSON logs included). */
  lines: string[];
  /** The pid of a slot's current process (`api-2`), from the primary's "started" lines. */
  pidOf(slot: string): number;
  /** Resolves with the first line (already printed or to come) matching `pattern`. */
  waitFor(pattern: RegExp, timeoutMs: number, from?: number): Promise<string>;
  /** SIGTERM to the primary; resolves with its exit code once every process has stopped. */
  stop(): Promise<number | null>;
}

export async function startCluster(env: Record<string, string>, timeoutMs: number): Promise<RunningCluster> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters = new Set<{ pattern: RegExp; from: number; resolve: (line: string) => void }>();
  const onLine = (line: string) => {
    lines.push(line);
    for (const waiter of waiters)
      if (lines.length - 1 >= waiter.from && waiter.pattern.test(line)) {
        waiters.delete(waiter);
        waiter.resolve(line);
      }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) onLine(part);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const waitFor = (pattern: RegExp, ms: number, from = 0) => {
    const found = lines.slice(from).find((line) => pattern.test(line));
    if (found !== undefined) return Promise.resolve(found);
    return new Promise<string>((resolve, reject) => {
      const waiter = { pattern, from, resolve: (line: string) => (clearTimeout(timer), resolve(line)) };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no line matching ${pattern} within ${ms} ms; last lines:\n${lines.slice(-15).join('\n')}`));
      }, ms);
      waiters.add(waiter);
    });
  };

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };

  try {
    const ready = await Promise.race([
      waitFor(/^start-cluster: K3 listening on /, timeoutMs),
      exited.then((code) => {
        throw new Error(`start-cluster exited (${code}) before listening:\n${lines.slice(-15).join('\n')}`);
      }),
    ]);
    const url = ready.replace(/^start-cluster: K3 listening on (\S+).*$/, '$1');
    const pidOf = (slot: string) => {
      const started = lines.filter((line) => line.startsWith(`start-cluster: ${slot} started (pid `)).at(-1);
      if (!started) throw new Error(`${slot} never started`);
      return Number(/\(pid (\d+)\)/.exec(started)?.[1]);
    };
    return { url, lines, pidOf, waitFor, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Answer {
  status: number;
  /** The K3-Instance header: which process answered. */
  instance: string | undefined;
  body: string;
}

/** One HTTP call on a connection of its own. Rejects when the connection fails (a process killed mid-request). */
export function call(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; json?: unknown } = {},
): Promise<Answer> {
  const body = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, base), { method, headers, agent: false, timeout: 15_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const instance = res.headers['k3-instance'];
        resolve({ status: res.statusCode ?? 0, instance: typeof instance === 'string' ? instance : undefined, body: text });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

let lastIp = 0;
/**
 * A client address of its own (TEST-NET-2, sent as X-Forwarded-For, which the cluster trusts from loopback): every
 * limit keys on the client IP, so each case spends only its own budget.
 */
export function clientIp(): string {
  lastIp += 1;
  return `198.51.${Math.floor(lastIp / 250) % 250}.${(lastIp % 250) + 1}`;
}
