// The header's Connect (issue 9 §1): wherever the visitor is, it opens the wallet choices in place, and signing in
// keeps them on the page they were on. The injected test wallet signs with a real key.
import { expect, test } from './fixtures';
import { readAuth } from './helpers/sign-in';
import { installTestWallet, TEST_WALLET_NAME } from './helpers/test-wallet';

for (const path of ['/pricing', '/dashboard', '/x-ray']) {
  test(`Connect in the header on ${path} signs in and stays on ${path}`, async ({ page, context }) => {
    const wallet = await installTestWallet(context);
    await page.goto(path);
    await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();

    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect((await readAuth(page))?.wallet).toBe(wallet.address);
  });
}

test('closing the wallet choices leaves the visitor where they were, signed out', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('button', { name: 'Connect', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/pricing$/);
  expect(await readAuth(page)).toBeNull();
});
