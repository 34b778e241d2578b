// Referral capture from the page address (spec §1, §5, §9): kept in local storage and a cookie across navigation.
import { STORAGE_KEYS } from '@k3/shared';
import { expect, test } from './fixtures';

test('a referral link is kept in local storage and a cookie', async ({ page, context }) => {
  await page.goto('/pricing?k3referrer=0xAbC0000000000000000000000000000000000001');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
  await expect(page).toHaveURL(/\/news$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.referral)).toBe(
    '0xAbC0000000000000000000000000000000000001',
  );
  const cookie = (await context.cookies()).find((c) => c.name === STORAGE_KEYS.referral);
  expect(cookie?.value).toBe('0xAbC0000000000000000000000000000000000001');
  expect(cookie?.sameSite).toBe('Lax');
});

test('a referral in the hash is captured too', async ({ page }) => {
  await page.goto('/#ref=friend_42');
  await expect(page.locator('main')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.referral)).toBe('friend_42');
});
