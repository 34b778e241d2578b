// /qauth/{code} in a browser already signed in (issue 8 §9): the page asks before leaving the current account, naming
// it; "Stay" keeps that session and leaves the code unused, "Sign in with this code" switches to the code's account
// and names it. Both accounts are real sessions made through the API with viem keys.
import { STORAGE_KEYS } from '@k3/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, desktopLoginCode, signInThroughApi } from './helpers/api-sign-in';
import { readAuth } from './helpers/sign-in';

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** A browser page signed in as a new account (its k3.auth written as the app writes it). */
async function signedInPage(page: Page, request: APIRequestContext) {
  const auth = await signInThroughApi(request);
  await page.goto('/pricing');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: STORAGE_KEYS.auth,
    value: JSON.stringify(auth),
  });
  return auth;
}

const meStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).status();

test('signed in, a code of another account asks first; "Stay" keeps the session and the code unused', async ({
  page,
  request,
}, testInfo) => {
  const own = await signedInPage(page, request);
  const other = await desktopLoginCode(request);
  await page.goto(`/qauth/${other.code}`);

  const dialog = page.getByRole('dialog', { name: 'Switch accounts?' });
  await expect(dialog).toContainText(
    `You are signed in as ${short(own.wallet)}. Continue to sign in with this code and leave ${short(own.wallet)}?`,
  );
  expect(await axeViolations(page, 'qauth switch question')).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('qauth-switch-desktop.png') });

  await dialog.getByRole('button', { name: `Stay signed in as ${short(own.wallet)}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  expect(await readAuth(page)).toEqual(own);
  expect(await meStatus(request, own.token)).toBe(200);
  // The code was never redeemed: it still opens a session for its own account.
  const redeemed = await request.get(`/api/user/auth-link-token/${other.code}`);
  expect(((await redeemed.json()) as { data: { wallet: string } }).data.wallet).toBe(other.wallet);
});

test('signed in, "Sign in with this code" switches to the code’s account, names it, and ends the old session', async ({
  page,
  request,
}) => {
  const own = await signedInPage(page, request);
  const other = await desktopLoginCode(request);
  await page.goto(`/qauth/${other.code}`);

  await page.getByRole('dialog', { name: 'Switch accounts?' }).getByRole('button', { name: 'Sign in with this code' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`You are now signed in as ${short(other.wallet)}.`)).toBeVisible();
  expect((await readAuth(page))?.wallet).toBe(other.wallet);
  expect(await meStatus(request, own.token)).toBe(403);
});

test('the question fits a 390 px phone, both choices in reach', async ({ browser, request }, testInfo) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await phone.newPage();
    const own = await signedInPage(page, request);
    const other = await desktopLoginCode(request);
    await page.goto(`/qauth/${other.code}`);
    const dialog = page.getByRole('dialog', { name: 'Switch accounts?' });
    const stay = dialog.getByRole('button', { name: `Stay signed in as ${short(own.wallet)}` });
    const confirm = dialog.getByRole('button', { name: 'Sign in with this code' });
    await expect(stay).toBeInViewport({ ratio: 1 });
    await expect(confirm).toBeInViewport({ ratio: 1 });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('qauth-switch-390.png') });
    await stay.tap();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await readAuth(page)).toEqual(own);
  } finally {
    await phone.close();
  }
});
