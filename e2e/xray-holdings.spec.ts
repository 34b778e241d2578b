// X-Ray on the user's holdings against the real server in demo mode (issue 11 §3): the dashboard's coin table shows
// each coin's audit score and the "Alerts on your holdings" panel the portfolio score and the top alerts by value at
// risk; a click on a score opens the coin's X-Ray page; SmartFolio's holdings table has the same column; the page
// still fits a 390 px phone; an axe scan with an alert opened.
import AxeBuilder from '@axe-core/playwright';
import { formatUsd, type MyXray } from '@k3/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { signInThroughUi } from './helpers/sign-in';
import { installTestWallet } from './helpers/test-wallet';

/** The dashboard spec's key: the demo adapter seeds this address with more than 5 coins. */
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

async function tokenFor(request: APIRequestContext, key: `0x${string}`): Promise<string> {
  const account = privateKeyToAccount(key);
  const challenge = await request.get(`/api/user/auth/${account.address}`);
  const { msg } = ((await challenge.json()) as { data: { msg: string } }).data;
  const signature = await account.signMessage({ message: msg });
  const verified = await request.post(`/api/user/auth/${account.address}`, { data: { signature } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { data: { token: string } }).data.token;
}

/**
 * The wallet's audits once the demo audit run (started with the server, in the background) has reached every coin
 * X-Ray lists, so the page reads finished audits.
 */
async function auditedHoldings(request: APIRequestContext): Promise<MyXray> {
  const token = await tokenFor(request, KEY);
  let data: MyXray | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/me/x-ray', { headers: { authorization: `Bearer ${token}` } });
        data = ((await response.json()) as { data: MyXray }).data;
        return data.holdings.length > 0 && data.holdings.every((holding) => holding.auditedAt !== null);
      },
      { timeout: 60_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return data as unknown as MyXray;
}

const scoreName = (name: string, score: number | null) =>
  score === null ? `${name} is not audited yet` : `Audit score of ${name}: ${score} of 100`;

function alertsPanel(page: Page) {
  return page.getByRole('region', { name: 'Alerts on your holdings' });
}

test.describe('X-Ray on the holdings', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the coin table shows audit scores, the panel the top alerts; a score opens the coin’s X-Ray page', async ({
    page,
    context,
    request,
  }) => {
    const xray = await auditedHoldings(request);
    expect(xray.demo).toBe(true);
    await installTestWallet(context, { key: KEY });
    await signInThroughUi(page);

    const table = page.getByRole('table', { name: /Your coins/ });
    await expect(table.getByRole('rowheader')).toHaveCount(5);
    const byId = new Map(xray.holdings.map((holding) => [holding.id, holding]));
    const firstHref = await table.getByRole('rowheader').first().getByRole('link').getAttribute('href');
    const first = byId.get(decodeURIComponent(firstHref?.replace('/x-ray/', '') ?? ''));
    if (!first) throw new Error(`the first coin (${firstHref}) is not among the audited holdings`);
    // Found by its name, not its row: sorting by audit below reorders the rows (a coin held on two chains has two).
    const badge = table.getByRole('link', { name: scoreName(first.name, first.score) }).first();
    // What the eye sees: the number alone (the name above is what a screen reader says).
    await expect(badge.locator('[aria-hidden="true"]')).toHaveText(first.score === null ? '–' : String(first.score));

    // Sorting by audit puts the best score first.
    const best = [...xray.holdings].filter((holding) => holding.score !== null).sort((a, b) => b.score! - a.score!)[0];
    const header = table.getByRole('columnheader', { name: /Audit/ });
    // A first click on a figure sorts largest first (issue 26 §6).
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    if (best)
      await expect(
        table
          .getByRole('row')
          .nth(1)
          .getByRole('link', { name: new RegExp(`: ${best.score} of 100, (high|medium|low) confidence$`) }),
      ).toBeVisible();

    const panel = alertsPanel(page);
    await expect(panel.getByText('Demo', { exact: true })).toBeVisible();
    await expect(panel.getByTitle(/^Portfolio audit score/).locator('[aria-hidden="true"]')).toHaveText(
      String(xray.portfolioScore ?? '–'),
    );
    const items = panel.getByRole('list', { name: 'Top alerts by value at risk' }).getByRole('listitem');
    await expect(items).toHaveCount(Math.min(5, xray.alerts.length));
    const top = xray.alerts[0]!;
    await expect(items.first()).toContainText(top.name);
    await expect(items.first()).toContainText(`Exposure ${formatUsd(top.exposure)}`);
    const toggle = items.first().getByRole('button');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(items.first().getByText(top.because.en)).toBeVisible();
    await expect(panel.getByRole('link', { name: 'See all alerts' })).toHaveAttribute(
      'href',
      `/x-ray/${encodeURIComponent(top.projectId)}`,
    );

    await badge.click();
    await expect(page).toHaveURL(`/x-ray/${encodeURIComponent(first.id)}`);
  });

  test('SmartFolio’s holdings table has the audit column, and the alerts panel follows it', async ({
    page,
    context,
    request,
  }) => {
    const xray = await auditedHoldings(request);
    await installTestWallet(context, { key: KEY });
    await signInThroughUi(page, '/smartfolio');
    await page.goto('/smartfolio');
    const table = page.getByRole('table', { name: 'Your holdings' });
    await expect(table.getByRole('columnheader', { name: /Audit/ })).toBeVisible();
    const audited = xray.holdings.find((holding) => holding.score !== null)!;
    await expect(table.getByRole('link', { name: scoreName(audited.name, audited.score) }).first()).toHaveAttribute(
      'href',
      `/x-ray/${encodeURIComponent(audited.id)}`,
    );
    if (xray.alerts.length > 0) await expect(alertsPanel(page)).toBeVisible();
  });

  test('at 390 px the dashboard does not scroll sideways and the score is in view', async ({ page, context, request }) => {
    await auditedHoldings(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await installTestWallet(context, { key: KEY });
    await signInThroughUi(page);
    await expect(alertsPanel(page).getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The audit column comes right after the name, so a phone sees it without scrolling the table.
    const badge = page
      .getByRole('table', { name: /Your coins/ })
      .getByRole('row')
      .nth(1)
      .getByRole('link', { name: /audit/i });
    const box = await badge.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });

  test('passes an axe scan with an alert opened', async ({ page, context, request }) => {
    await auditedHoldings(request);
    await installTestWallet(context, { key: KEY });
    await signInThroughUi(page);
    const items = alertsPanel(page).getByRole('listitem');
    await items.first().getByRole('button').click();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});
