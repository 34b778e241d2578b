// SmartFolio maths: hide dust and merge chains on the table rows, shares, sorting, selected and current worth.
import { describe, expect, it } from 'vitest';
import type { Coin } from '@k3/shared';
import { DEFAULT_HOLDING_SORT, holdingRows, nextHoldingSort, sentimentLabelOf, sortHoldings, worthOf } from './holdings';

function coin(fields: Partial<Coin> & Pick<Coin, 'cg_id' | 'chain' | 'value'>): Coin {
  return {
    amount: '1',
    current_price: 1,
    name: fields.cg_id,
    symbol: fields.cg_id.slice(0, 3),
    image: null,
    rank: 10,
    change24h: 1,
    change30d: null,
    news: { count24h: 0, count24hByLang: { en: 0, fr: 0 }, sentiment7d: null },
    ...fields,
  };
}

const COINS = [
  coin({ cg_id: 'usdc', name: 'USDC', chain: 'ethereum', amount: '60', value: 60, rank: 5 }),
  coin({ cg_id: 'usdc', name: 'USDC', chain: 'base', amount: '20', value: 20, rank: 5 }),
  coin({ cg_id: 'ethereum', name: 'Ethereum', chain: 'ethereum', amount: '0.01', value: 19.99, rank: 2, change30d: 12 }),
  coin({ cg_id: 'shib', name: 'Shiba', chain: 'ethereum', amount: '5', value: 0.01, rank: 20 }),
];

describe('holdingRows', () => {
  it('hides coins worth DUST_THRESHOLD_USD or less, and shows them when asked', () => {
    expect(holdingRows(COINS, { hideDust: true, mergeChains: false }).map((row) => row.key)).toEqual([
      'usdc:ethereum',
      'usdc:base',
      'ethereum:ethereum',
    ]);
    expect(holdingRows(COINS, { hideDust: false, mergeChains: false })).toHaveLength(4);
  });

  it('merges chains into one line per coin, amounts and values summed, chains listed', () => {
    const rows = holdingRows(COINS, { hideDust: true, mergeChains: true });
    expect(rows.map((row) => [row.key, row.amount, row.value, row.chains])).toEqual([
      ['usdc', 80, 80, ['ethereum', 'base']],
      ['ethereum', 0.01, 19.99, ['ethereum']],
    ]);
    expect(rows[1]!.change30d).toBe(12);
  });

  it('gives each row its share of the value of all the coins', () => {
    const [usdc, eth] = holdingRows(COINS, { hideDust: true, mergeChains: true });
    expect(usdc!.share).toBeCloseTo(80, 6);
    expect(eth!.share).toBeCloseTo(19.99, 6);
    expect(
      holdingRows([coin({ cg_id: 'x', chain: 'base', value: 0, amount: '1' })], { hideDust: false, mergeChains: false })[0]!
        .share,
    ).toBeNull();
  });
});

describe('holdingRows with profit and loss', () => {
  const pnl = new Map([
    ['usdc', { costBasis: '79.50', unrealised: '0.50' }],
    ['ethereum', { costBasis: '25.00', unrealised: '-5.01' }],
  ]);

  it('puts each coin’s cost basis and unrealised PnL on its one row', () => {
    const rows = holdingRows(COINS, { hideDust: true, mergeChains: true }, pnl);
    expect(rows.map((row) => [row.cgId, row.pnl])).toEqual([
      ['usdc', { costBasis: '79.50', unrealised: '0.50' }],
      ['ethereum', { costBasis: '25.00', unrealised: '-5.01' }],
    ]);
  });

  it('leaves a coin held on several chains without figures per chain, and a coin without history empty', () => {
    const rows = holdingRows(COINS, { hideDust: false, mergeChains: false }, pnl);
    expect(rows.map((row) => [row.key, row.pnl])).toEqual([
      ['usdc:ethereum', 'split'],
      ['usdc:base', 'split'],
      ['ethereum:ethereum', { costBasis: '25.00', unrealised: '-5.01' }],
      ['shib:ethereum', 'none'],
    ]);
    expect(holdingRows(COINS, { hideDust: false, mergeChains: false }).every((row) => row.pnl === null)).toBe(true);
  });

  it('sorts by cost basis and by unrealised PnL, coins without figures last', () => {
    const rows = holdingRows(COINS, { hideDust: false, mergeChains: true }, pnl);
    expect(sortHoldings(rows, { key: 'costBasis', direction: 'descending' }).map((row) => row.cgId)).toEqual([
      'usdc',
      'ethereum',
      'shib',
    ]);
    expect(sortHoldings(rows, { key: 'unrealised', direction: 'ascending' }).map((row) => row.cgId)).toEqual([
      'ethereum',
      'usdc',
      'shib',
    ]);
  });
});

describe('sortHoldings', () => {
  const rows = holdingRows(COINS, { hideDust: false, mergeChains: false });
  it('starts by rank ascending and toggles a column', () => {
    expect(sortHoldings(rows, DEFAULT_HOLDING_SORT).map((row) => row.cgId)).toEqual(['ethereum', 'usdc', 'usdc', 'shib']);
    const byValue = nextHoldingSort(DEFAULT_HOLDING_SORT, 'holding');
    expect(byValue).toEqual({ key: 'holding', direction: 'ascending' });
    expect(sortHoldings(rows, nextHoldingSort(byValue, 'holding')).map((row) => row.value)).toEqual([60, 20, 19.99, 0.01]);
  });
  it('keeps unknown 30-day changes last both ways', () => {
    const up = sortHoldings(rows, { key: 'd30', direction: 'ascending' });
    const down = sortHoldings(rows, { key: 'd30', direction: 'descending' });
    expect(up[0]!.cgId).toBe('ethereum');
    expect(down[0]!.cgId).toBe('ethereum');
  });
  it('sorts by audit score (issue 11 §3), coins without a score last both ways', () => {
    const scores = new Map([
      ['usdc', { score: 90, confidence: 'medium' as const }],
      ['ethereum', { score: 60, confidence: 'low' as const }],
      ['shib', { score: null, confidence: 'insufficient' as const }],
    ]);
    const ids = (key: 'ascending' | 'descending') =>
      sortHoldings(rows, { key: 'audit', direction: key }, scores).map((row) => row.cgId);
    expect(ids('ascending')).toEqual(['ethereum', 'usdc', 'usdc', 'shib']);
    expect(ids('descending')).toEqual(['usdc', 'usdc', 'ethereum', 'shib']);
    // Scores not known yet: the rank order.
    expect(sortHoldings(rows, { key: 'audit', direction: 'descending' }).map((row) => row.cgId)).toEqual([
      'ethereum',
      'usdc',
      'usdc',
      'shib',
    ]);
  });
});

describe('the 7-day news sentiment column', () => {
  const coins = [
    coin({
      cg_id: 'bitcoin',
      chain: 'ethereum',
      value: 10,
      news: { count24h: 3, count24hByLang: { en: 3, fr: 0 }, sentiment7d: -0.5 },
    }),
    coin({
      cg_id: 'bitcoin',
      chain: 'base',
      value: 5,
      news: { count24h: 3, count24hByLang: { en: 3, fr: 0 }, sentiment7d: -0.5 },
    }),
    coin({
      cg_id: 'kryll',
      chain: 'ethereum',
      value: 10,
      news: { count24h: 1, count24hByLang: { en: 1, fr: 0 }, sentiment7d: 0.3 },
    }),
    coin({ cg_id: 'quiet', chain: 'ethereum', value: 10 }),
  ];
  it('carries the coin’s average onto each row, merged or not', () => {
    expect(holdingRows(coins, { hideDust: false, mergeChains: false }).map((row) => row.sentiment7d)).toEqual([
      -0.5,
      -0.5,
      0.3,
      null,
    ]);
    expect(holdingRows(coins, { hideDust: false, mergeChains: true }).map((row) => row.sentiment7d)).toEqual([-0.5, 0.3, null]);
  });
  it('sorts by it with coins without news last', () => {
    const rows = holdingRows(coins, { hideDust: false, mergeChains: true });
    expect(sortHoldings(rows, { key: 'sentiment', direction: 'descending' }).map((row) => row.cgId)).toEqual([
      'kryll',
      'bitcoin',
      'quiet',
    ]);
    expect(sortHoldings(rows, { key: 'sentiment', direction: 'ascending' }).map((row) => row.cgId)).toEqual([
      'bitcoin',
      'kryll',
      'quiet',
    ]);
  });
  it('labels a score: neutral within ±0.15', () => {
    expect([0.5, 0.15, 0, -0.15, -0.16].map(sentimentLabelOf)).toEqual(['positive', 'neutral', 'neutral', 'neutral', 'negative']);
  });
});

describe('worthOf (summary: selected worth, current worth)', () => {
  const portfolios = [
    { id: 'a', worth: 100 },
    { id: 'b', worth: 50.5 },
    { id: 'c', worth: 0 },
  ];
  it('sums every portfolio, and the selected ones', () => {
    expect(worthOf(portfolios, new Set())).toEqual({ selected: 150.5, current: 150.5, selectedCount: 3 });
    expect(worthOf(portfolios, new Set(['a']))).toEqual({ selected: 50.5, current: 150.5, selectedCount: 2 });
    expect(worthOf([], new Set())).toEqual({ selected: 0, current: 0, selectedCount: 0 });
  });
});
