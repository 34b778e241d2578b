// Solana sign-in through the UI (issue 3 §3): a Wallet Standard wallet backed by a real ed25519 keypair signs the
// challenge; the API verifies it and the user, whose id is the base58 public key, lands on the dashboard. A refused
// signature shows the signing message of spec §8.
import { expect, test } from './fixtures';
import { readAuth } from './helpers/sign-in';
import { installSolanaTestWallet, SOLANA_TEST_WALLET_NAME } from './helpers/solana-test-wallet';

test('a visitor signs in with a Wallet Standard Solana wallet', async ({ page, context, request }) => {
  const wallet = await installSolanaTestWallet(context);
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const choice = page.getByRole('button', { name: SOLANA_TEST_WALLET_NAME });
  await expect(choice).toContainText('Solana');
  await choice.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  const auth = await readAuth(page);
  expect(auth?.wallet).toBe(wallet.address);

  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${auth?.token ?? ''}` } });
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { data: { id: string } }).data.id).toBe(wallet.address);
});

test('a refused Solana signature shows the signing error and stays signed out', async ({ page, context }) => {
  await installSolanaTestWallet(context, { rejectSignature: { code: 4001, message: 'User rejected the request.' } });
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click();
  await expect(
    page.getByText('An error occurred while signing message: User rejected the request. Please try later or contact support.'),
  ).toBeVisible();
  expect(await readAuth(page)).toBeNull();
});
