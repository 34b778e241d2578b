// Runs the Playwright browser tests against the built app on a free port with a fresh data directory.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
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

const dataDir = mkdtempSync(join(tmpdir(), 'k3-e2e-'));
const env = { ...process.env, E2E_PORT: String(await freePort()), E2E_DATA_DIR: dataDir };
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
