// Magic Konnect across two browser contexts (issue 3 §3): the desktop's QR dialog shows a code with its countdown,
// the phone opens /qauth/{code} and lands signed in on /dashboard; an invalid code shows "Invalid" then the dashboard.
import { expect, test } from './fixtures';
import { readAuth, signInThroughUi } from './helpers/sign-in';
import { installTestWallet } from './helpers/test-wallet';

test('a phone logs in with the code of the desktop QR dialog', async ({ page, context, browser }) => {
  const wallet = await installTestWallet(context);
  await signInThroughUi(page);
  await page.getByRole('button', { name: 'Log in on mobile with a QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in on your phone' });
  await expect(dialog.getByRole('img', { name: 'QR code to log in on your phone' })).toBeVisible();
  await expect(dialog.getByText(/^0[01]:[0-5]\d$/)).toBeVisible();
  const code = (await dialog.getByTestId('qr-login-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-Z0-9]{14}$/);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  // "Connecting…" shows for about a second (spec §4): on a loaded machine a polling assertion can miss it, so the page
  // records every text it showed and the test reads that record once the phone has landed.
  await phonePage.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __seenTexts: Set<string> }).__seenTexts = seen;
    new MutationObserver(() => seen.add(document.body.innerText)).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await phonePage.goto(`/qauth/${code}`);
  await expect(phonePage).toHaveURL(/\/dashboard$/);
  const shown = await phonePage.evaluate(() => [...(window as unknown as { __seenTexts: Set<string> }).__seenTexts].join('\n'));
  expect(shown).toContain('Connecting…');
  await expect(phonePage.getByText('Signed in as')).toBeVisible();
  expect((await readAuth(phonePage))?.wallet).toBe(wallet.address);
  await phone.close();
});

test.describe('invalid code', () => {
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('shows Invalid and the code, then the dashboard signed out', async ({ page }) => {
    await page.goto('/qauth/ZZZZZZZZZZZZZZ');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid' });
    await expect(alert).toContainText('ZZZZZZZZZZZZZZ');
    await expect(page.getByText(/Please try again/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    expect(await readAuth(page)).toBeNull();
  });
});
