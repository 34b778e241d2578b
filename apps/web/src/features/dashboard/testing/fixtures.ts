// Dashboard test data: a valid DashboardSchema body and coins built from a few fields.
import type { Coin, Dashboard } from '@k3/shared';

export function coin(fields: Partial<Coin> & Pick<Coin, 'cg_id' | 'rank'>): Coin {
  return {
    amount: '1',
    current_price: 1,
    name: fields.cg_id,
    symbol: fields.cg_id.slice(0, 3),
    image: null,
    chain: 'ethereum',
    value: 1,
    change24h: 0,
    change30d: null,
    news: { count24h: 0, count24hByLang: { en: 0, fr: 0 }, sentiment7d: null },
    ...fields,
  };
}

export function dashboard(fields: Partial<Dashboard> = {}): Dashboard {
  return {
    total: 1234.5,
    change24h: { abs: 12.5, pct: 1.02 },
    change30d: { abs: -40, pct: -3.14 },
    chains: [
      { chain: 'ethereum', value: 1000 },
      { chain: 'base', value: 234.5 },
    ],
    coins: [
      coin({ cg_id: 'ethereum', name: 'Ethereum', rank: 2, value: 1000 }),
      coin({ cg_id: 'kryll', name: 'KRYLL', rank: 900, value: 234.5 }),
    ],
    evolution: [
      { date: '2026-11-20', value: 1200 },
      { date: '2026-11-21', value: 1234.5 },
    ],
    tier: 'free',
    krl: 100,
    demo: true,
    stale: [],
    stalePrices: [],
    tokens: [],
    sources: [],
    pricesPending: false,
    ...fields,
  };
}
