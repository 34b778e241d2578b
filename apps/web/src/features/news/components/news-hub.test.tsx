// The news hub against a stubbed API (issue 10 §4): the five filters and the stored choice, the category, the §5
// search, the interface language (French items in French, English items and a note in Spanish), `?coin=`, the items'
// parts, "My holding" signed in (exposure) and as a visitor (sign-in prompt), empty and failed loads (spec §8).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type MyNewsItem, type NewsItem } from '@k3/shared';
import { setAuth } from '../../../lib/auth';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { type Answer, stubFetch } from '../testing/news-api';
import { COINS, myNewsItem, newsItem } from '../testing/fixtures';
import { NEWS_PAGE_SIZE, NewsHub } from './news-hub';

const ETF = newsItem({
  title: 'Bitcoin ETF sees record inflows',
  description: 'Funds took in more than ever.',
  coins: [COINS.bitcoin],
  category: ['markets'],
  impact: 8,
  sentiment: { label: 'positive', score: 0.6 },
  sources: [
    { name: 'CoinDesk', link: 'https://coindesk.example/etf' },
    { name: 'The Block', link: 'https://theblock.example/etf' },
  ],
  link: 'https://coindesk.example/etf',
});
const RULES = newsItem({
  title: 'New rules for exchanges in Europe',
  description: 'The régulation covers stablecoins.',
  coins: [COINS.ethereum],
  category: ['regulation'],
  impact: 4,
  sentiment: { label: 'negative', score: -0.4 },
  demo: false,
});
const FRENCH = newsItem({ title: 'Le bitcoin franchit un nouveau cap', lang: 'fr', coins: [COINS.bitcoin] });
const MINE: MyNewsItem = myNewsItem({ title: 'KRYLL launches a new bot', coins: [COINS.kryll], exposure: 0.123 });

let answer: Answer;
const requests: URL[] = [];

function list(items: readonly NewsItem[], window: number) {
  return jsonResponse({ code: 200, data: { window, items, demo: true } });
}

const defaultAnswer: Answer = (url) => {
  const window = Number(url.searchParams.get('window'));
  if (url.pathname.endsWith('/me/news')) return list([MINE], window);
  if (url.pathname.endsWith('/news')) {
    const lang = url.searchParams.get('lang');
    return list(
      [ETF, RULES, FRENCH].filter((item) => lang === null || item.lang === lang),
      window,
    );
  }
  return jsonResponse({ code: 404, error: 'not_found', message: 'Not found' }, 404);
};

beforeEach(() => {
  requests.length = 0;
  answer = defaultAnswer;
  stubFetch(requests, () => answer);
});

const PROMPT = <p>Sign-in prompt</p>;
const renderHub = (path = '/news') =>
  renderWithProviders(null, { path, routes: [{ path: '/news', element: <NewsHub signInPrompt={PROMPT} /> }] });
/** The items' titles as shown (without the links' hidden "opens in a new tab" description). */
const titles = () =>
  screen.queryAllByRole('article').map((article) => {
    const copy = within(article).getByRole('heading').cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[hidden]')) hidden.remove();
    return copy.textContent;
  });
const newsRequests = () => requests.filter((url) => url.pathname.endsWith('/news'));
const filterButton = (name: string) => within(screen.getByRole('group', { name: 'Time window' })).getByRole('button', { name });

describe('NewsHub', () => {
  it('starts on Last 24h, asks for 24 hours of English news and shows each item’s parts', async () => {
    renderHub();
    expect(await screen.findByRole('heading', { name: ETF.title })).toBeVisible();
    expect(filterButton('Last 24h')).toHaveAttribute('aria-pressed', 'true');
    expect(newsRequests()[0]?.pathname).toBe('/api/news');
    expect(newsRequests()[0]?.searchParams.get('window')).toBe('24');
    expect(newsRequests()[0]?.searchParams.get('lang')).toBe('en');
    expect(titles()).toEqual([ETF.title, RULES.title]);
    expect(screen.getByText('News shown: 2')).toBeVisible();

    const etf = screen.getByRole('article', { name: ETF.title });
    const title = within(etf).getByRole('link', { name: ETF.title });
    expect(title).toHaveAttribute('href', 'https://coindesk.example/etf');
    expect(title).toHaveAttribute('target', '_blank');
    expect(title).toHaveAttribute('rel', 'noopener noreferrer');
    // A grouped story lists every outlet.
    expect(within(etf).getByRole('link', { name: 'CoinDesk' })).toHaveAttribute('href', 'https://coindesk.example/etf');
    expect(within(etf).getByRole('link', { name: 'The Block' })).toHaveAttribute('href', 'https://theblock.example/etf');
    expect(within(etf).getByText('1 hour ago')).toBeVisible();
    expect(within(etf).getByText('Impact 8/10')).toBeVisible();
    expect(within(etf).getByText('Positive')).toBeVisible();
    expect(within(etf).getByRole('link', { name: /BTC/ })).toHaveAttribute('href', '/x-ray/bitcoin');
    expect(within(etf).getByText('Demo data')).toBeVisible();
    expect(within(etf).getByText('Markets')).toBeVisible();

    const rules = screen.getByRole('article', { name: RULES.title });
    expect(within(rules).getByText('Negative')).toBeVisible();
    expect(within(rules).getByText('Impact 4/10')).toBeVisible();
    expect(within(rules).queryByText('Demo data')).toBeNull();
  });

  it('switches the time window, asks for its hours and remembers the choice', async () => {
    renderHub();
    await screen.findByRole('heading', { name: ETF.title });
    for (const [name, hours, stored] of [
      ['Now', '6', 'now'],
      ['This week', '168', 'week'],
      ['All news', '720', 'all'],
      ['Last 24h', '24', 'day'],
    ] as const) {
      fireEvent.click(filterButton(name));
      expect(filterButton(name)).toHaveAttribute('aria-pressed', 'true');
      expect(window.localStorage.getItem(STORAGE_KEYS.newsWindow)).toBe(stored);
      await waitFor(() => expect(newsRequests().some((url) => url.searchParams.get('window') === hours)).toBe(true));
    }
  });

  it('restores the stored filter', async () => {
    window.localStorage.setItem(STORAGE_KEYS.newsWindow, 'week');
    renderHub();
    await screen.findByRole('heading', { name: ETF.title });
    expect(filterButton('This week')).toHaveAttribute('aria-pressed', 'true');
    expect(newsRequests().map((url) => url.searchParams.get('window'))).toEqual(['168']);
  });

  it('filters on a category, with an empty state when nothing is left', async () => {
    renderHub();
    await screen.findByRole('heading', { name: ETF.title });
    const category = screen.getByRole('combobox', { name: 'Category' });
    fireEvent.change(category, { target: { value: 'regulation' } });
    expect(titles()).toEqual([RULES.title]);
    fireEvent.change(category, { target: { value: 'security' } });
    expect(screen.getByRole('heading', { name: 'No news matches these filters' })).toBeVisible();
    fireEvent.change(category, { target: { value: '' } });
    expect(titles()).toEqual([ETF.title, RULES.title]);
  });

  it('searches with the §5 rules: all words, accents and case aside, 2-letter words ignored', async () => {
    renderHub();
    await screen.findByRole('heading', { name: ETF.title });
    const search = screen.getByRole('searchbox', { name: 'Search the news' });
    const type = async (value: string, expected: string[]) => {
      fireEvent.change(search, { target: { value } });
      await waitFor(() => expect(titles()).toEqual(expected));
    };
    await type('bitcoin etf', [ETF.title]);
    await type('BITCOIN rules', []);
    expect(screen.getByRole('heading', { name: 'No news matches these filters' })).toBeVisible();
    await type('rules in eu', [RULES.title]);
    await type('RÉGULATION', [RULES.title]);
    await type('regulation stablecoins', [RULES.title]);
    await type('is', [ETF.title, RULES.title]);
    // Client-side: no request per keystroke.
    expect(newsRequests()).toHaveLength(1);
  });

  it('shows French items in French and English items with a note in Spanish', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const view = renderHub();
    expect(await screen.findByRole('heading', { name: FRENCH.title })).toBeVisible();
    expect(titles()).toEqual([FRENCH.title]);
    expect(newsRequests()[0]?.searchParams.get('lang')).toBe('fr');
    expect(screen.getByRole('button', { name: 'Dernières 24h' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('note')).toBeNull();
    view.unmount();

    await act(() => i18n.changeLanguage('es'));
    renderHub();
    expect(await screen.findByRole('heading', { name: ETF.title })).toBeVisible();
    expect(titles()).toEqual([ETF.title, RULES.title]);
    expect(screen.getByRole('note')).toHaveTextContent('Las noticias no se ofrecen en español');
    expect(screen.getAllByText('hace 1 hora')[0]).toBeVisible();
  });

  it('filters on ?coin= with a chip that removes the filter', async () => {
    const { router } = renderHub('/news?coin=bitcoin');
    expect(await screen.findByRole('heading', { name: ETF.title })).toBeVisible();
    expect(titles()).toEqual([ETF.title]);
    expect(screen.getByText('Coin: Bitcoin (BTC)')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the coin filter Bitcoin (BTC)' }));
    await waitFor(() => expect(titles()).toEqual([ETF.title, RULES.title]));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(/^Coin:/)).toBeNull();
  });

  it('shows a helpful empty state per filter when there is no news', async () => {
    answer = (url) => list([], Number(url.searchParams.get('window')));
    renderHub();
    expect(await screen.findByRole('heading', { name: 'No news in the last 24 hours' })).toBeVisible();
    fireEvent.click(filterButton('Now'));
    expect(await screen.findByRole('heading', { name: 'No news in the last 6 hours' })).toBeVisible();
    fireEvent.click(filterButton('All news'));
    expect(await screen.findByRole('heading', { name: 'No news yet' })).toBeVisible();
  });

  it('shows the empty list, not an error, when the load fails (spec §8)', async () => {
    answer = () => jsonResponse({ code: 500, error: 'internal', message: 'Boom' }, 500);
    renderHub();
    expect(await screen.findByRole('heading', { name: 'No news in the last 24 hours' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Boom/)).toBeNull();
  });

  it('offers a visitor the sign-in prompt under My holding, without asking the API', async () => {
    renderHub();
    await screen.findByRole('heading', { name: ETF.title });
    fireEvent.click(filterButton('My holding'));
    expect(screen.getByText('Sign-in prompt')).toBeVisible();
    expect(screen.getByText(/Sign in to see the news about the coins you hold/)).toBeVisible();
    expect(requests.some((url) => url.pathname.endsWith('/me/news'))).toBe(false);
  });

  it('shows the signed-in user’s news with their exposure under My holding', async () => {
    setAuth({ token: 'token', wallet: '0x1111111111111111111111111111111111111111' });
    window.localStorage.setItem(STORAGE_KEYS.newsWindow, 'holding');
    renderHub();
    expect(await screen.findByRole('heading', { name: MINE.title })).toBeVisible();
    const mine = requests.find((url) => url.pathname.endsWith('/me/news'));
    expect(mine?.searchParams.get('window')).toBe('168');
    expect(mine?.searchParams.get('lang')).toBe('en');
    expect(screen.getByText('12% of your portfolio')).toBeVisible();
    expect(requests.some((url) => url.pathname === '/api/news')).toBe(false);
  });

  it('renders a page of items at a time', async () => {
    const many = Array.from({ length: NEWS_PAGE_SIZE + 5 }, (_, index) => newsItem({ title: `Story number ${index}` }));
    answer = (url) => list(many, Number(url.searchParams.get('window')));
    renderHub();
    await screen.findByRole('heading', { name: 'Story number 0' });
    expect(titles()).toHaveLength(NEWS_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: /Show more/ }));
    expect(titles()).toHaveLength(NEWS_PAGE_SIZE + 5);
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });
});
