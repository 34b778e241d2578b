// KRL and plan in step with the holdings (issue 9 §2), against the real server in demo mode: right after a first
// sign-in the dashboard header's KRL is the KRL of the coin table, and /pricing marks the user's plan and says how many
// more KRL reach the next one.
import { formatAmount, PLANS, type Dashboard, type User } from '@k3/shared';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughUi, type StoredAuth } from './helpers/sign-in';
import { installTestWallet } from './helpers/test-wallet';

async function read<T>(request: APIRequestContext, auth: StoredAuth, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${auth.token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('a new user’s header KRL equals the coin table’s, and /pricing marks their plan', async ({ page, context, request }) => {
  await installTestWallet(context);
  const auth = await signInThroughUi(page);
  const dashboard = await read<Dashboard>(request, auth, '/api/me/dashboard?min=0.01');
  const krlRows = dashboard.coins.filter((coin) => coin.cg_id === 'kryll');
  expect(krlRows.length).toBeGreaterThan(0);

  // The header's KRL, as shown, is the sum of the coin table's KRL lines.
  const header = page.getByRole('region', { name: 'Your profile' });
  const krlInHeader = header
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^KRL$/ }) })
    .locator('dd');
  const total = krlRows.reduce((sum, coin) => sum + Number(coin.amount), 0);
  await expect(krlInHeader).toHaveText(formatAmount(total));

  const table = page.getByRole('table', { name: /Your coins/ });
  // The table shows 5 coins, then More (spec §9); a random test wallet may hold only 5.
  if (dashboard.coins.length > 5) await page.getByRole('button', { name: 'More' }).click();
  const krlLines = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /KRL/ }) });
  await expect(krlLines).toHaveCount(krlRows.length);
  if (krlRows.length === 1) await expect(krlLines.first()).toContainText(formatAmount(total));

  const me = await read<User>(request, auth, '/api/me');
  const plan = PLANS.find((candidate) => candidate.id === me.plan.id);
  if (!plan) throw new Error(`unknown plan ${me.plan.id}`);
  await page.getByRole('link', { name: 'Pricing' }).click();
  const status = page.getByTestId('plan-status');
  await expect(status.getByRole('heading', { name: `Your plan: ${plan.name}` })).toBeVisible();
  await expect(page.getByRole('article', { name: plan.name })).toHaveAttribute('aria-current', 'true');
  const next = PLANS[PLANS.indexOf(plan) + 1];
  if (next) await expect(status).toContainText(`more KRL unlock ${next.name}.`);
  else await expect(status).toContainText('You have the highest plan.');
});
