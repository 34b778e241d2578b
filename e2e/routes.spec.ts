// Every route of spec §2 renders without console errors in en, fr and es, with translated titles and meta tags.
import { expect, test } from './fixtures';
import { ROUTES } from './helpers/routes';

for (const locale of ['en', 'fr', 'es'] as const) {
  test.describe(`in ${locale}`, () => {
    // /qauth/{code} redeems its (unknown) code: the browser logs that call's 401.
    test.use({ locale, allowedConsoleErrors: [/status of 401 .*\/api\/user\/auth-link-token\//] });

    test(`every route renders in ${locale}`, async ({ page }) => {
      // 25 navigations in one test: allow for a loaded 2-core machine.
      test.setTimeout(120_000);
      const titles = new Set<string>();
      for (const route of ROUTES) {
        await page.goto(route);
        await expect(page.locator('main')).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
        // A page may name itself twice (an audit's id, then the project's name once loaded): og:title follows the
        // title, so the two are compared at the same moment.
        const og = page.locator('meta[property="og:title"]');
        await expect
          .poll(async () => (await og.getAttribute('content')) === (await page.title()), `og:title of ${route}`)
          .toBe(true);
        const title = await page.title();
        expect(title, `title of ${route}`).not.toBe('');
        titles.add(title);
      }
      // Titles come from the translations per page, not one global title.
      expect(titles.size).toBeGreaterThan(10);
    });
  });
}

test('an unknown route shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /home|dashboard/i })
    .click();
  await expect(page).toHaveURL(/\/$|\/dashboard$/);
});

test('an unknown x-ray list type shows the 404 page', async ({ page }) => {
  await page.goto('/x-ray/tops/nope');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
