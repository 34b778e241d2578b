// One user's profit and loss (issue 29 §2-3; docs/pnl.md "API"): their stored transactions through the engine with
// their method, valued with K3's daily closes (the same series the dashboard values holdings with), as the API shows
// it. The ledger is kept per process while the user's history, method and day are the same (history version read
// from the database, so a write by any process is seen): the first computation of 20,000 transactions takes the time
// measured in bench/pnl.ts, later ones none.
import type { PnlWarning } from '@k3/shared';
import type { Database } from '../../db/client';
import { listPortfolios, type PortfolioRow } from '../../repositories/portfolios';
import { priceHistory } from '../../repositories/market-days';
import { userTransactions } from '../../repositories/transaction-ledger';
import { historyVersion, pnlMethodOf } from '../../repositories/transactions';
import { loadAssetNames, type AssetNames } from '../transactions/symbols';
import { cents, D, type Dec } from './decimal';
import { computeLedger } from './engine';
import { InvalidPnlInput } from './decimal';
import { dailyPriceLookup, type DailyPrice, toEngineTransactions } from './from-rows';
import { computeReturns, RETURN_PERIODS, returnCheckpoints, type ReturnPeriod } from './returns';
import { type Figures, periodRange, type PnlSummary, summariseRanges } from './summary';
import type { CostBasisMethod, Ledger, PnlTransaction } from './types';

export interface PnlDeps {
  db: Database;
  now: Date;
  /** Live mode values with observed prices only, as the dashboard does. */
  observedOnly: boolean;
}

/** What one computation yields: the ledger and what the views need around it. */
export interface UserLedger {
  method: CostBasisMethod;
  ledger: Ledger;
  /** The return periods' starts the ledger recorded the amounts held at (`returnCheckpoints`). */
  checkpoints: Date[];
  transactions: PnlTransaction[];
  price: DailyPrice;
  prices: Record<string, string>;
  names: AssetNames;
  portfolios: PortfolioRow[];
  unvalued: number;
  unvaluedFees: number;
  count: number;
  demo: boolean;
}

/**
 * Ledgers kept per process: at most this many transactions in all (a ledger of 20,000 holds about 13 MB), the least
 * recently used dropped first; the one just computed is always kept.
 */
const CACHED_TRANSACTIONS = 200_000;
const cache = new Map<string, { key: string; value: Promise<UserLedger>; count: number }>();

/**
 * A number per database a process talks to, in the cache's ids: a history's version is only unique within its own
 * database, and two apps in one process (the tests) may hold the same user with the same version.
 */
const databases = new WeakMap<Database, number>();
let nextDatabaseKey = 1;
export function databaseKey(db: Database): number {
  let key = databases.get(db);
  if (key === undefined) databases.set(db, (key = nextDatabaseKey++));
  return key;
}

/** The UTC day of `time`, as the daily series name it ("2026-11-28"). */
export const dayOf = (time: Date) => time.toISOString().slice(0, 10);

function trimCache(): void {
  let total = 0;
  for (const entry of cache.values()) total += entry.count;
  for (const [id, entry] of cache) {
    if (total <= CACHED_TRANSACTIONS || cache.size <= 1) break;
    cache.delete(id);
    total -= entry.count;
  }
}

/** The user's ledger with `method` (their setting when absent), from the cache when nothing changed. */
export async function userLedger(deps: PnlDeps, userId: string, method?: CostBasisMethod): Promise<UserLedger> {
  const chosen = method ?? ((await pnlMethodOf(deps.db, userId)) as CostBasisMethod);
  const key = `${await historyVersion(deps.db, userId)}|${chosen}|${dayOf(deps.now)}|${deps.observedOnly}`;
  const id = `${databaseKey(deps.db)}|${userId}|${chosen}`;
  const hit = cache.get(id);
  if (hit && hit.key === key) {
    cache.delete(id);
    cache.set(id, hit);
    return hit.value;
  }
  const value = computeUserLedger(deps, userId, chosen);
  const entry = { key, value, count: 0 };
  cache.delete(id);
  cache.set(id, entry);
  value.then(
    (ledger) => {
      entry.count = ledger.count;
      trimCache();
    },
    () => cache.get(id) === entry && cache.delete(id),
  );
  return value;
}

async function computeUserLedger(deps: PnlDeps, userId: string, method: CostBasisMethod): Promise<UserLedger> {
  const [rows, portfolios, names] = await Promise.all([
    userTransactions(deps.db, userId),
    listPortfolios(deps.db, userId),
    loadAssetNames(deps.db),
  ]);
  const assets = new Set<string>();
  let demo = rows.length > 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    assets.add(row.asset);
    if (row.counterAsset !== null) assets.add(row.counterAsset);
    if (row.feeAsset !== null) assets.add(row.feeAsset);
    if (row.source !== 'demo') demo = false;
  }
  const first = rows[0]?.time ?? deps.now;
  const history = await priceHistory(deps.db, [...assets].filter(names.known), dayOf(first), dayOf(deps.now), deps.observedOnly);
  const price = dailyPriceLookup(history);
  const own = new Set(portfolios.flatMap((p) => (p.addressLower ? [p.addressLower] : [])));
  const converted = toEngineTransactions(rows, own, price);
  // The stored rows are not needed past here: let them go before the engine's pass, so the collector does not copy
  // 20,000 of them through the young generation while the ledger is built.
  const count = rows.length;
  rows.length = 0;
  // The amounts held at each return period's start are recorded in the same pass (whole UTC days: they hold all day).
  let firstTx: Date | null = null;
  for (let i = 0; i < converted.transactions.length; i++) {
    const time = converted.transactions[i]!.time;
    if (firstTx === null || time.getTime() < firstTx.getTime()) firstTx = time;
  }
  const checkpoints = firstTx === null ? [] : returnCheckpoints(deps.now, firstTx);
  const { ledger, transactions, skipped } = ledgerSkippingInvalid(converted.transactions, method, checkpoints);
  const prices: Record<string, string> = {};
  for (const asset of assets) {
    const today = price(asset, deps.now);
    if (today !== null) prices[asset] = today;
  }
  if (skipped.length) ledger.warnings.push(...skipped);
  return {
    method,
    ledger,
    checkpoints,
    transactions,
    price,
    prices,
    names,
    portfolios,
    unvalued: converted.unvalued.length,
    unvaluedFees: converted.unvaluedFees.length,
    count,
    demo,
  };
}

/**
 * The ledger of `transactions`, leaving out any the engine refuses (its error names the transaction first: "id: …"),
 * each with a warning, so one bad stored row cannot fail a user's whole PnL.
 */
export function ledgerSkippingInvalid(
  transactions: PnlTransaction[],
  method: CostBasisMethod,
  checkpoints: readonly Date[] = [],
): { ledger: Ledger; transactions: PnlTransaction[]; skipped: PnlWarning[] } {
  const skipped: PnlWarning[] = [];
  let kept = transactions;
  for (;;) {
    try {
      return { ledger: computeLedger(kept, { method, checkpoints }), transactions: kept, skipped };
    } catch (error) {
      if (!(error instanceof InvalidPnlInput)) throw error;
      const id = /^([^:.]+)[:.]/.exec(error.message)?.[1];
      if (id === undefined || !kept.some((tx) => tx.id === id)) throw error;
      kept = kept.filter((tx) => tx.id !== id);
      skipped.push({
        code: 'transaction-left-out',
        subject: id,
        problem: null,
        count: null,
        text: `left out a transaction the cost basis cannot take: ${error.message}`,
      });
    }
  }
}

/** How an account is named in the views: the wallet's alias or address, the exchange, or the imported export. */
export function accountLabel(account: string, portfolios: readonly PortfolioRow[]): string {
  if (account.startsWith('import:')) {
    const exchange = account.slice('import:'.length);
    return `${exchange === 'k3' ? 'K3 CSV' : exchange[0]!.toUpperCase() + exchange.slice(1)} (imported)`;
  }
  const portfolio = portfolios.find((p) => p.id === account);
  if (!portfolio) return account;
  if (portfolio.alias) return portfolio.alias;
  if (portfolio.kind === 'exchange') return portfolio.exchange ?? 'exchange';
  const address = portfolio.address ?? '';
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

interface PeriodView {
  start: string;
  gain: string;
  rate: number | null;
  complete: boolean;
}

type Periods = { thisYear: PnlSummary; lastYear: PnlSummary; allTime: PnlSummary };

const figures = (pick: (summary: PnlSummary) => Figures | undefined, periods: Periods) => {
  const all = pick(periods.allTime);
  const money = (value: Dec | null | undefined) => (value === null || value === undefined ? null : cents(value));
  return {
    costBasis: cents(all?.costBasis ?? D(0)),
    value: all ? money(all.value) : '0.00',
    unrealised: all ? money(all.unrealised) : '0.00',
    realised: {
      thisYear: cents(pick(periods.thisYear)?.realised ?? D(0)),
      lastYear: cents(pick(periods.lastYear)?.realised ?? D(0)),
      allTime: cents(all?.realised ?? D(0)),
    },
    missingProceeds: cents(all?.missingProceeds ?? D(0)),
  };
};

/** The API's view of a user's PnL (packages/shared PnlSchema). */
export function pnlView(user: UserLedger, now: Date) {
  const [thisYear, lastYear, allTime] = summariseRanges(user.ledger, user.prices, [
    periodRange('this-year', now),
    periodRange('last-year', now),
    {},
  ]);
  const periods: Periods = { thisYear: thisYear!, lastYear: lastYear!, allTime: allTime! };
  const returns = computeReturns(user.transactions, user.price, now, {}, { ledger: user.ledger, checkpoints: user.checkpoints });
  const assets = Object.keys(periods.allTime.byAsset);
  const accounts = Object.keys(periods.allTime.byAccount);
  return {
    method: user.method,
    asOf: now.toISOString(),
    demo: user.demo,
    transactions: user.count,
    total: figures((s) => s.total, periods),
    holdings: assets
      .map((asset) => {
        const all = periods.allTime.byAsset[asset]!;
        return {
          asset,
          symbol: user.names.symbolOf(asset),
          amount: all.amount.toFixed(),
          missingAmount: all.missingAmount.toFixed(),
          ...figures((s) => s.byAsset[asset], periods),
        };
      })
      .sort((a, b) => Number(b.value ?? 0) - Number(a.value ?? 0)),
    accounts: accounts.map((account) => ({
      account,
      label: accountLabel(account, user.portfolios),
      ...figures((s) => s.byAccount[account], periods),
    })),
    returns: returns
      ? (Object.fromEntries(
          RETURN_PERIODS.map((period) => {
            const r = returns[period];
            return [
              period,
              {
                start: r.start.toISOString(),
                gain: cents(r.gain),
                rate: r.rate === null ? null : Number(r.rate.toFixed(6)),
                complete: r.unpriced.length === 0 && !r.hasMissingHistory,
              },
            ];
          }),
        ) as Record<ReturnPeriod, PeriodView>)
      : null,
    unvalued: user.unvalued,
    unpriced: periods.allTime.unpriced,
    warnings: [
      ...user.ledger.warnings,
      ...(user.unvaluedFees > 0
        ? [
            {
              code: 'fees-unvalued' as const,
              subject: null,
              problem: null,
              count: user.unvaluedFees,
              text: `${user.unvaluedFees} fees in an asset without a price were counted at no value`,
            },
          ]
        : []),
    ],
  };
}
