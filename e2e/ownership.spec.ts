// Ownership proofs in SmartFolio (issue 8 §6) against the real server: an added wallet is "Watch-only" and does not
// count toward the plan until the user proves it with the wallet itself. The injected test wallet holds a real key
// (its signature is checked by the API); the user signed in with another key, through the API.
import { STORAGE_KEYS, type Portfolio } from '@k3/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect, test } from './fixtures';
import { axeViolations, signInThroughApi } from './helpers/api-sign-in';
import { installTestWallet, TEST_WALLET_NAME } from './helpers/test-wallet';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

async function portfolios(request: APIRequestContext, token: string): Promise<Portfolio[]> {
  const response = await request.get('/api/me/portfolios', { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: Portfolio[] }).data;
}

async function addWallet(page: Page, address: string) {
  await page.getByRole('button', { name: 'Add wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a wallet' });
  await dialog.getByLabel('Wallet address').fill(address);
  await dialog.getByRole('button', { name: 'Add wallet' }).click();
  await expect(dialog).toBeHidden();
}

test('an added wallet counts toward the plan only once its own key signed the ownership message', async ({
  page,
  context,
  request,
}) => {
  // A long flow (two wallets added, two proofs, an axe scan): 16 s on an idle machine, past 30 s on a busy one.
  test.slow();
  const owned = await installTestWallet(context);
  const stranger = privateKeyToAccount(generatePrivateKey()).address;
  const auth = await signInThroughApi(request);
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.auth, JSON.stringify(auth)] as const);
  await page.goto('/smartfolio');

  const items = page.getByTestId('portfolio');
  await expect(items.first()).toContainText('Counts toward your plan');
  await addWallet(page, owned.address);
  await addWallet(page, stranger);
  const ownedItem = items.filter({ hasText: short(owned.address) });
  const strangerItem = items.filter({ hasText: short(stranger) });
  await expect(ownedItem).toContainText('Watch-only');
  await expect(strangerItem).toContainText('Watch-only');

  // The browser's wallet is not the stranger's address: the proof stops before anything is signed.
  await strangerItem.getByRole('button', { name: 'Prove ownership' }).click();
  let dialog = page.getByRole('dialog', { name: 'Prove this wallet is yours' });
  await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect(dialog.getByRole('alert')).toContainText(`The wallet shared ${short(owned.address)}, not ${short(stranger)}`);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await ownedItem.getByRole('button', { name: 'Prove ownership' }).click();
  dialog = page.getByRole('dialog', { name: 'Prove this wallet is yours' });
  expect(await axeViolations(page, 'ownership dialog')).toEqual([]);
  await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wallet verified' })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(ownedItem).toContainText('Counts toward your plan');
  await expect(ownedItem.getByRole('button', { name: 'Prove ownership' })).toHaveCount(0);
  await expect(strangerItem).toContainText('Watch-only');

  const list = await portfolios(request, auth.token);
  expect(list.map((p) => [p.address, p.verified])).toEqual([
    [auth.wallet, true],
    [owned.address, true],
    [stranger, false],
  ]);
});
