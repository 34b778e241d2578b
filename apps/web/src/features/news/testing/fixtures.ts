// News test data: valid NewsItem / MyNewsItem bodies built from a few fields, with the search text the API stores
// (the shared buildNewsSearchText, so the tests exercise the same rules as production).
import { buildNewsSearchText, type MyNewsItem, type NewsCoin, type NewsItem } from '@k3/shared';

export const COINS = {
  bitcoin: { id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', url: '/x-ray/bitcoin' },
  ethereum: { id: 'ethereum', symbol: 'ETH', name: 'Ethereum', url: '/x-ray/ethereum' },
  kryll: { id: 'kryll', symbol: 'KRL', name: 'KRYLL', url: '/x-ray/kryll' },
} satisfies Record<string, NewsCoin>;

let sequence = 0;

export function newsItem(fields: Partial<NewsItem> & Pick<NewsItem, 'title'>): NewsItem {
  sequence += 1;
  const base: Omit<NewsItem, 'search'> = {
    id: `item-${sequence}`,
    source: 'CoinDesk',
    link: `https://news.example/${sequence}`,
    sources: [],
    description: '',
    keywords: [],
    coins: [],
    category: ['markets'],
    lang: 'en',
    pubDate: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    impact: 5,
    sentiment: { label: 'neutral', score: 0 },
    scorer: 'offline@1',
    demo: true,
    ...fields,
  };
  const sources = base.sources.length > 0 ? base.sources : [{ name: base.source, link: base.link }];
  const search = buildNewsSearchText({
    title: base.title,
    source: base.source,
    description: base.description,
    keywords: base.keywords,
    symbols: base.coins.map((c) => c.symbol),
  });
  return { ...base, sources, search, ...(fields.search === undefined ? {} : { search: fields.search }) };
}

export function myNewsItem(fields: Partial<MyNewsItem> & Pick<MyNewsItem, 'title' | 'exposure'>): MyNewsItem {
  const { exposure, relevance, ...rest } = fields;
  const item = newsItem(rest);
  return { ...item, exposure, relevance: relevance ?? item.impact * exposure };
}
