// The news hub against the real server in demo mode (issue 10 §5): each time filter asks for its window and shows
// the answer's items in the interface language (remembered across a reload), the category filter, the §5 search rules,
// French items in French and English items with a note in Spanish, the dashboard coin table's news link landing on
// /news filtered on that coin, My holding signed in (exposure) and as a visitor (sign-in prompt), an axe scan; a demo
// headline opening its article page in K3 (issue 24 §3) and Back returning to the hub.
// The demo news is deterministic but moves with the clock: expectations come from the API answers the page received.
import {
  matchesNewsSearch,
  newsSearchWords,
  normaliseSearchText,
  type Dashboard,
  type MyNewsList,
  type NewsItem,
  type NewsList,
} from '@k3/shared';
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations } from './helpers/api-sign-in';
import { signInThroughUi } from './helpers/sign-in';
import { installTestWallet } from './helpers/test-wallet';

/** The dashboard spec's key: the demo adapter seeds this wallet with more than 5 coins. */
const KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const PAGE_SIZE = 30;

const isNewsAnswer =
  (window: number, lang: string, path = '/api/news') =>
  (response: Response) => {
    const url = new URL(response.url());
    return (
      url.pathname.replace(/\/$/, '') === path &&
      url.searchParams.get('window') === String(window) &&
      url.searchParams.get('lang') === lang &&
      response.request().method() === 'GET'
    );
  };

async function newsAnswer<T = NewsList>(page: Page, window: number, lang: string, path?: string): Promise<T> {
  const response = await page.waitForResponse(isNewsAnswer(window, lang, path));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const articles = (page: Page) => page.getByRole('main').getByRole('article');
const filterButton = (page: Page, name: string) =>
  page.getByRole('group', { name: /Time window|Période|Periodo/ }).getByRole('button', { name });

/** The page shows `items` (in order, a first page of them) or, with none, the empty state titled `emptyTitle`. */
async function expectShown(page: Page, items: readonly NewsItem[], emptyTitle: RegExp | string) {
  const list = articles(page);
  if (items.length === 0) {
    await expect(page.getByRole('heading', { name: emptyTitle })).toBeVisible();
    await expect(list).toHaveCount(0);
    return;
  }
  await expect(list).toHaveCount(Math.min(items.length, PAGE_SIZE));
  await expect(list.first().getByRole('heading')).toContainText(items[0]!.title);
  await expect(list.last().getByRole('heading')).toContainText(items[Math.min(items.length, PAGE_SIZE) - 1]!.title);
}

const countText = (page: Page): Locator => page.getByText(/^(News shown|Actualités affichées|Noticias mostradas)/);

test.describe('the news hub', () => {
  test('each time filter asks for its window and shows its English items; the choice survives a reload', async ({ page }) => {
    test.setTimeout(60_000);
    const first = newsAnswer(page, 24, 'en');
    await page.goto('/news');
    const day = await first;
    expect(day.demo).toBe(true);
    await expect(filterButton(page, 'Last 24h')).toHaveAttribute('aria-pressed', 'true');
    await expectShown(page, day.items, 'No news in the last 24 hours');

    for (const [name, window, emptyTitle] of [
      ['Now', 6, 'No news in the last 6 hours'],
      ['This week', 168, 'No news this week'],
      ['All news', 720, 'No news yet'],
    ] as const) {
      const answer = newsAnswer(page, window, 'en');
      await filterButton(page, name).click();
      const data = await answer;
      expect(data.items.every((item) => item.lang === 'en')).toBe(true);
      await expect(filterButton(page, name)).toHaveAttribute('aria-pressed', 'true');
      await expectShown(page, data.items, emptyTitle);
      await expect(countText(page)).toHaveText(`News shown: ${data.items.length}`);
    }
    // A month of demo news in English.
    await expect(articles(page)).toHaveCount(PAGE_SIZE);

    await page.reload();
    await expect(filterButton(page, 'All news')).toHaveAttribute('aria-pressed', 'true');
    await expect(articles(page).first()).toBeVisible();

    // Each item: a demo item's title links to its article in K3 (in place, issue 24 §3), with the impact as text, a
    // sentiment word and the demo label.
    const item = articles(page).first();
    const title = item.getByRole('heading').getByRole('link');
    await expect(title).toHaveAttribute('href', /^\/news\/[0-9a-f]{24}$/);
    await expect(title).not.toHaveAttribute('target');
    await expect(item.getByText(/^Impact ([1-9]|10)\/10$/)).toBeVisible();
    await expect(item.getByText(/(Positive|Neutral|Negative)$/)).toBeVisible();
    await expect(item.getByText('Demo data')).toBeVisible();
    await expect(item.locator('time')).toHaveText(/ago|yesterday|minute/);
  });

  test('the category filter keeps the items of that category', async ({ page }) => {
    const answer = newsAnswer(page, 720, 'en');
    await page.addInitScript(() => localStorage.setItem('k3.news-window', 'all'));
    await page.goto('/news');
    const { items } = await answer;
    const category = items[0]!.category[0]!;
    const label = await page.getByRole('combobox', { name: 'Category' }).locator(`option[value="${category}"]`).textContent();
    await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
    const expected = items.filter((item) => item.category.includes(category));
    await expectShown(page, expected, 'No news matches these filters');
    await expect(countText(page)).toHaveText(`News shown: ${expected.length}`);
    for (const item of await articles(page).all())
      await expect(item.getByRole('list', { name: 'Category' })).toContainText(label ?? '');
  });

  test('the search follows §5: every word, accents and case aside, short words ignored', async ({ page }) => {
    const answer = newsAnswer(page, 720, 'en');
    await page.addInitScript(() => localStorage.setItem('k3.news-window', 'all'));
    await page.goto('/news');
    const { items } = await answer;
    const shownFor = (query: string) => items.filter((item) => matchesNewsSearch(item.search, newsSearchWords(query)));
    const search = page.getByRole('searchbox', { name: 'Search the news' });

    // The longest word of the first title, upper case, with an accent on its first vowel and a 2-letter word added.
    const word = normaliseSearchText(items[0]!.title)
      .split(' ')
      .filter((w) => /^[a-z]+$/.test(w))
      .sort((a, b) => b.length - a.length)[0]!;
    const accented = word.toUpperCase().replace(/[AEIOU]/, (vowel) => ({ A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' })[vowel]!);
    const query = `${accented} of`;
    const expected = shownFor(query);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected).toEqual(shownFor(word));
    await search.fill(query);
    await expect(countText(page)).toHaveText(`News shown: ${expected.length}`);
    await expectShown(page, expected, '');

    // A second word must match too.
    const second = normaliseSearchText(items[0]!.title)
      .split(' ')
      .find((w) => w !== word && w.length >= 3 && /^[a-z]+$/.test(w));
    if (second) {
      const both = shownFor(`${word} ${second}`);
      await search.fill(`${word} ${second}`);
      await expect(countText(page)).toHaveText(`News shown: ${both.length}`);
      expect(both.length).toBeLessThanOrEqual(expected.length);
    }
    await search.fill(`${word} zzqxjv`);
    await expect(page.getByRole('heading', { name: 'No news matches these filters' })).toBeVisible();
    await search.fill('');
    await expect(countText(page)).toHaveText(`News shown: ${items.length}`);
  });

  test('French items in French, English items again in English', async ({ page }) => {
    const english = newsAnswer(page, 24, 'en');
    await page.goto('/news');
    const en = await english;
    await expectShown(page, en.items, 'No news in the last 24 hours');

    const french = newsAnswer(page, 24, 'fr');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    const fr = await french;
    expect(fr.items.every((item) => item.lang === 'fr')).toBe(true);
    await expect(page.getByRole('heading', { name: 'Actualités', level: 1 })).toBeVisible();
    await expect(filterButton(page, 'Dernières 24h')).toHaveAttribute('aria-pressed', 'true');
    await expectShown(page, fr.items, 'Aucune actualité ces dernières 24 heures');
    if (fr.items.length > 0) await expect(articles(page).first().locator('time')).toHaveText(/il y a|hier|minute/);
    await expect(page.getByRole('note')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expectShown(page, en.items, 'No news in the last 24 hours');
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es' });
    test('English items with a note saying Spanish news is not offered', async ({ page }) => {
      const answer = newsAnswer(page, 24, 'en');
      await page.goto('/news');
      const { items } = await answer;
      await expect(page.getByRole('note')).toHaveText(
        'Las noticias no se ofrecen en español: se muestran las noticias en inglés.',
      );
      await expectShown(page, items, 'No hay noticias en las últimas 24 horas');
      if (items.length > 0) await expect(articles(page).first().locator('time')).toHaveText(/hace|ayer|minuto/);
    });
  });

  test('My holding offers a visitor the sign-in prompt', async ({ page }) => {
    await page.goto('/news');
    await filterButton(page, 'My holding').click();
    await expect(page.getByText('Sign in to see the news about the coins you hold')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connect your wallet' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Connect wallet' })).toBeVisible();
    expect(await axeViolations(page, 'news, My holding, visitor')).toEqual([]);
  });

  test('a demo headline opens its article in K3: title, outlet, Demo label, coins to X-Ray; Back returns to the hub', async ({
    page,
  }) => {
    const answer = newsAnswer(page, 24, 'en');
    await page.goto('/news');
    const { items } = await answer;
    const story = items.slice(0, PAGE_SIZE).find((item) => item.demo && item.coins.length > 0);
    expect(story, 'a demo story naming a coin in the last 24 hours').toBeDefined();
    const { id, title, source, coins } = story!;
    const item = articles(page)
      .filter({ has: page.getByRole('heading', { name: title }) })
      .first();

    const article = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/news/items/${id}`);
    await item.getByRole('heading').getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${id}$`));
    expect((await article).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const shown = page.getByRole('main').getByRole('article');
    await expect(shown.getByText(source, { exact: true })).toBeVisible();
    await expect(shown.getByText('Demo data', { exact: true })).toBeVisible();
    await expect(shown.getByText(/generated demonstration story, not real news/)).toBeVisible();
    const coinList = shown.getByRole('list', { name: 'Coins' });
    for (const coin of coins)
      await expect(
        coinList.getByRole('link', { name: new RegExp(`^${coin.symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'i') }),
      ).toHaveAttribute('href', `/x-ray/${coin.id}`);
    await expect(page).toHaveTitle(`${title} · K3`);
    expect(await axeViolations(page, 'news article')).toEqual([]);

    await page.getByRole('link', { name: 'Back to the news hub' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1, name: 'News hub' })).toBeVisible();
    await expect(articles(page).filter({ has: page.getByRole('heading', { name: title }) })).toHaveCount(1);
  });

  test('the news page passes axe', async ({ page }) => {
    const answer = newsAnswer(page, 24, 'en');
    await page.goto('/news');
    await answer;
    await expect(countText(page)).toBeVisible();
    expect(await axeViolations(page, 'news')).toEqual([]);
  });
});

test.describe('an unknown article', () => {
  // The browser logs the API's 404 for the id no story has.
  test.use({ allowedConsoleErrors: [/status of 404 .*\/api\/news\/items\/0{24}/] });
  test('says it is not found, with the way back to the hub', async ({ page }) => {
    await page.goto(`/news/${'0'.repeat(24)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the news hub' })).toHaveAttribute('href', '/news');
  });
});

test.describe('signed in', () => {
  test('My holding lists the news about the user’s coins with their exposure', async ({ page, context }) => {
    await installTestWallet(context, { key: KEY });
    await signInThroughUi(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(filterButton(page, 'Last 24h')).toBeVisible();
    const answer = newsAnswer<MyNewsList>(page, 168, 'en', '/api/me/news');
    await filterButton(page, 'My holding').click();
    const mine = await answer;
    expect(mine.demo).toBe(true);
    await expectShown(page, mine.items, 'No news about your coins this week');
    if (mine.items.length > 0) {
      const percent = Math.round(mine.items[0]!.exposure * 100);
      await expect(
        articles(page)
          .first()
          .getByText(percent >= 1 ? `${percent}% of your portfolio` : '<1% of your portfolio'),
      ).toBeVisible();
    }
    expect(await axeViolations(page, 'news, My holding')).toEqual([]);
  });

  test('the dashboard’s news count links to the news hub filtered on that coin', async ({ page, context, request }) => {
    await installTestWallet(context, { key: KEY });
    const auth = await signInThroughUi(page);
    const response = await request.get('/api/me/dashboard?min=0.01', { headers: { authorization: `Bearer ${auth.token}` } });
    const dashboard = ((await response.json()) as { data: Dashboard }).data;
    const table = page.getByRole('table', { name: /Your coins/ });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    if (dashboard.coins.length > 5) await page.getByRole('button', { name: 'More' }).click();

    // An English reader's counts are the English stories: the ones the news hub shows them.
    const withNews = dashboard.coins.find((coin) => coin.news.count24hByLang.en > 0);
    const without = dashboard.coins.find((coin) => coin.news.count24hByLang.en === 0);
    if (without) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(without.name) }) })
        .first();
      // No news link: the row's links are the name's and the audit score's, both to the coin's X-Ray page.
      await expect(row.getByRole('link', { name: /news items about/ })).toHaveCount(0);
      await expect(row.getByRole('link').first()).toHaveAttribute('href', `/x-ray/${encodeURIComponent(without.cg_id)}`);
    }
    expect(withNews, 'a demo coin with English news in the last 24 hours').toBeDefined();
    const coin = withNews!;
    const count = coin.news.count24hByLang.en;
    const link = table.getByRole('link', { name: `${count} news items about ${coin.name} in the last 24 hours` }).first();
    await expect(link).toHaveText(String(count));

    const answer = newsAnswer(page, 24, 'en');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/news\\?coin=${coin.cg_id}$`));
    const { items } = await answer;
    await expect(page.getByText(new RegExp(`^Coin: ${coin.name}`))).toBeVisible();
    const expected = items.filter((item) => item.coins.some((c) => c.id === coin.cg_id));
    // The count the dashboard showed is what the hub lists.
    expect(expected).toHaveLength(count);
    await expectShown(page, expected, 'No news matches these filters');
    for (const item of await articles(page).all()) await expect(item.locator(`a[href="/x-ray/${coin.cg_id}"]`)).toHaveCount(1);

    await page.getByRole('button', { name: /Remove the coin filter/ }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expectShown(page, items, 'No news in the last 24 hours');
  });
});
