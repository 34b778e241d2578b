// GET /api/me/dashboard (issue 4 §4, spec §2 "Dashboard", §5, §7): the user's holdings across every portfolio,
// valued at the latest prices, with 24 h and 30 d changes, value per chain, the 30-day chart and the plan tier.
// Every figure follows one price rule (valuation.ts: the last known price on or before the day, stale ones flagged);
// today's values and the totals are added exactly, the chart's points are numbers.
// Each coin is one line per asset and chain across wallets, amounts added exactly, with its price changes over 24 h
// and 30 days (the per-day values stay server-side: the chart uses the portfolio series, and sending 30 values per
// coin made the answer five times larger). A portfolio's day in the chart is its stored snapshot
// (the value it held that day) when there is one, else its current holdings at that day's prices; days with
// neither are interpolated (spec §5). docs/portfolio.md explains the choice.
import { gzipSync } from 'node:zlib';
import {
  change,
  dailySeries,
  DashboardResponseSchema,
  HISTORY_DAYS,
  hideDust,
  lastDays,
  type Coin,
  type Dashboard,
} from '@k3/shared';
import type { Database } from '../../db/client';
import { priceHistory } from '../../repositories/market-days';
import { holdingsOf, snapshotsBetween, type HoldingRow, type PortfolioRow } from '../../repositories/portfolios';
import { addDecimals, multiplyDecimals, sumDecimals } from './decimal';
import { countsTowardTier } from './ownership';
import { krlForTier, planForKrl } from './tier';
import { dailyValues, isStale, PriceBook, type Quote } from './valuation';
import { coinNewsStats } from '../news/news';
import { foundTokenLines } from './found-tokens';
import { userSources } from '../sources';

/** A coin line with its exact value today (the totals add these, not the rounded numbers). */
interface ValuedLine {
  coin: Coin;
  exact: string;
}

/** A price's change in percent; null without an earlier nonzero price. */
function priceChange(now: Quote | null, before: Quote | null): number | null {
  return now && before && before.usd !== 0 ? ((now.usd - before.usd) / before.usd) * 100 : null;
}

/** Value per chain added exactly, largest first (the donut and the chain logos of spec §2). */
function chainTotals(lines: readonly ValuedLine[]): { chain: string; value: number }[] {
  const totals = new Map<string, string>();
  for (const { coin, exact } of lines) totals.set(coin.chain, addDecimals(totals.get(coin.chain) ?? '0', exact));
  return [...totals]
    .map(([chain, value]) => ({ chain, value: Number(value) }))
    .sort((a, b) => b.value - a.value || a.chain.localeCompare(b.chain));
}

/** The held assets whose price today is older than STALE_PRICE_DAYS (or missing), by rank. */
function stalePrices(rows: readonly HoldingRow[], book: PriceBook, today: string): Dashboard['stalePrices'] {
  const assets = [...new Map(rows.map((row) => [row.assetId, row])).values()].sort(
    (a, b) => a.rank - b.rank || a.assetId.localeCompare(b.assetId),
  );
  return assets.flatMap((row) => {
    const quote = book.on(row.assetId, today);
    return quote && !isStale(quote, today) ? [] : [{ cg_id: row.assetId, symbol: row.symbol, priceDate: quote?.day ?? null }];
  });
}

/**
 * Everything of the dashboard but the dust filter: computed once per user and kept (dashboard-cache.ts), while each
 * `min` only filters its coins (`dashboardFor`), so a new `min` never costs a new computation.
 */
export interface DashboardBase {
  /** Every coin line with a value above 0 or not, by rank. */
  lines: readonly ValuedLine[];
  figures: Omit<Dashboard, 'total' | 'chains' | 'coins'>;
}

/** The answer for one `min`: coins worth `min` or less left out (spec §5), total and chains of the coins shown. */
export function dashboardFor(base: DashboardBase, min: number): Dashboard {
  const shown = hideDust(
    base.lines.map((line) => ({ ...line, amount: line.coin.amount, value: line.coin.value })),
    min,
  );
  return {
    total: Number(sumDecimals(shown.map((line) => line.exact))),
    chains: chainTotals(shown),
    coins: shown.map((line) => line.coin),
    ...base.figures,
  };
}

/**
 * One `min`'s answer as sent, made once per computation (dashboard-cache.ts keeps it beside it): validated against the
 * contract and encoded to UTF-8 bytes once, so a request only writes them (encoding 60 KB of text on every request
 * was a tenth of the server's time under load); gzipped on the first request that accepts it, then reused.
 */
export class DashboardView {
  readonly json: Buffer;
  private gzipped: Buffer | undefined;

  constructor(base: DashboardBase, min: number) {
    this.json = Buffer.from(JSON.stringify(DashboardResponseSchema.parse({ code: 200, data: dashboardFor(base, min) })));
  }

  gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.json, { level: 6 }));
  }
}

export async function buildDashboardBase(
  db: Database,
  portfolios: readonly PortfolioRow[],
  options: { now: Date; boosted: boolean; observedPricesOnly?: boolean },
): Promise<DashboardBase> {
  // 31 days: the 30 of the chart plus the day before its first, for the 30-day change.
  const days = lastDays(options.now, HISTORY_DAYS + 1);
  const first = days[0] ?? '';
  const yesterday = days.at(-2) ?? '';
  const today = days.at(-1) ?? '';
  const ids = portfolios.map((portfolio) => portfolio.id);
  const rows = await holdingsOf(db, ids);
  const live = options.observedPricesOnly === true;
  const used = new Set<string>(
    portfolios.flatMap((portfolio) => [portfolio.network ?? '', portfolio.exchange ?? ''].filter(Boolean)),
  );
  const [history, snapshots, news, tokens, sources] = await Promise.all([
    priceHistory(
      db,
      rows.map((row) => row.assetId),
      first,
      today,
      options.observedPricesOnly,
    ),
    snapshotsBetween(db, ids, first, today),
    coinNewsStats(
      db,
      rows.map((row) => row.assetId),
      options.now,
    ),
    foundTokenLines(db, ids),
    live ? userSources(db, used) : Promise.resolve([]),
  ]);
  const book = new PriceBook(history);

  // One line per coin and chain, whichever wallets hold it (the dashboard shows every wallet together).
  const lines = new Map<string, HoldingRow>();
  for (const row of rows) {
    const key = `${row.chain}:${row.assetId}`;
    const line = lines.get(key);
    lines.set(key, line ? { ...line, amount: addDecimals(line.amount, row.amount) } : row);
  }
  // A coin without any price is worth nothing today (and listed in stalePrices), never a reason to drop the others.
  const valued = [...lines.values()].map((row): ValuedLine => {
    const quote = book.on(row.assetId, today);
    const exact = quote ? multiplyDecimals(row.amount, quote.price) : '0';
    const coin: Coin = {
      cg_id: row.assetId,
      amount: row.amount,
      current_price: quote?.usd ?? 0,
      name: row.name,
      symbol: row.symbol,
      image: row.image,
      chain: row.chain,
      rank: row.rank,
      value: Number(exact),
      change24h: priceChange(quote, book.on(row.assetId, yesterday)),
      change30d: priceChange(quote, book.on(row.assetId, first)),
      news: news.get(row.assetId) ?? { count24h: 0, count24hByLang: { en: 0, fr: 0 }, sentiment7d: null },
    };
    return { coin, exact };
  });

  // Per portfolio and day: the stored snapshot, else its current holdings at that day's prices (valuation.ts).
  const byPortfolio = new Map<string, { assetId: string; amount: number }[]>();
  for (const row of rows) {
    const own = byPortfolio.get(row.portfolioId) ?? [];
    own.push({ assetId: row.assetId, amount: Number(row.amount) });
    byPortfolio.set(row.portfolioId, own);
  }
  const byDay: Record<string, number> = {};
  for (const portfolio of portfolios) {
    const stored = snapshots.get(portfolio.id);
    const computed = days.every((day) => stored?.has(day)) ? [] : dailyValues(byPortfolio.get(portfolio.id) ?? [], book, days);
    days.forEach((day, index) => {
      const value = stored?.get(day) ?? computed[index] ?? null;
      if (value !== null) byDay[day] = (byDay[day] ?? 0) + value;
    });
  }
  const allValue = Number(sumDecimals(valued.map((line) => line.exact)));
  // One series for the chart and the changes (issue 26 §1): 31 daily points, 30 days ago to today, today's point the
  // total valued now. The 30-day change is its last point against its first, the 24 h change against the one before:
  // the box, the chart, SmartFolio and Agent K read the same two points (docs/portfolio.md "30-day change").
  const daily = dailySeries(byDay, days);
  const series = daily.map((point, index) => (index === daily.length - 1 ? { ...point, value: allValue } : point));
  const valueAt = (index: number) => series[index]?.value ?? 0;
  const krl = krlForTier(portfolios, rows);
  // issue 8 §6: watch-only wallets are shown and valued, but only proven wallets and exchange accounts set the tier.
  const tierKrl = krlForTier(portfolios.filter(countsTowardTier), rows);

  return {
    lines: valued.sort((a, b) => a.coin.rank - b.coin.rank || b.coin.value - a.coin.value),
    figures: {
      // Changes compare the whole portfolio (dust included) so hiding dust never changes a percentage.
      change24h: change(allValue, valueAt(days.length - 2)),
      change30d: change(allValue, valueAt(0)),
      evolution: series,
      tier: planForKrl(tierKrl, options.boosted).id,
      krl: Number(krl),
      demo: portfolios.some((portfolio) => portfolio.demo),
      stalePrices: stalePrices(rows, book, today),
      tokens,
      sources,
      // First start in live mode: coins held, none priced yet. The total waits for the first prices (not $0).
      pricesPending: live && rows.length > 0 && rows.every((row) => book.on(row.assetId, today) === null),
      stale: portfolios
        .filter((portfolio) => portfolio.syncError !== null)
        .map((portfolio) => ({
          id: portfolio.id,
          syncedAt: portfolio.syncedAt?.toISOString() ?? null,
          error: portfolio.syncError ?? '',
        })),
    },
  };
}
