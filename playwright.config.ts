// Browser tests: Playwright's runner driving Debian's Chromium against the built app (apps/api/dist serving apps/web/dist).
// scripts/e2e.mjs picks a free port and a fresh data directory; run `npm run build` first.
// When scripts/e2e.mjs made the WalletConnect build (E2E_WC_DIST), a second server serves it with the same
// VITE_WALLETCONNECT_* variables (its CSP allows the local relay); only e2e/walletconnect.spec.ts uses it.
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;

const walletConnectDist = process.env.E2E_WC_DIST;
const walletConnectServer = walletConnectDist
  ? [
      {
        command: 'node apps/api/dist/server.js',
        url: `http://127.0.0.1:${process.env.E2E_WC_PORT}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          PORT: String(process.env.E2E_WC_PORT),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_WC_DATA_DIR ?? 'data/e2e-wc',
          LOG_LEVEL: 'warn',
          DATA_MODE: 'demo',
          WEB_DIST: walletConnectDist,
          VITE_WALLETCONNECT_PROJECT_ID: String(process.env.E2E_WC_PROJECT_ID),
          VITE_WALLETCONNECT_RELAY_URL: `ws://127.0.0.1:${process.env.E2E_WC_RELAY_PORT}`,
        },
      },
    ]
  : [];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node apps/api/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
        LOG_LEVEL: 'warn',
        DATA_MODE: 'demo',
      },
    },
    ...walletConnectServer,
  ],
});
