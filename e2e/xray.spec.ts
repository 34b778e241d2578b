// X-Ray against the real server in demo mode (issue 11 §3): the search (accents and case aside) with its category
// filter and reset, the three lists and a tops page, favorites customised and kept after a reload, a project's audit
// with its six sections for a signed-in user (a demo wallet holds 700 KRL or more: Shrimp and above see X-Ray), its
// price chart hovered, 'connect to unlock' for a visitor, the project-not-found page, "tell me more" sending its prompt
// to the chat, axe scans, the 390 px layout and the sections staying in place while the charts load. Expectations come
// from the API answers the page received.
import {
  formatUsd,
  XRAY_SECTIONS,
  type XrayCategory,
  type XrayPricePoint,
  type XrayProjectDetail,
  type XrayProjectList,
} from '@k3/shared';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, signInThroughApi } from './helpers/api-sign-in';

const SECTION_TITLES = ['Financial', 'Fundamental', 'Social', 'On-chain', 'Security', 'Technical analysis'];

/** Signs a fresh demo wallet in through the API and hands its session to the page. */
async function signIn(page: Page): Promise<{ token: string; wallet: string }> {
  const auth = await signInThroughApi(page.request);
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${auth.token}` } });
  const { plan } = ((await me.json()) as { data: { plan: { id: string } } }).data;
  // spec §9: X-Ray comes with Shrimp (700 KRL) and above; the demo wallets hold at least that.
  expect(plan.id).not.toBe('free');
  await page.addInitScript((value) => {
    if (!localStorage.getItem('k3.auth')) localStorage.setItem('k3.auth', value);
  }, JSON.stringify(auth));
  return auth;
}

const isProjectsAnswer = (check: (url: URL) => boolean) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === '/api/x-ray/projects' && check(url);
};

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

const main = (page: Page) => page.getByRole('main');
const results = (page: Page) => main(page).getByRole('list', { name: 'Search results' });
const resultLinks = (page: Page) => results(page).locator('.xray-row-link');
const section = (page: Page, name: string) => main(page).getByRole('region', { name, exact: true });

test.describe('X-Ray search and lists', () => {
  test('searches by name or symbol, accents and case aside, and keeps the search in the address', async ({ page }) => {
    await page.goto('/x-ray');
    await expect(page.getByRole('heading', { level: 1, name: 'X-Ray' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search a project' });

    const answer = page.waitForResponse(isProjectsAnswer((url) => url.searchParams.get('search') === 'BÎTCOIN'));
    await box.fill('BÎTCOIN');
    const list = await json<XrayProjectList>(answer);
    expect(list.items.map((item) => item.id)).toContain('bitcoin');
    await expect(resultLinks(page).first()).toBeVisible();
    await expect(resultLinks(page)).toHaveText(list.items.map((item) => item.name));
    await expect(main(page).getByText(`Projects found: ${list.total}`)).toBeVisible();
    await expect(page).toHaveURL(/\/x-ray\?search=B%C3%8ETCOIN$/);

    const bySymbol = page.waitForResponse(isProjectsAnswer((url) => url.searchParams.get('search') === 'eth'));
    await box.fill('eth');
    const eth = await json<XrayProjectList>(bySymbol);
    expect(eth.items.map((item) => item.id)).toContain('ethereum');
    await expect(resultLinks(page).filter({ hasText: /^Ethereum$/ })).toHaveAttribute('href', '/x-ray/ethereum');

    await page.reload();
    await expect(box).toHaveValue('eth');
    await expect(resultLinks(page).filter({ hasText: /^Ethereum$/ })).toBeVisible();
  });

  test('filters on a category and resets', async ({ page }) => {
    const categoriesAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/x-ray/categories');
    await page.goto('/x-ray');
    const categories = await json<XrayCategory[]>(categoriesAnswer);
    const category = categories.find((entry) => entry.count >= 2 && entry.count <= 20) ?? categories[0]!;

    const answer = page.waitForResponse(isProjectsAnswer((url) => url.searchParams.get('category') === category.id));
    await page.getByRole('combobox', { name: 'Category' }).selectOption(category.id);
    const list = await json<XrayProjectList>(answer);
    expect(list.total).toBe(category.count);
    await expect(main(page).getByText(`Projects found: ${category.count}`)).toBeVisible();
    await expect(resultLinks(page)).toHaveCount(list.items.length);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');
    await expect(results(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/x-ray$/);
  });

  test('shows the head of the three lists, each linking to its whole list', async ({ page }) => {
    await page.goto('/x-ray');
    for (const [title, type] of [
      ['Top Winners 24h', 'winners'],
      ['Top Losers 24h', 'losers'],
      ['Last Audited Projects', 'audited'],
    ] as const) {
      const card = main(page).getByRole('region', { name: title });
      await expect(card.getByRole('listitem').first()).toBeVisible();
      await expect(card.getByRole('link', { name: `See all: ${title}` })).toHaveAttribute('href', `/x-ray/tops/${type}`);
    }
    await main(page).getByRole('link', { name: 'See all: Top Losers 24h' }).click();
    await expect(page).toHaveURL(/\/x-ray\/tops\/losers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top Losers 24h' })).toBeVisible();
  });

  test('a tops page lists the whole list in the API’s order', async ({ page }) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/x-ray/tops/winners');
    await page.goto('/x-ray/tops/winners');
    const { items } = await json<{ items: XrayProjectList['items'] }>(answer);
    expect(items.length).toBeGreaterThan(5);
    await expect(main(page).locator('.xray-row-link')).toHaveText(items.map((item) => item.name));
    const changes = items.map((item) => item.change24h ?? 0);
    expect(changes).toEqual([...changes].sort((a, b) => b - a));
  });
});

test.describe('X-Ray favorites', () => {
  test('a visitor is asked to connect', async ({ page }) => {
    await page.goto('/x-ray');
    const favorites = main(page).getByRole('region', { name: 'Favorites' });
    await expect(favorites.getByText(/Connect your wallet to choose up to 20 favorite projects/)).toBeVisible();
    await favorites.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  });

  test('a user customises the favorites: they are saved and kept after a reload', async ({ page }) => {
    await signIn(page);
    await page.goto('/x-ray');
    await expect(main(page).getByRole('heading', { name: 'No favorite yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Customize favorites' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize favorites' });
    const add = dialog.getByRole('searchbox', { name: 'Add a project' });

    await add.fill('bitcoin');
    await dialog.getByRole('button', { name: 'Add Bitcoin', exact: true }).click();
    await add.fill('ethereum');
    await dialog.getByRole('button', { name: 'Add Ethereum', exact: true }).click();
    await add.fill('solana');
    await dialog.getByRole('button', { name: 'Add Solana', exact: true }).click();
    await expect(dialog.getByText('Your favorites (3 of 20)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Move Ethereum up' }).click();
    await dialog.getByRole('button', { name: 'Remove Solana' }).click();

    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/me/favorites' && r.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: 'Save favorites' }).click();
    expect((await saved).status()).toBe(200);
    await expect(dialog).toBeHidden();

    const favorites = main(page).getByRole('list', { name: 'Favorites' }).locator('.xray-row-link');
    await expect(favorites).toHaveText(['Ethereum', 'Bitcoin']);
    await page.reload();
    await expect(favorites).toHaveText(['Ethereum', 'Bitcoin']);
  });
});

test.describe('X-Ray project audit', () => {
  test('a signed-in user sees the six sections with their measures, alerts and the score', async ({ page }) => {
    await signIn(page);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/x-ray/projects/bitcoin');
    await page.goto('/xray/bitcoin');
    const detail = await json<XrayProjectDetail>(answer);
    expect(detail.access).toBe('full');

    await expect(page.getByRole('heading', { level: 1, name: /^Bitcoin/ })).toBeVisible();
    await expect(page.getByRole('img', { name: `Audit score: Score ${detail.score} out of 100` })).toBeVisible();
    await expect(main(page).getByText(`${detail.coverage.checked} of ${detail.coverage.total} checks ran`)).toBeVisible();
    await expect(main(page).locator('.xray-header').getByText('Demo data', { exact: true })).toBeVisible();

    const headings = main(page).locator('.xray-section-title');
    await expect(headings).toHaveText(SECTION_TITLES);
    for (const [index, key] of XRAY_SECTIONS.entries()) {
      const content = detail.sections[key];
      if (content.locked) throw new Error(`${key} is locked`);
      const region = section(page, SECTION_TITLES[index]!);
      await expect(region.locator('.xray-field')).toHaveCount(content.fields.length);
      await expect(region.locator('.xray-alert')).toHaveCount(content.alerts.length);
      await expect(region.getByText('connect to unlock')).toHaveCount(0);
    }
    await expect(section(page, 'Security').getByRole('region', { name: 'Audit alerts by group' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'You may also like' })).toBeVisible();
  });

  test('the price chart is drawn and writes the date, close and volume of the hovered day', async ({ page }) => {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/x-ray/projects/bitcoin/prices');
    await page.goto('/x-ray/bitcoin');
    const points = await json<XrayPricePoint[]>(answer);
    expect(points.length).toBeGreaterThan(30);
    const chart = main(page).getByRole('img', { name: 'Bitcoin: daily close and volume over 90 days' });
    await expect(chart.locator('canvas').first()).toBeVisible();
    const legend = main(page).locator('.xray-chart-legend').first();
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    const legendOf = (point: XrayPricePoint) =>
      `${day.format(new Date(`${point.date}T00:00:00Z`))}Close ${formatUsd(point.close)}Volume ${formatUsd(point.volume)}`;
    await expect(legend).toHaveText(legendOf(points.at(-1)!));

    // A quarter of the way in: a day of the first half, with its own values (the chart scrolled into view first: the
    // mouse only hovers what is on screen).
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.5);
    await expect(legend).not.toHaveText(legendOf(points.at(-1)!));
    const shown = await legend.textContent();
    const hovered = points.findIndex((point) => legendOf(point) === shown);
    expect(hovered, `${shown} is one of the API's days`).toBeGreaterThanOrEqual(0);
    expect(hovered).toBeLessThan(points.length / 2);
  });

  test('an alert opens its reason', async ({ page }) => {
    await signIn(page);
    await page.goto('/x-ray/kryll');
    const alert = main(page).locator('.xray-alert').first();
    await expect(alert).toBeVisible();
    const why = alert.getByRole('button', { name: 'Why?' });
    await expect(alert.locator('.xray-alert-because')).toBeHidden();
    await why.click();
    await expect(why).toHaveAttribute('aria-expanded', 'true');
    await expect(alert.locator('.xray-alert-because')).toBeVisible();
  });

  test('a visitor sees every section locked with connect to unlock', async ({ page }) => {
    await page.goto('/x-ray/bitcoin');
    await expect(page.getByRole('heading', { level: 1, name: /^Bitcoin/ })).toBeVisible();
    await expect(main(page).getByText('connect to unlock')).toHaveCount(6);
    await expect(main(page).locator('.xray-field:not(.xray-locked-stand-in *)')).toHaveCount(0);
    await section(page, 'Social').getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  });

  test.describe('not found', () => {
    test.use({ allowedConsoleErrors: [/404/] });

    test('an unknown project shows the project-not-found page with the search feature', async ({ page }) => {
      await page.goto('/x-ray/no-such-project-anywhere');
      await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
      await expect(main(page).getByText('Use the search feature')).toBeVisible();
      const box = main(page).getByRole('searchbox', { name: 'Search a project' });
      await box.fill('bitcoin');
      await main(page).getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/x-ray\?search=bitcoin$/);
      await expect(resultLinks(page).filter({ hasText: /^Bitcoin$/ })).toBeVisible();
      expect(await axeViolations(page, 'x-ray search from not found')).toEqual([]);
    });
  });

  test('tell me more opens the chat beside the audit and sends a prompt naming the section and the project', async ({ page }) => {
    await signIn(page);
    await page.goto('/x-ray/bitcoin');
    await section(page, 'Security').getByRole('button', { name: 'tell me more' }).click();
    // The reader stays on the audit (issue 26 §5).
    await expect(page.getByRole('region', { name: 'Agent K' })).toBeVisible();
    await expect(page).toHaveURL(/\/x-ray\/bitcoin$/);
    await expect(page.getByRole('log', { name: 'Conversation with Agent K' }).getByRole('listitem').first()).toHaveText(
      'You: Tell me more about the Security section of the X-Ray audit of Bitcoin (BTC).',
    );
  });
});

test.describe('X-Ray accessibility and phone layout', () => {
  test('the X-Ray pages pass axe, signed in and as a visitor', async ({ page }) => {
    // Five pages and dialogs scanned by axe: over the default 30 s on a loaded 2-core machine.
    test.slow();
    await page.goto('/x-ray?search=bit');
    await expect(resultLinks(page).first()).toBeVisible();
    expect(await axeViolations(page, 'x-ray, visitor')).toEqual([]);
    await page.goto('/x-ray/bitcoin');
    await expect(main(page).getByText('connect to unlock').first()).toBeVisible();
    expect(await axeViolations(page, 'x-ray detail, visitor')).toEqual([]);
    await page.goto('/x-ray/tops/audited');
    await expect(main(page).locator('.xray-row-link').first()).toBeVisible();
    expect(await axeViolations(page, 'x-ray tops')).toEqual([]);

    await signIn(page);
    await page.goto('/x-ray/kryll');
    await expect(section(page, 'Financial').locator('.xray-field').first()).toBeVisible();
    await main(page).getByRole('button', { name: 'Why?' }).first().click();
    expect(await axeViolations(page, 'x-ray detail, signed in')).toEqual([]);
    await page.goto('/x-ray');
    await page.getByRole('button', { name: 'Customize favorites' }).click();
    await page.getByRole('dialog', { name: 'Customize favorites' }).getByRole('searchbox').fill('sol');
    await expect(page.getByRole('button', { name: 'Add Solana', exact: true })).toBeVisible();
    expect(await axeViolations(page, 'x-ray favorites dialog')).toEqual([]);
  });

  test('at 390 px no X-Ray page scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    for (const path of ['/x-ray?search=bit', '/x-ray/kryll', '/x-ray/tops/losers']) {
      await page.goto(path);
      await expect(main(page).locator('.xray-row-link, .xray-field').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  // docs/performance.md "X-Ray page layout shift": the charts keep the space they will take while their data loads.
  for (const viewport of [
    { width: 1280, height: 1024 },
    { width: 390, height: 844 },
  ])
    test(`at ${viewport.width} px the sections stay in place while the charts load`, async ({ page }) => {
      await page.setViewportSize(viewport);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/x-ray\/projects\/bitcoin\/(prices|history)/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/x-ray/bitcoin');
      const sections = main(page).locator('.xray-sections');
      await expect(main(page).getByText('Loading the prices…')).toBeVisible();
      const top = async () => (await sections.boundingBox())!.y;
      const whileLoading = await top();
      release();
      for (const chart of ['Bitcoin: daily close and volume over 90 days', /^Audit score over the last/])
        await expect(main(page).getByRole('img', { name: chart }).locator('canvas').first()).toBeVisible();
      expect(await top()).toBeCloseTo(whileLoading, 0);
    });
});
