// The wallet tab's layout (issue 9 §5): at desktop widths the total and the by-chain cards share the top row and fill
// it (no empty third of the row); on a phone they stack, each the full width. Geometry is asserted from the rendered
// boxes, and a screenshot of each width is attached to the report for a person to look at.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughUi } from './helpers/sign-in';
import { installTestWallet } from './helpers/test-wallet';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element not laid out');
  return found;
}

async function topRow(page: Page) {
  const totals = page.getByRole('region', { name: 'Total value' });
  const chains = page.getByRole('region', { name: 'By chain' });
  const evolution = page.getByRole('region', { name: 'Last 30 days' });
  await expect(page.getByRole('img', { name: 'Value by chain' })).toBeVisible();
  return { totals: await box(totals), chains: await box(chains), evolution: await box(evolution) };
}

for (const width of [1366, 1920]) {
  test(`at ${width} px the total and by-chain cards fill the top row`, async ({ page, context }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await installTestWallet(context);
    await signInThroughUi(page);
    const { totals, chains, evolution } = await topRow(page);

    expect(Math.abs(totals.y - chains.y)).toBeLessThan(2);
    // Together (with the gap between them) they span what the full-width chart below spans.
    expect(totals.x).toBeCloseTo(evolution.x, 0);
    expect(chains.x + chains.width).toBeCloseTo(evolution.x + evolution.width, 0);
    expect(Math.abs(totals.width - chains.width)).toBeLessThan(2);
    await testInfo.attach(`wallet-tab-${width}`, { body: await page.screenshot(), contentType: 'image/png' });
  });
}

test('at 390 px the cards stack, each the full width', async ({ page, context }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await installTestWallet(context);
  await signInThroughUi(page);
  const { totals, chains, evolution } = await topRow(page);

  expect(chains.y).toBeGreaterThanOrEqual(totals.y + totals.height);
  expect(totals.width).toBeCloseTo(evolution.width, 0);
  expect(chains.width).toBeCloseTo(evolution.width, 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await testInfo.attach('wallet-tab-390', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
});
