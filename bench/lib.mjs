// Helpers for the bench scripts: free ports, child servers, waiting for readiness.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/**
 * Starts a child process and resolves once `readyUrl` answers 200 and, with `logLine`, once the child has written a
 * line of standard output holding it (the server's own work after it listens, such as the demo's audit history).
 */
export async function startChild(command, args, env, readyUrl, { logLine, timeoutMs = 180_000 } = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', logLine ? 'pipe' : 'ignore', 'inherit'],
  });
  const logged = logLine
    ? new Promise((resolve, reject) => {
        let seen = '';
        const timer = setTimeout(() => reject(new Error(`no "${logLine}" from the server in ${timeoutMs} ms`)), timeoutMs);
        child.stdout.on('data', (chunk) => {
          seen = (seen + chunk.toString()).slice(-4096);
          if (seen.includes(logLine)) {
            clearTimeout(timer);
            child.stdout.resume();
            resolve();
          }
        });
      })
    : Promise.resolve();
  await waitForHttp(readyUrl);
  await logged;
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The built server (apps/api/dist) on a free port with a fresh data folder, as the web benches load it. */
export async function startBuiltServer(name) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const dataDir = mkdtempSync(join(tmpdir(), `k3-bench-${name}-`));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = await startChild(
    process.execPath,
    ['apps/api/dist/server.js'],
    { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    `${origin}/api/health`,
  );
  return {
    origin,
    stop: async () => {
      await child.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
