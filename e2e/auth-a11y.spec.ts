// Accessibility of the sign-in UI (docs/architecture.md "Web app": axe checks in the browser tests): the opened connect
// flow, the QR dialog and the logout chooser.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughUi } from './helpers/sign-in';
import { installTestWallet, TEST_WALLET_NAME } from './helpers/test-wallet';

async function violations(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((violation) => `${label}: ${violation.id}`);
}

test('the connect flow, QR dialog and logout chooser pass an axe scan', async ({ page, context }) => {
  // Three axe scans, the last over the signed-in dashboard with its quests: a slow test's time on a loaded machine.
  test.slow();
  await installTestWallet(context);
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('button', { name: TEST_WALLET_NAME })).toBeVisible();
  const found = await violations(page, 'connect');

  await signInThroughUi(page);
  await page.getByRole('button', { name: 'Log in on mobile with a QR code' }).click();
  await expect(page.getByTestId('qr-login-code')).toBeVisible();
  found.push(...(await violations(page, 'qr dialog')));
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'All devices' })).toBeVisible();
  found.push(...(await violations(page, 'logout chooser')));
  expect(found).toEqual([]);
});
