// The app shell of spec §1–§2: language detection and choice, sidebar, Buy token dialog, pricing, demo badge.
import AxeBuilder from '@axe-core/playwright';
import { STORAGE_KEYS, PLANS } from '@k3/shared';
import { expect, test } from './fixtures';

test.describe('language detection (spec §1)', () => {
  for (const [browserLanguage, expected] of [
    ['fr-FR', 'fr'],
    ['es-ES', 'es'],
    ['de-DE', 'en'],
  ] as const) {
    test(`navigator.language ${browserLanguage} gives ${expected}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: browserLanguage });
      const page = await context.newPage();
      await page.goto('/pricing');
      await expect(page.locator('html')).toHaveAttribute('lang', expected);
      await context.close();
    });
  }

  test('the stored choice overrides the browser language and survives a reload', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('combobox', { name: /langue/i }).selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.userLocale)).toBe('es');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.close();
  });
});

test('sidebar collapse survives a reload', async ({ page }) => {
  await page.goto('/pricing');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.sidebarCollapsed)).toBe('true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
});

test('report a bug links to a different form in French', async ({ page }) => {
  await page.goto('/pricing');
  const bugEn = await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Report a bug' })
    .getAttribute('href');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  const navFr = page.getByRole('navigation', { name: 'Navigation principale' });
  const bugFr = await navFr.getByRole('link', { name: 'Signaler un bug' }).getAttribute('href');
  expect(bugFr).toMatch(/^https:\/\//);
  expect(bugFr).not.toBe(bugEn);
});

test('the rewards entry reopens the last rewards tab', async ({ page }) => {
  await page.goto('/rewards');
  await page.getByRole('tab', { name: 'Ranking' }).click();
  await expect(page).toHaveURL(/\/rewards\/ranking$/);
  await page.goto('/pricing');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/rewards\/ranking$/);
});

test('the Buy token dialog opens and closes with the keyboard', async ({ page }) => {
  await page.goto('/pricing');
  const opener = page.getByRole('banner').getByRole('button', { name: 'Buy token' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (const link of await dialog.getByRole('link').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(dialog.getByRole('link')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // And by its close button, reached with Tab.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
});

test('pricing shows the four plans with their prices', async ({ page }) => {
  await page.goto('/pricing');
  for (const plan of PLANS) {
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: plan.name, exact: true }) });
    await expect(card).toBeVisible();
    if (plan.price > 0) await expect(card).toContainText(`$${plan.price}`);
    await expect(card).toContainText(String(plan.prompts));
  }
});

test('the demo badge shows when the API serves demo data', async ({ page, request }) => {
  const health = (await (await request.get('/api/health')).json()) as { data: { demo: boolean } };
  expect(health.data.demo).toBe(true);
  await page.goto('/');
  await expect(page.getByRole('banner').getByText('Demo data')).toBeVisible();
});

test('pre-registering for Gem Detector stores the contact once', async ({ page }) => {
  await page.goto('/gem-detector');
  const input = page.getByRole('textbox', { name: /email or wallet/i });
  await input.fill('not an email');
  await page.getByRole('button', { name: /pre-register/i }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await input.fill('investor@example.com');
  await page.getByRole('button', { name: /pre-register/i }).click();
  await expect(page.getByRole('status')).toContainText(/on the list/i);
});

test('pages pass an axe accessibility scan', async ({ page }) => {
  for (const route of ['/pricing', '/gem-detector', '/dashboard', '/votes']) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${route}: ${v.id}`)).toEqual([]);
  }
});
