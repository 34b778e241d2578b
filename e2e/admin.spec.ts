// The admin console against the real server (docs/admin.md "The console"): the admin test wallet (ADMIN_WALLETS in
// playwright.config.ts) signs in from the browser, creates a quest with the form, publishes it after a confirmation
// and finds both changes in the audit log; a regular user then sees the quest on /rewards/quests. A signed-in user
// who is not an admin gets "Admins only", keeps the session and sends no /api/admin request (a 403 would log them out).
// The Jobs tab shows the background jobs the server ran at start (demo news, X-Ray), at desktop and phone widths.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers/api-sign-in';
import { readAuth, signInThroughUi } from './helpers/sign-in';
import { ADMIN_TEST_WALLET, installTestWallet } from './helpers/test-wallet';

const unique = () => Math.random().toString(36).slice(2, 8);

/** Every /api/admin request the page sends from now on. */
function adminRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/admin')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

test.describe('admin console', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an admin creates and publishes a quest, the audit log shows it, and a user sees it', async ({
    page,
    context,
    browser,
  }) => {
    await installTestWallet(context, { key: ADMIN_TEST_WALLET.key });
    await signInThroughUi(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin console' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
    const sections = page.getByRole('tablist', { name: 'Admin sections' });
    await sections.getByRole('tab', { name: 'Quests' }).click();

    const id = `e2e-${unique()}`;
    const name = `Ask Agent K twice ${id}`;
    await page.getByRole('button', { name: 'New quest' }).click();
    // A submit with nothing filled names what to fix.
    await page.getByRole('button', { name: 'Create quest' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Check these fields' })).toContainText('Id, Name (English)');
    expect(await axeViolations(page, 'admin quest form with errors')).toEqual([]);

    await page.getByLabel('Id', { exact: true }).fill(id);
    await page.getByLabel('Name (English)').fill(name);
    await page.getByLabel('Name (French)').fill(`Demandez deux fois à Agent K ${id}`);
    await page.getByLabel('Description (English)').fill('Ask Agent K two questions.');
    await page.getByLabel('Type', { exact: true }).selectOption({ label: 'AI usage' });
    await page.getByLabel('Answered Agent K prompts').fill('2');
    await page.getByLabel('XP', { exact: true }).fill('40');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText(`Demandez deux fois à Agent K ${id}`)).toBeVisible();
    await page.getByRole('button', { name: 'Create quest' }).click();
    await expect(page.getByText('Quest created.')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: id });
    await expect(row.getByText('Draft')).toBeVisible();
    await row.getByRole('button', { name: `Publish ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish' });
    await expect(confirm).toContainText(`Publish “${name}”? Users will see it.`);
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(row.getByText('Published')).toBeVisible();

    await sections.getByRole('tab', { name: 'Audit log' }).click();
    const entries = page.getByTestId('audit-entry').filter({ hasText: id });
    await expect(entries.filter({ hasText: 'quest.publish' })).toHaveCount(1);
    const created = entries.filter({ hasText: 'quest.create' });
    await expect(created).toHaveCount(1);
    await expect(created.getByRole('row').filter({ hasText: 'params.prompts' })).toContainText('2');
    expect(await axeViolations(page, 'admin audit log')).toEqual([]);

    // A regular user, in a browser of their own, finds the published quest among theirs.
    const userContext = await browser.newContext();
    const userPage = await userContext.newPage();
    await installTestWallet(userContext);
    const user = await signInThroughUi(userPage);
    const listed = await userPage.request.get('/api/me/quests?lang=en', { headers: { authorization: `Bearer ${user.token}` } });
    expect(listed.status()).toBe(200);
    const { quests } = ((await listed.json()) as { data: { quests: { id: string; name: string }[] } }).data;
    expect(quests.find((quest) => quest.id === id)?.name).toBe(name);
    await userPage.goto('/rewards/quests');
    await expect(userPage.getByText(name)).toBeVisible();
    await userContext.close();
  });

  test('an admin sees the background jobs: status, last and next run, runs and failures', async ({ page, context }, testInfo) => {
    await installTestWallet(context, { key: ADMIN_TEST_WALLET.key });
    await signInThroughUi(page);
    await page.goto('/admin');
    await page.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab', { name: 'Jobs' }).click();
    const section = page.getByRole('region', { name: 'Background jobs' });
    // The server ran the current slot of the demo news and of X-Ray before it listened.
    for (const name of ['news', 'xray']) {
      const row = section.getByRole('row').filter({ has: page.locator('strong', { hasText: new RegExp(`^${name}$`) }) });
      await expect(row.getByText('OK', { exact: true })).toBeVisible();
      await expect(row).toContainText(/every \d+ (min|hr)/);
    }
    const header = section.getByRole('row').first();
    for (const column of ['Job', 'Status', 'Last run', 'Next run', 'Runs', 'Failures', 'Last error'])
      await expect(header.getByRole('columnheader', { name: column })).toBeVisible();
    expect(await axeViolations(page, 'admin jobs')).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('admin-jobs-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section.getByRole('row').nth(1)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-jobs-390.png'), fullPage: true });
  });

  test('a user who is not an admin sees "Admins only", keeps the session and calls no admin route', async ({ page, context }) => {
    await installTestWallet(context);
    const seen = adminRequests(page);
    const auth = await signInThroughUi(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Admin sections' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
    expect(await readAuth(page)).toEqual(auth);
    expect(seen).toEqual([]);
    expect(await axeViolations(page, 'admins only')).toEqual([]);
  });
});
