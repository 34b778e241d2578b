// The /account page against the real server (issue 3 §2 "/account", §3): username change with the rule and the taken
// error, email validation through the demo outbox (wrong code → the spec §8 message, right code → validated), the
// sessions list ending another device's session (whose next call logs it out, spec §4), and an axe scan.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/api-sign-in';
import { readAuth, signInThroughUi } from './helpers/sign-in';
import { installTestWallet } from './helpers/test-wallet';

// spec §8 "Email validation", word for word.
const WRONG_CODE = 'You entered a wrong validation code or an error occured, please check email and/or retry.';

/** Unique per test and run: the server and its database are shared by the whole e2e run. */
const unique = () => Math.random().toString(36).slice(2, 10);

/** The 6-digit code of the newest outbox mail to `to` (DATA_DIR/outbox, written when SMTP_URL is unset). */
async function codeFromOutbox(to: string): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? 'data/e2e', 'outbox');
  const files = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const raw = await readFile(join(outbox, file), 'utf8');
    if (raw.includes(`To: ${to}`)) {
      const code = /validation code is (\d{6})/.exec(raw)?.[1];
      if (code) return code;
    }
  }
  throw new Error(`no mail to ${to}`);
}

async function openAccount(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  // The MCP section loads once the page is on screen; it has read its tokens when its list's title shows, so a session
  // ended next is not met by that read arriving after it.
  await expect(page.getByRole('heading', { name: /^Your tokens \(/ })).toBeVisible();
}

test('a visitor is asked to connect a wallet', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Connect to manage your account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
});

test.describe('signed in', () => {
  // The browser logs the 400 answers this file provokes on purpose.
  test.use({ allowedConsoleErrors: [/status of 400 .*\/api\/me\/(general|validate\?)/] });

  test('changes the username: the rule is checked, a taken name refused, a free one saved', async ({
    page,
    context,
    request,
  }) => {
    const wallet = await installTestWallet(context);
    const auth = await signInThroughUi(page);
    await openAccount(page);
    const field = page.getByLabel('Username');
    // spec §3: the username is the wallet address until one is set.
    await expect(field).toHaveValue(wallet.address);

    await field.fill('ab');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('Username must be 3 to 24 letters, digits, _ or -');

    const other = await signInThroughApi(request);
    const taken = `taken_${unique()}`;
    const claimed = await request.put('/api/me/general', {
      headers: { authorization: `Bearer ${other.token}` },
      data: { username: taken },
    });
    expect(claimed.status()).toBe(200);
    // Case-insensitively unique.
    await field.fill(taken.toUpperCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText('This username is already taken');

    const mine = `ada_${unique()}`;
    await field.fill(mine);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your username is saved.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    const me = await request.get('/api/me', { headers: { authorization: `Bearer ${auth.token}` } });
    expect(((await me.json()) as { data: { general: { username: string } } }).data.general.username).toBe(mine);

    await page.reload();
    await expect(page.getByLabel('Username')).toHaveValue(mine);
  });

  test('validates an email with the emailed code; a wrong code gets the spec message', async ({ page, context }) => {
    await installTestWallet(context);
    await signInThroughUi(page);
    await openAccount(page);
    await expect(page.getByText('No email yet')).toBeVisible();

    const email = `ada-${unique()}@example.com`;
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(`A 6-digit code was sent to ${email}.`)).toBeVisible();
    const code = await codeFromOutbox(email);

    const codeField = page.getByLabel('Validation code');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG_CODE);

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Validate' }).click();
    await expect(page.getByText('Your email is validated.')).toBeVisible();
    await expect(page.getByText('Validated', { exact: true })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Validation code')).toHaveCount(0);
  });
});

test('ends another device’s session: it is listed, ended, and its next call logs it out', async ({ page, context, browser }) => {
  const wallet = await installTestWallet(context);
  await signInThroughUi(page);

  const otherContext = await browser.newContext();
  await installTestWallet(otherContext, { key: wallet.key });
  const otherPage = await otherContext.newPage();
  const otherErrors: string[] = [];
  otherPage.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 403/.test(msg.text())) otherErrors.push(msg.text());
  });
  await signInThroughUi(otherPage);

  await openAccount(page);
  const sessions = page.getByRole('listitem').filter({ hasText: 'Last seen' });
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.first()).toContainText('Wallet sign-in');

  await sessions.filter({ hasNotText: 'This device' }).getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('The session is ended.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(sessions).toContainText('This device');

  // The other device keeps its token until its next authenticated call is answered 403 (spec §4).
  await otherPage.goto('/account');
  // Each of the page's calls (profile, sessions, Telegram) is refused; the user is told once.
  await expect(otherPage.getByText('Authentication error', { exact: true })).toBeVisible();
  await expect(otherPage.getByRole('heading', { name: 'Connect to manage your account' })).toBeVisible();
  expect(await readAuth(otherPage)).toBeNull();
  expect(otherErrors).toEqual([]);
  await otherContext.close();

  // This device is still signed in.
  await page.reload();
  await expect(sessions).toHaveCount(1);
});

test('ending this device’s own session signs out here', async ({ page, context }) => {
  await installTestWallet(context);
  await signInThroughUi(page);
  await openAccount(page);
  await page.getByRole('listitem').filter({ hasText: 'This device' }).getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('You are signed out on this device.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Connect to manage your account' })).toBeVisible();
  expect(await readAuth(page)).toBeNull();
});

test('the signed-in account page and its code entry pass an axe scan', async ({ page, context }) => {
  await installTestWallet(context);
  await signInThroughUi(page);
  await openAccount(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'This device' })).toBeVisible();
  const scan = async (label: string) =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
      (violation) => `${label}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  const found = await scan('account');

  const email = `axe-${unique()}@example.com`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByLabel('Validation code')).toBeVisible();
  found.push(...(await scan('code entry')));
  expect(found).toEqual([]);
});
