// SmartFolio against the real server in demo mode (issue 4 §5 "SmartFolio", §6 "Browser"; spec §8 SmartFolio
// messages): the sign-in wallet is listed; adding a second wallet confirms it and grows the current worth; an invalid
// address gives the spec's wallet-add failure; an exchange account is added; a wallet is deleted after confirmation;
// a Free-tier Solana user adding a wallet gets the tier-cap message; no sideways scroll at 390 px.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { formatUsd, TIER_CAP_ERROR, WALLET_ADD_ERROR, type Portfolio } from '@k3/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { signInThroughUi, type StoredAuth } from './helpers/sign-in';
import { installSolanaTestWallet, SOLANA_TEST_WALLET_NAME } from './helpers/solana-test-wallet';
import { installTestWallet } from './helpers/test-wallet';

test.use({
  // The tier cap is a 409 answer, which the browser logs.
  allowedConsoleErrors: [/status of 409 .*\/api\/me\/wallets/],
});

async function readPortfolios(request: APIRequestContext, auth: StoredAuth): Promise<Portfolio[]> {
  const response = await request.get('/api/me/portfolios', { headers: { authorization: `Bearer ${auth.token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Portfolio[] }).data;
}

const worthOf = (portfolios: readonly Portfolio[]) => portfolios.reduce((sum, portfolio) => sum + portfolio.worth, 0);
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const portfolioItems = (page: Page) => page.getByTestId('portfolio');

async function addWallet(page: Page, address: string) {
  await page.getByRole('button', { name: 'Add wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a wallet' });
  await dialog.getByLabel('Wallet address').fill(address);
  await dialog.getByRole('button', { name: 'Add wallet' }).click();
  return dialog;
}

test.describe('SmartFolio', () => {
  test('lists the sign-in wallet, adds a wallet and an exchange, refuses a bad address, deletes a wallet', async ({
    page,
    context,
    request,
  }) => {
    await installTestWallet(context);
    const auth = await signInThroughUi(page, '/smartfolio');
    await page.goto('/smartfolio');
    const short = `${auth.wallet.slice(0, 6)}…${auth.wallet.slice(-4)}`;

    await expect(portfolioItems(page)).toHaveCount(1);
    await expect(portfolioItems(page).first()).toContainText(short);
    await expect(portfolioItems(page).first()).toContainText('Sign-in wallet');
    await expect(
      portfolioItems(page)
        .first()
        .getByRole('button', { name: /Delete/ }),
    ).toHaveCount(0);
    const before = worthOf(await readPortfolios(request, auth));
    await expect(page.getByTestId('current-worth')).toHaveText(formatUsd(before));

    // An address that is neither EVM nor Solana: the spec §8 text, in the dialog and as a toast; nothing is added.
    const refused = await addWallet(page, '0x1234-not-a-wallet');
    await expect(refused.getByRole('alert')).toHaveText(WALLET_ADD_ERROR);
    await expect(toast(page, WALLET_ADD_ERROR).first()).toBeVisible();
    await refused.getByRole('button', { name: 'Cancel' }).click();
    await expect(refused).toBeHidden();

    // A second wallet: the success toast, the dialog closes, the list and the current worth grow.
    const second = privateKeyToAccount(generatePrivateKey()).address;
    const dialog = await addWallet(page, second);
    await expect(toast(page, 'Wallet information added.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(portfolioItems(page)).toHaveCount(2);
    const afterWallet = worthOf(await readPortfolios(request, auth));
    expect(afterWallet).toBeGreaterThan(before);
    await expect(page.getByTestId('current-worth')).toHaveText(formatUsd(afterWallet));

    // Unticking the new wallet leaves the selected worth at the sign-in wallet's.
    const secondShort = `${second.slice(0, 6)}…${second.slice(-4)}`;
    await page.getByRole('checkbox', { name: `Include ${secondShort} in the selection` }).uncheck();
    await expect(page.getByTestId('selected-worth')).toHaveText(formatUsd(before));

    // An exchange account (the demo adapter accepts any key). A key of this run's own: one exchange key counts toward
    // one account, so a fixed key would be refused as counted elsewhere by the next run on the same server.
    await page.getByRole('button', { name: 'Add exchange' }).click();
    const exchange = page.getByRole('dialog', { name: 'Add an exchange account' });
    await exchange.getByLabel('Exchange').selectOption('binance');
    await exchange.getByLabel('API key').fill(`e2e-key-${randomUUID()}`);
    await exchange.getByLabel('API secret').fill('e2e-secret');
    await exchange.getByRole('button', { name: 'Add exchange' }).click();
    await expect(toast(page, 'CEX wallet information added.')).toBeVisible();
    await expect(portfolioItems(page)).toHaveCount(3);
    await expect(portfolioItems(page).filter({ hasText: 'Binance' })).toContainText('Exchange account');

    // Delete the added wallet, after confirmation.
    await page.getByRole('button', { name: `Delete ${secondShort}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this portfolio?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Wallet deleted.')).toBeVisible();
    await expect(portfolioItems(page)).toHaveCount(2);
    await expect(portfolioItems(page).filter({ hasText: secondShort })).toHaveCount(0);

    await expect(page.getByRole('table', { name: 'Your holdings' })).toBeVisible();
  });

  test('a Free-tier Solana user gets the tier-cap message', async ({ page, context }) => {
    await installSolanaTestWallet(context);
    await page.goto('/smartfolio');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click();
    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
    await page.goto('/smartfolio');
    await expect(portfolioItems(page)).toHaveCount(1);

    const dialog = await addWallet(page, privateKeyToAccount(generatePrivateKey()).address);
    await expect(dialog.getByRole('alert')).toHaveText(TIER_CAP_ERROR);
    await expect(toast(page, TIER_CAP_ERROR).first()).toBeVisible();
    await expect(portfolioItems(page)).toHaveCount(1);
  });

  test('passes an axe scan, with the add-wallet dialog open too', async ({ page, context }) => {
    await installTestWallet(context);
    await signInThroughUi(page, '/smartfolio');
    await page.goto('/smartfolio');
    await expect(page.getByRole('table', { name: 'Your holdings' })).toBeVisible();
    const scan = async () => {
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      return violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    expect(await scan()).toEqual([]);
    await page.getByRole('button', { name: 'Add wallet' }).click();
    // Keyboard: the modal takes the focus (its Close button first), Tab reaches the address field.
    const dialog = page.getByRole('dialog', { name: 'Add a wallet' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Wallet address')).toBeFocused();
    expect(await scan()).toEqual([]);
  });

  test('fits a 390 px screen when signed in', async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await installTestWallet(context);
    await signInThroughUi(page, '/smartfolio');
    await page.goto('/smartfolio');
    await expect(page.getByRole('table', { name: 'Your holdings' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
