// Browser tests: Playwright's runner driving Debian's Chromium against the built app (apps/api/dist serving apps/web/dist).
// scripts/e2e.mjs picks a free port and a fresh data directory; run `npm run build` first.
// When scripts/e2e.mjs made the WalletConnect build (E2E_WC_DIST), a second server serves it with the same
// VITE_WALLETCONNECT_* variables (its CSP allows the local relay); only e2e/walletconnect.spec.ts uses it.
// The app's server runs the Telegram bot against a local Bot API server started first (E2E_TG_PORT).
import { defineConfig, devices } from '@playwright/test';
import { TEST_BOT_TOKEN } from './apps/api/test/helpers/telegram-bot-api';
import { ADMIN_TEST_WALLET } from './e2e/helpers/test-wallet';

const port = Number(process.env.E2E_PORT ?? 4319);
const baseURL = `http://127.0.0.1:${port}`;
// The local Telegram Bot API server (e2e/helpers/telegram-bot-api-server.mjs) the app's bot talks to.
const telegramPort = Number(process.env.E2E_TG_PORT ?? 4320);

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
  // Under CI a failed test runs once more; scripts/test.mjs names every test that passed only then (docs/testing.md).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '.reports/e2e.json' }]],
  // CI runs the whole suite with 2 workers on 2 cores beside the app's server: flows with a UI sign-in and axe scans
  // of the signed-in dashboard pass 30 s there; 60 s leaves them room (no test asserts a duration).
  timeout: process.env.CI ? 60_000 : 30_000,
  // The same load stretches a chain of steps a single expectation waits for (a WalletConnect pairing through the relay,
  // then the signature and the redirect): 15 s under CI instead of Playwright's 5 s.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
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
    // Before the app's server, so its bot's getMe is answered from the start (e2e/telegram.spec.ts).
    {
      command: 'node e2e/helpers/telegram-bot-api-server.mjs',
      url: `http://127.0.0.1:${telegramPort}/__test/sent`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_TG_PORT: String(telegramPort) },
    },
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
        // The admin test wallet (e2e/helpers/test-wallet.ts ADMIN_TEST_WALLET): the specs set up quests and polls with it.
        ADMIN_WALLETS: ADMIN_TEST_WALLET.address,
        TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN,
        TELEGRAM_API_ROOT: `http://127.0.0.1:${telegramPort}`,
        // A web build of one's own (npx vite build --outDir …) served instead of apps/web/dist.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
    ...walletConnectServer,
  ],
});
