// The signed-in dashboard against the real server in demo mode (issue 4 §5 "Dashboard", §6 "Browser"): the wallet tab
// shows the total, the donut by chain, the 30-day chart and the coin table, largest holding first; a header click
// sorts and toggles; 5 coins then More/Less; a click on the address copies it with a toast; the "Demo data" label;
// the share dialog up to a blocked popup; the empty state; an axe scan.
import AxeBuilder from '@axe-core/playwright';
import { formatUsd, type Dashboard } from '@k3/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughUi, type StoredAuth } from './helpers/sign-in';
import { installTestWallet } from './helpers/test-wallet';

/** A fixed key: the demo adapter seeds the portfolio from the address, and this one holds more than 5 coins. */
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

async function readDashboard(request: APIRequestContext, auth: StoredAuth): Promise<Dashboard> {
  const response = await request.get('/api/me/dashboard?min=0.01', { headers: { authorization: `Bearer ${auth.token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Dashboard }).data;
}

const coinRows = (page: Page) => page.getByRole('table', { name: /Your coins/ }).getByRole('rowheader');

test.describe('signed-in dashboard', () => {
  test('shows the total, the charts and the coins largest first; sorts, toggles and expands the table', async ({
    page,
    context,
    request,
  }) => {
    await installTestWallet(context, { key: KEY });
    const auth = await signInThroughUi(page);
    const data = await readDashboard(request, auth);
    expect(data.demo).toBe(true);
    expect(data.coins.length).toBeGreaterThan(5);

    const totals = page.getByRole('region', { name: 'Total value' });
    await expect(totals.getByTestId('wallet-total')).toHaveText(formatUsd(data.total));
    await expect(totals.getByText('Demo data')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Value by chain' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Wallet value over the last 30 days' })).toBeVisible();

    // Default order: the largest holding first (issue 26 §6), 5 rows; ties by rank.
    const rows = coinRows(page);
    await expect(rows).toHaveCount(5);
    const byValue = [...data.coins].sort((a, b) => b.value - a.value || a.rank - b.rank);
    for (const [index, coin] of byValue.slice(0, 5).entries()) await expect(rows.nth(index)).toContainText(coin.name);
    await expect(rows.first().getByRole('link')).toHaveAttribute('href', `/x-ray/${byValue[0]!.cg_id}`);
    // The spec's rank order is the "#" column.
    const rankHeader = page.getByRole('columnheader', { name: /Market rank/ });
    await rankHeader.getByRole('button').click();
    await expect(rankHeader).toHaveAttribute('aria-sort', 'ascending');
    for (const [index, coin] of data.coins.slice(0, 5).entries()) await expect(rows.nth(index)).toContainText(coin.name);

    // A header click sorts by that column ascending; the next click toggles to descending.
    const byName = [...data.coins].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.rank - b.rank);
    const nameHeader = page.getByRole('columnheader', { name: /Name/ });
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows.first()).toContainText(byName[0]!.name);
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first()).toContainText(byName[byName.length - 1]!.name);

    await page.getByRole('button', { name: 'More' }).click();
    await expect(rows).toHaveCount(data.coins.length);
    await page.getByRole('button', { name: 'Less' }).click();
    await expect(rows).toHaveCount(5);
  });

  test('a click on the address copies the whole address and confirms it', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await installTestWallet(context, { key: KEY });
    const auth = await signInThroughUi(page);
    const short = `${auth.wallet.slice(0, 6)}…${auth.wallet.slice(-4)}`;
    await page.getByRole('button', { name: new RegExp(short) }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wallet address copied to the clipboard.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(auth.wallet);
  });

  test('the share dialog prepares a post, and a blocked popup gives a toast with the link', async ({ page, context }) => {
    await installTestWallet(context, { key: KEY });
    // The test never reaches X: window.open answers as a popup blocker would.
    await context.addInitScript(() => {
      window.open = () => null;
    });
    await signInThroughUi(page);
    await page.getByRole('button', { name: /^Share/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Share to X' });
    await expect(dialog.getByRole('button', { name: 'Share on X' })).toBeVisible();
    await expect(dialog.locator('blockquote')).toContainText('#K3');
    await dialog.getByRole('button', { name: 'Share on X' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Your browser blocked the X window.' });
    await expect(toast.getByRole('link', { name: 'Open X to share' })).toHaveAttribute(
      'href',
      /^https:\/\/twitter\.com\/intent\/tweet\?/,
    );
  });

  test('passes an axe scan', async ({ page, context }) => {
    await installTestWallet(context, { key: KEY });
    await signInThroughUi(page);
    await expect(coinRows(page)).toHaveCount(5);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  test('an empty wallet shows "Your wallet is empty" and its call to action opens the Buy token dialog', async ({
    page,
    context,
  }) => {
    // Every demo wallet (EVM or Solana) holds coins, so this one test answers the dashboard call itself with a valid
    // empty body; nothing else is intercepted.
    const empty: Dashboard = {
      total: 0,
      change24h: { abs: 0, pct: null },
      change30d: { abs: 0, pct: null },
      chains: [],
      coins: [],
      evolution: [],
      tier: 'free',
      krl: 0,
      demo: true,
      stale: [],
      stalePrices: [],
      tokens: [],
      sources: [],
      pricesPending: false,
    };
    await page.route('**/api/me/dashboard*', (route) => route.fulfill({ json: { code: 200, data: empty } }));
    await installTestWallet(context);
    await signInThroughUi(page);
    await expect(page.getByRole('heading', { name: 'Your wallet is empty' })).toBeVisible();
    await page.getByRole('button', { name: 'Start buying $KRL' }).click();
    await expect(page.getByRole('dialog', { name: 'Buy KRL' })).toBeVisible();
  });
});
