// One figure, one value (issue 26 §1): for one signed-in user, the 30-day change, the kredits, the KRL that counts for
// the plan and a coin's market cap are read from every place they appear, and must be equal.
import { formatAmount, formatUsd, type Dashboard, type User, type XrayProjectDetail } from '@k3/shared';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/api-sign-in';

/** A hardhat test key: the demo gives its wallet 700–3,500 KRL. */
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const;
const panel = (page: Page) => page.getByRole('region', { name: 'Agent K' });
const lastAnswer = (page: Page) => panel(page).getByRole('log').locator('.chat-message[data-sender="agent"] .chat-bubble').last();

test('the 30-day change, the kredits, the KRL and a market cap read the same everywhere', async ({ page }) => {
  test.slow();
  const auth = await signInThroughApi(page.request, KEY);
  await page.addInitScript((value) => localStorage.setItem('k3.auth', value), JSON.stringify(auth));
  const read = async <T>(path: string) =>
    ((await (await page.request.get(path, { headers: { authorization: `Bearer ${auth.token}` } })).json()) as { data: T }).data;
  const dashboard = await read<Dashboard>('/api/me/dashboard?min=0.01');

  // The 30-day change: the box, and the chart's own first and last points (its table).
  await page.goto('/');
  const first = dashboard.evolution[0]!.value;
  const last = dashboard.evolution.at(-1)!.value;
  const totals = page.getByRole('region', { name: 'Total value' });
  const box = totals.locator('.wallet-change').nth(1);
  await expect(box).toContainText(`${last - first > 0 ? '+' : ''}${formatUsd(last - first)}`);
  const chart = page.getByRole('region', { name: 'Last 30 days' });
  await chart.getByText('Show the values as a table').click();
  const rows = chart.locator('tbody tr');
  await expect(rows).toHaveCount(dashboard.evolution.length);
  await expect(rows.first().locator('td').nth(1)).toHaveText(formatUsd(first));
  await expect(rows.last().locator('td').nth(1)).toHaveText(formatUsd(last));

  // Kredits: the header, the chat panel and Agent K's answer, after the prompt's own debit.
  const profile = page.getByRole('region', { name: 'Your profile' });
  const dd = (term: RegExp) =>
    profile
      .locator('dl > div')
      .filter({ has: page.locator('dt', { hasText: term }) })
      .locator('dd');
  await page.getByRole('banner').getByRole('button', { name: 'Agent K' }).click();
  const box2 = panel(page).getByRole('textbox', { name: /Agent K$/ });
  await box2.fill('what plan am I on');
  await box2.press('Enter');
  await expect(lastAnswer(page)).toContainText(/next refill/, { timeout: 30_000 });
  const me = await read<User>('/api/me');
  await expect(dd(/^Credits$/)).toHaveText(`${me.chat.kredits}/${me.chat.max}`);
  await expect(panel(page).getByText(new RegExp(`^Kredits: ${me.chat.kredits} of ${me.chat.max} · refills `))).toBeVisible();
  await expect(lastAnswer(page)).toContainText(`${me.chat.kredits}/${me.chat.max}`);

  // KRL: the header shows the KRL that counts for the plan, as /pricing and Agent K's plan answer do.
  await expect(dd(/^KRL$/)).toContainText(formatAmount(me.plan.krl));
  await expect(lastAnswer(page)).toContainText(
    `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(me.plan.krl)} KRL`,
  );

  // A market cap: the X-Ray page and Agent K's answer, in the app's one format ("$2.61T").
  const bitcoin = await read<XrayProjectDetail>('/api/x-ray/projects/bitcoin');
  await box2.fill('price of bitcoin');
  await box2.press('Enter');
  await expect(lastAnswer(page)).toContainText(`market cap ${formatUsd(bitcoin.marketCap!)}`, { timeout: 30_000 });
  await page.goto('/x-ray/bitcoin');
  await expect(page.locator('.xray-header')).toContainText(formatUsd(bitcoin.marketCap!));
});
