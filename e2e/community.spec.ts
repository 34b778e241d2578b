// The demo community against the real server in demo mode (issue 24 §4; docs/rewards.md "Demo community", docs/votes.md
// "Demo poll", docs/auth.md "Demo inbox"): the ranking is full of generated members labelled demo, with a newcomer
// shown among them at their rank; the open demo poll and the past ones show their results; a newcomer validates an
// email with the code read in the demo inbox; every token icon sits on a disc that dark and white logos show against.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInThroughApi } from './helpers/api-sign-in';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const unique = () => Math.random().toString(36).slice(2, 10);

/** Signs a fresh wallet in through the API and hands its session to the page. */
async function signedIn(page: Page, request: APIRequestContext) {
  const auth = await signInThroughApi(request);
  await page.addInitScript((value) => localStorage.setItem('k3.auth', value), JSON.stringify(auth));
  return auth;
}

test('the ranking shows the demo members, labelled demo, and the newcomer among them at their rank', async ({
  page,
  request,
}) => {
  const auth = await signedIn(page, request);
  for (const path of ['/api/me/quests/start', '/api/me/quests/complete']) {
    const response = await request.post(path, { headers: bearer(auth.token), data: { quest_id: 'hold-krl' } });
    expect(response.status()).toBe(200);
  }
  const mine = await request.get('/api/me/ranking', { headers: bearer(auth.token) });
  const { rank } = ((await mine.json()) as { data: { rank: number } }).data;

  await page.goto('/rewards/ranking');
  const table = page.getByRole('table', { name: /Users ranked by XP/ });
  await expect(table).toBeVisible({ timeout: 30_000 });
  // A hundred members at least: the top of a community of 300.
  await expect(table.getByRole('row').nth(100)).toBeVisible();
  await expect(table.getByText('demo', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Demo community: the other members are generated/)).toBeVisible();
  // Some members kept no username: their address shows shortened, as the ranking shows any address.
  await expect(
    table
      .getByRole('rowheader')
      .filter({ hasText: /^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}demo$/ })
      .first(),
  ).toBeVisible();

  const own = table.locator('tr[aria-current="true"]');
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('You');
  await expect(own.getByRole('cell').first()).toHaveText(String(rank));
});

test('the open demo poll shows live results, and past polls show theirs', async ({ page }) => {
  await page.goto('/votes');
  const open = page.getByRole('article', { name: 'Which feature should K3 build next?' });
  const live = open.getByRole('region', { name: 'Live results' });
  await expect(live.getByText(/^Ballots cast: [1-9]\d*$/)).toBeVisible({ timeout: 30_000 });
  await expect(live.getByText('Winner')).toBeVisible();

  await page.goto('/votes/past');
  const past = page.getByRole('article', { name: 'Which language should K3 speak next?' });
  const results = past.getByRole('region', { name: 'Results' });
  await expect(results.getByText(/^Ballots cast: [1-9]\d*$/)).toBeVisible({ timeout: 30_000 });
  await expect(results.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('article', { name: 'Which chain should K3 support next?' })).toBeVisible();
});

test('a newcomer validates an email with the code read in the demo inbox', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  const email = `newcomer-${unique()}@example.com`;
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText(`Demo mode: no email leaves this server. The message for ${email} is in your demo inbox.`),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open the demo inbox' }).click();
  const inbox = page.getByRole('region', { name: 'Demo inbox: your last message' });
  const body = inbox.getByText(/Your K3 email validation code is \d{6}\./);
  await expect(body).toBeVisible();
  await expect(inbox).toContainText(email);
  const code = /code is (\d{6})/.exec((await body.textContent()) ?? '')?.[1] ?? '';

  await page.getByLabel('Validation code').fill(code);
  await page.getByRole('button', { name: 'Validate' }).click();
  await expect(page.getByText('Your email is validated.')).toBeVisible();
  await expect(page.getByText('Validated', { exact: true })).toBeVisible();
});

test('every token icon on the dashboard sits on a disc that a black or a white logo shows against', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/dashboard');
  const icons = page.locator('img[src^="/icons/tokens/"]');
  await expect(icons.first()).toBeVisible({ timeout: 30_000 });
  const styles = await icons.evaluateAll((nodes) =>
    nodes.map((node) => {
      const style = getComputedStyle(node);
      return { background: style.backgroundColor, radius: style.borderRadius };
    }),
  );
  for (const style of styles) {
    expect(style.radius).toBe('50%');
    const [r, g, b] = (style.background.match(/\d+/g) ?? []).map((channel) => {
      const c = Number(channel) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    // WCAG relative luminance and contrast: at least 3:1 against a black logo and against a white one.
    const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    expect((luminance + 0.05) / 0.05).toBeGreaterThanOrEqual(3);
    expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(3);
  }
});
