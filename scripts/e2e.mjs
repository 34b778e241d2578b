// Runs the Playwright browser tests against the built app on a free port with a fresh data directory.
// For e2e/walletconnect.spec.ts (a full run, or that file named), it also builds a second copy of the web app with a
// WalletConnect project id and a local relay's address (VITE_WALLETCONNECT_*), served by a second API process
// (playwright.config.ts); the spec starts the relay on that port. Other runs skip that build.
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

const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('-'));
const wantsWalletConnect = files.length === 0 || files.some((file) => file.includes('walletconnect'));

const dataDir = mkdtempSync(join(tmpdir(), 'k3-e2e-'));
const env = {
  ...process.env,
  E2E_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
  // The local Telegram Bot API server the app's bot talks to (playwright.config.ts).
  E2E_TG_PORT: String(await freePort()),
};

if (wantsWalletConnect) {
  const relayPort = await freePort();
  const wc = {
    E2E_WC_DIST: join(dataDir, 'web-wc'),
    E2E_WC_DATA_DIR: join(dataDir, 'data-wc'),
    E2E_WC_PORT: String(await freePort()),
    E2E_WC_RELAY_PORT: String(relayPort),
    E2E_WC_PROJECT_ID: 'k3-e2e-walletconnect',
  };
  const started = Date.now();
  const build = spawnSync('npx', ['vite', 'build', '--outDir', wc.E2E_WC_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: 'apps/web',
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_WALLETCONNECT_PROJECT_ID: wc.E2E_WC_PROJECT_ID,
      VITE_WALLETCONNECT_RELAY_URL: `ws://127.0.0.1:${relayPort}`,
    },
  });
  if (build.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    console.error('The WalletConnect build of the web app failed.');
    process.exit(1);
  }
  console.log(`WalletConnect build of the web app: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  Object.assign(env, wc);
}

const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env });
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
