// A news story's page against a stubbed API (issue 24 §3): a demo story (title, text, outlets each to its own article,
// time, impact, sentiment, coins to X-Ray, the demo label and its explanation, back to the hub), a live story (the
// outlet's story in a new tab), an unknown id and a malformed one (not found), a failed load and its retry, the text
// in French; and the hub opening a demo story's article in place.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsItem } from '@k3/shared';
import { i18n } from '../../../lib/i18n';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { type Answer, stubFetch } from '../testing/news-api';
import { COINS, newsItem } from '../testing/fixtures';
import { NewsArticle } from './news-article';
import { NewsHub } from './news-hub';

const DEMO_ID = 'a1b2c3d4e5f60718293a4b5c';
const OTHER_ID = '0f1e2d3c4b5a69788796a5b4';
const LIVE_ID = '1234567890abcdef12345678';
const UNKNOWN_ID = 'ffffffffffffffffffffffff';

const DEMO = newsItem({
  id: DEMO_ID,
  title: 'Bitcoin ETF sees record inflows',
  description: 'Funds took in more than ever on Tuesday.',
  source: 'K3 Demo Wire',
  link: `/news/${DEMO_ID}`,
  sources: [
    { name: 'K3 Demo Wire', link: `/news/${DEMO_ID}` },
    { name: 'K3 Demo Post', link: `/news/${OTHER_ID}` },
  ],
  coins: [COINS.bitcoin, COINS.ethereum],
  category: ['markets'],
  impact: 8,
  sentiment: { label: 'positive', score: 0.6 },
  demo: true,
});
const LIVE = newsItem({
  id: LIVE_ID,
  title: 'New rules for exchanges in Europe',
  description: 'The regulation covers stablecoins.',
  source: 'CoinDesk',
  link: 'https://coindesk.example/rules',
  coins: [COINS.kryll],
  category: ['regulation'],
  impact: 4,
  sentiment: { label: 'negative', score: -0.4 },
  demo: false,
});
const STORIES: Record<string, NewsItem> = { [DEMO_ID]: DEMO, [LIVE_ID]: LIVE };

let answer: Answer;
const requests: URL[] = [];

const defaultAnswer: Answer = (url) => {
  const id = /\/api\/news\/items\/([^/]+)$/.exec(url.pathname)?.[1];
  const story = id === undefined ? undefined : STORIES[id];
  if (story) return jsonResponse({ code: 200, data: story });
  if (url.pathname === '/api/news') return jsonResponse({ code: 200, data: { window: 24, items: [DEMO], demo: true } });
  return jsonResponse({ code: 404, error: 'news_item_not_found', message: 'No news item has that id' }, 404);
};

beforeEach(() => {
  requests.length = 0;
  answer = defaultAnswer;
  stubFetch(requests, () => answer);
});

/** The route as the app has it: the id from the URL, a fresh page per id. */
function ArticleRoute() {
  const { id = '' } = useParams();
  return <NewsArticle key={id} id={id} />;
}

const renderArticle = (id: string) =>
  renderWithProviders(null, {
    path: `/news/${id}`,
    routes: [
      { path: '/news', element: <NewsHub signInPrompt={null} /> },
      { path: '/news/:id', element: <ArticleRoute /> },
    ],
  });

describe('NewsArticle', () => {
  it('shows a demo story: title, text, outlets, time, scores, coins to X-Ray and the demo label explained', async () => {
    renderArticle(DEMO_ID);
    expect(await screen.findByRole('heading', { level: 1, name: DEMO.title })).toBeVisible();
    expect(requests.map((url) => url.pathname)).toEqual([`/api/news/items/${DEMO_ID}`]);
    const article = screen.getByRole('article', { name: DEMO.title });
    expect(within(article).getByText(DEMO.description)).toBeVisible();
    expect(within(article).getByText('1 hour ago', { exact: false })).toBeVisible();
    expect(within(article).getByText('Impact 8/10')).toBeVisible();
    expect(within(article).getByText('Positive')).toBeVisible();
    expect(within(article).getByText('Markets')).toBeVisible();
    // The demo label, and in words what it means.
    expect(within(article).getByText('Demo data')).toBeVisible();
    expect(within(article).getByText(/generated demonstration story, not real news/)).toBeVisible();
    // Outlets: this story's own outlet as text, the other one's article in place.
    expect(within(article).getByText('Outlets')).toBeVisible();
    expect(within(article).getByText('K3 Demo Wire')).toBeVisible();
    expect(within(article).queryByRole('link', { name: 'K3 Demo Wire' })).toBeNull();
    const other = within(article).getByRole('link', { name: 'K3 Demo Post' });
    expect(other).toHaveAttribute('href', `/news/${OTHER_ID}`);
    expect(other).not.toHaveAttribute('target');
    // No outlet page to read a demo story at.
    expect(within(article).queryByRole('link', { name: /Read the story at/ })).toBeNull();
    // The coins, each to its X-Ray page, with its name.
    const coins = within(article).getByRole('list', { name: 'Coins' });
    expect(within(coins).getByRole('link', { name: 'BTC (Bitcoin)' })).toHaveAttribute('href', '/x-ray/bitcoin');
    expect(within(coins).getByRole('link', { name: 'ETH (Ethereum)' })).toHaveAttribute('href', '/x-ray/ethereum');
    expect(document.title).toBe(`${DEMO.title} · K3`);
  });

  it('goes back to the hub, and to another outlet’s article in place', async () => {
    const { router } = renderArticle(DEMO_ID);
    fireEvent.click(await screen.findByRole('link', { name: 'K3 Demo Post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/news/${OTHER_ID}`));
    // That item has been deleted since: the page says so.
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: 'Back to the news hub' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
    expect(await screen.findByRole('heading', { name: DEMO.title })).toBeVisible();
  });

  it('links a live story to its outlet in a new tab, without the demo label', async () => {
    renderArticle(LIVE_ID);
    const article = await screen.findByRole('article', { name: LIVE.title });
    const read = within(article).getByRole('link', { name: 'Read the story at CoinDesk' });
    expect(read).toHaveAttribute('href', 'https://coindesk.example/rules');
    expect(read).toHaveAttribute('target', '_blank');
    expect(read).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(article).getByRole('link', { name: 'CoinDesk' })).toHaveAttribute('href', 'https://coindesk.example/rules');
    expect(within(article).getByText('Outlet')).toBeVisible();
    expect(within(article).getByText('Negative')).toBeVisible();
    expect(within(article).queryByText('Demo data')).toBeNull();
    expect(within(article).queryByText(/not real news/)).toBeNull();
  });

  it('says the story is not found for an unknown id, and for a malformed one without asking the API', async () => {
    const first = renderArticle(UNKNOWN_ID);
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
    expect(screen.getByText(/older than the 30 days of news/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the news hub' })).toHaveAttribute('href', '/news');
    first.unmount();

    requests.length = 0;
    renderArticle('not-a-story');
    expect(await screen.findByRole('heading', { level: 1, name: 'Story not found' })).toBeVisible();
    expect(requests).toEqual([]);
  });

  it('says a failed load failed, and shows the story once a retry succeeds', async () => {
    answer = () => jsonResponse({ code: 500, error: 'internal_error', message: 'Something went wrong' }, 500);
    renderArticle(DEMO_ID);
    expect(await screen.findByRole('alert')).toHaveTextContent('The story could not be loaded');
    expect(screen.getByRole('heading', { level: 1, name: 'News story' })).toBeVisible();
    answer = defaultAnswer;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: DEMO.title })).toBeVisible();
  });

  it('speaks French to a French reader', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderArticle(DEMO_ID);
    const article = await screen.findByRole('article', { name: DEMO.title });
    expect(within(article).getByText('Données de démo')).toBeVisible();
    expect(within(article).getByText(/ce n’est pas une vraie actualité/)).toBeVisible();
    expect(within(article).getByText('Médias')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour aux actualités' })).toBeVisible();
  });
});

describe('the hub’s link to a demo story', () => {
  it('opens the in-app article in place, not in a new tab', async () => {
    const { router } = renderArticle(DEMO_ID);
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the news hub' }));
    const hubItem = await screen.findByRole('article', { name: DEMO.title });
    const title = within(hubItem).getByRole('link', { name: DEMO.title });
    expect(title).toHaveAttribute('href', `/news/${DEMO_ID}`);
    expect(title).not.toHaveAttribute('target');
    expect(within(hubItem).getByRole('link', { name: 'K3 Demo Post' })).toHaveAttribute('href', `/news/${OTHER_ID}`);
    fireEvent.click(title);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/news/${DEMO_ID}`));
    expect(await screen.findByRole('heading', { level: 1, name: DEMO.title })).toBeVisible();
  });
});
