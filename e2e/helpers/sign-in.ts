// Sign-in steps the auth specs share: through the UI with the injected test wallet, and reading k3.auth.
import { STORAGE_KEYS } from '@k3/shared';
import { expect, type Page } from '@playwright/test';
import { TEST_WALLET_NAME } from './test-wallet';

export interface StoredAuth {
  token: string;
  wallet: string;
}

export async function readAuth(page: Page): Promise<StoredAuth | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.auth);
  return raw === null ? null : (JSON.parse(raw) as StoredAuth);
}

/** Opens the connect flow on the dashboard and picks the test wallet; resolves once signed in. */
export async function signInThroughUi(page: Page, path = '/'): Promise<StoredAuth> {
  await page.goto(path);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('button', { name: TEST_WALLET_NAME }).click();
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  const auth = await readAuth(page);
  expect(auth).not.toBeNull();
  return auth as StoredAuth;
}
