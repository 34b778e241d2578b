// WalletConnect sign-in (issue 3 §2 "WalletConnect only when a project id is configured"; spec §4, §8) over the real
// protocol, offline: the page is a build with a project id and a local relay's address (scripts/e2e.mjs), the relay
// is e2e/helpers/walletconnect-relay.ts, and the phone wallet is @walletconnect/sign-client in Node with a viem key.
// Every request the page or the Node wallet tries outside 127.0.0.1 is blocked and must not happen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readAuth } from './helpers/sign-in';
import { installTestWallet, TEST_WALLET_NAME } from './helpers/test-wallet';
import { startWalletConnectRelay, type LocalRelay } from './helpers/walletconnect-relay';
import { startWalletConnectWallet, type WalletConnectWallet } from './helpers/walletconnect-wallet';

const walletConnectURL = process.env.E2E_WC_PORT ? `http://127.0.0.1:${process.env.E2E_WC_PORT}` : undefined;
const relayPort = Number(process.env.E2E_WC_RELAY_PORT ?? 0);
const projectId = process.env.E2E_WC_PROJECT_ID ?? '';

const isLocal = (url: string) => /^(https?|wss?):\/\/127\.0\.0\.1(:\d+)?\//.test(url) || /^(data|blob):/.test(url);

test('without a project id the picker offers no WalletConnect and loads none of its code', async ({ page, context }) => {
  await installTestWallet(context);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible();
  await expect(page.getByRole('button', { name: /WalletConnect/ })).toHaveCount(0);
  // irn_subscribe is a relay method name: only WalletConnect's core carries it.
  const bodies = await Promise.all(scripts);
  expect(bodies.length).toBeGreaterThan(0);
  expect(bodies.filter((body) => body.includes('irn_subscribe'))).toEqual([]);
});

test.describe('with a project id', () => {
  test.skip(!walletConnectURL, 'needs the WalletConnect build that scripts/e2e.mjs makes');
  // One relay on the port baked into the build: the tests of this group share it, one at a time.
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: walletConnectURL });

  let relay: LocalRelay;
  let wallet: WalletConnectWallet | undefined;
  const outside: string[] = [];
  const realFetch = globalThis.fetch;

  test.beforeAll(async () => {
    relay = await startWalletConnectRelay(relayPort);
    // The Node wallet must not reach WalletConnect's servers (Verify, telemetry) either.
    globalThis.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!isLocal(url)) {
        outside.push(url);
        return Promise.reject(new Error(`blocked: ${url}`));
      }
      return realFetch(input, init);
    };
  });
  test.afterAll(async () => {
    globalThis.fetch = realFetch;
    await relay?.close();
  });

  test.beforeEach(async ({ context }) => {
    outside.length = 0;
    await context.route(
      (url) => !isLocal(url.href),
      (route) => {
        outside.push(route.request().url());
        return route.abort();
      },
    );
    await context.routeWebSocket(
      (url) => !isLocal(url.href),
      (socket) => {
        outside.push(socket.url());
        return socket.close();
      },
    );
  });
  test.afterEach(async () => {
    await wallet?.close();
    wallet = undefined;
    expect(outside, 'requests outside 127.0.0.1').toEqual([]);
  });

  /** Opens the picker, picks WalletConnect and returns the pairing URI the QR dialog shows. */
  async function openWalletConnect(page: Page): Promise<string> {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: /WalletConnect/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect with WalletConnect' });
    await expect(dialog.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible();
    const uri = await dialog.getByRole('link', { name: 'Open in a wallet app' }).getAttribute('href');
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toHaveAttribute('data-walletconnect-uri', uri as string);
    return uri as string;
  }

  test('a phone wallet scans the QR, approves and signs: the visitor lands on the dashboard', async ({ page }) => {
    wallet = await startWalletConnectWallet({ relayUrl: relay.url, projectId });
    const uri = await openWalletConnect(page);
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await wallet.pair(uri);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
    const auth = await readAuth(page);
    expect(auth?.wallet).toBe(wallet.address);
    expect(wallet.requests).toEqual(['personal_sign']);
    // The WalletConnect session only carried the signature: the page ends it (K3 sessions are the server's own).
    await wallet.sessionDeleted;
    expect(relay.methods).toEqual(expect.arrayContaining(['wc_proposeSession', 'wc_approveSession', 'irn_publish']));
  });

  test('a wallet that rejects the session gives the login error and the visitor stays signed out', async ({ page }) => {
    wallet = await startWalletConnectWallet({ relayUrl: relay.url, projectId, rejectSession: true });
    const uri = await openWalletConnect(page);
    await wallet.pair(uri);

    await expect(page.getByText('Login error: User rejected. Please try again.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Connect with WalletConnect' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
    expect(await readAuth(page)).toBeNull();
  });

  test('closing the QR cancels the pairing without an error, and WalletConnect can be picked again', async ({ page }) => {
    const first = await openWalletConnect(page);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect with WalletConnect' })).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /WalletConnect/ })).toBeEnabled();

    await page.getByRole('button', { name: /WalletConnect/ }).click();
    const link = page
      .getByRole('dialog', { name: 'Connect with WalletConnect' })
      .getByRole('link', { name: 'Open in a wallet app' });
    await expect(link).toBeVisible();
    expect(await link.getAttribute('href')).not.toBe(first);
    expect(await readAuth(page)).toBeNull();
  });
});
