// Sign-in from Node, as another device would (issue 3 §3: real signatures): a fresh viem key signs the challenge,
// the API answers a session token; `desktopLoginCode` also asks that session for its Magic Konnect code.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

/** Signs a wallet in (a fresh one unless `key` names it, e.g. ADMIN_TEST_WALLET.key) and answers its session. */
export async function signInThroughApi(
  request: APIRequestContext,
  key: `0x${string}` = generatePrivateKey(),
): Promise<{ token: string; wallet: string }> {
  const account = privateKeyToAccount(key);
  const challenge = await request.get(`/api/user/auth/${account.address}`);
  expect(challenge.status()).toBe(200);
  const { msg } = ((await challenge.json()) as { data: { msg: string } }).data;
  const signature = await account.signMessage({ message: msg });
  const verified = await request.post(`/api/user/auth/${account.address}`, { data: { signature } });
  expect(verified.status()).toBe(200);
  return ((await verified.json()) as { data: { token: string; wallet: string } }).data;
}

/** A signed-in "desktop" and its 14-character login code (GET /api/me/get-link). */
export async function desktopLoginCode(request: APIRequestContext): Promise<{ wallet: string; code: string }> {
  const { token, wallet } = await signInThroughApi(request);
  const link = await request.get('/api/me/get-link', { headers: { authorization: `Bearer ${token}` } });
  expect(link.status()).toBe(200);
  const { code } = ((await link.json()) as { data: { code: string } }).data;
  return { wallet, code };
}

/** The WCAG 2 A and AA violations axe finds on the page, each as "label: rule id". */
export async function axeViolations(page: Page, label = page.url()): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations.map((violation) => `${label}: ${violation.id}`);
}
