// Auditing a token by its address and the notifications bell (issue 30 §1, §4) against the real server in demo mode:
// an address typed in the X-Ray search offers the audit by address — to a signed-in user, the demo's answer that it
// needs a chain's RPC (demo configures none), and the API's 400 naming the chain; to a visitor, the same;
// the header's bell opens the notifications panel (empty: the watch runs in live mode only) and the full page, on a
// desktop and at 390 px. The live flow (a real audit by address, a tax raised and notified) is tested against a local
// chain in apps/api/test/xray/xray-token-address.test.ts and xray-watch.test.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/api-sign-in';

const ADDRESS = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

async function signIn(page: Page): Promise<string> {
  const auth = await signInThroughApi(page.request);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('k3.auth')) localStorage.setItem('k3.auth', value);
  }, JSON.stringify(auth));
  return auth.token;
}

const panel = (page: Page) => page.getByRole('region', { name: 'Audit this token by its address' });

test.describe('X-Ray: any token by its address', () => {
  test('a signed-in user is told the demo has no chain to read, and the API names the chain', async ({ page }) => {
    const token = await signIn(page);
    await page.goto('/x-ray');
    await page.getByRole('searchbox', { name: 'Search a project' }).fill(ADDRESS);
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toContainText('Auditing by address needs an RPC for the chain (live mode).');
    const answer = await page.request.post('/api/x-ray/tokens', {
      headers: { authorization: `Bearer ${token}` },
      data: { chain: 'ethereum', address: ADDRESS },
    });
    expect(answer.status()).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'chain: no RPC is configured for Ethereum (RPC_URL_ETHEREUM)',
    );
  });

  test('a visitor is told the same, with nothing to submit', async ({ page }) => {
    await page.goto('/x-ray');
    await page.getByRole('searchbox', { name: 'Search a project' }).fill(ADDRESS);
    await expect(panel(page)).toContainText('Auditing by address needs an RPC for the chain (live mode).');
    await expect(panel(page).getByRole('button')).toHaveCount(0);
    // A word is not an address: no panel.
    await page.getByRole('searchbox', { name: 'Search a project' }).fill('bitcoin');
    await expect(panel(page)).toHaveCount(0);
  });
});

test.describe('Notifications', () => {
  for (const width of [1280, 390]) {
    test(`the bell opens the list and the full page (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await signIn(page);
      await page.goto('/dashboard');
      const bell = page.getByRole('button', { name: 'Notifications', exact: true });
      await bell.click();
      await expect(page.getByText('No alerts yet.').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('link', { name: 'See all', exact: true }).click();
      await expect(page).toHaveURL(/\/notifications$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    });
  }
});
