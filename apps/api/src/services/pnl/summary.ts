// Figures from a ledger: per holding (account × asset), per asset, per account and in total — amount, cost basis,
// value and unrealised PnL at a price map, realised PnL over a [from, to) range, and the missing history.
import { D, type Dec, ZERO } from './decimal';
import type { Disposal, Ledger } from './types';

/** USD price per unit of each asset, as decimal strings. An asset without a price is reported in `unpriced`. */
export type PriceMap = Readonly<Record<string, string>>;

/** A half-open time range [from, to); an absent end is unbounded. */
export interface TimeRange {
  from?: Date;
  to?: Date;
}

export type NamedPeriod = 'this-year' | 'last-year' | 'all-time';

export interface Figures {
  costBasis: Dec;
  /** Value at the price map; null when an asset inside has no price. */
  value: Dec | null;
  unrealised: Dec | null;
  realised: Dec;
  /** Proceeds of disposals with missing history, kept out of `realised`. */
  missingProceeds: Dec;
}

export interface HoldingFigures extends Figures {
  account: string;
  asset: string;
  amount: Dec;
  /** Amount disposed of or transferred out without known lots, in the range. */
  missingAmount: Dec;
}

export interface PnlSummary {
  range: TimeRange;
  holdings: HoldingFigures[];
  byAsset: Record<string, Figures & { amount: Dec; missingAmount: Dec }>;
  byAccount: Record<string, Figures>;
  total: Figures;
  unpriced: string[];
}

/** [1 Jan, 1 Jan next year) in UTC for this or last year of `now`; all time is unbounded. */
export function periodRange(period: NamedPeriod, now: Date): TimeRange {
  if (period === 'all-time') return {};
  const year = now.getUTCFullYear() - (period === 'last-year' ? 1 : 0);
  return { from: new Date(Date.UTC(year, 0, 1)), to: new Date(Date.UTC(year + 1, 0, 1)) };
}

export function inRange(time: Date, range: TimeRange): boolean {
  return (!range.from || time >= range.from) && (!range.to || time < range.to);
}

export function realisedIn(disposals: readonly Disposal[], range: TimeRange): Disposal[] {
  return disposals.filter((disposal) => inRange(disposal.time, range));
}

export function summarise(ledger: Ledger, prices: PriceMap, range: TimeRange = {}): PnlSummary {
  const holdings = new Map<string, HoldingFigures>();
  const holding = (account: string, asset: string): HoldingFigures => {
    const id = `${account}\u0000${asset}`;
    let found = holdings.get(id);
    if (!found) {
      found = {
        account,
        asset,
        amount: ZERO,
        costBasis: ZERO,
        value: null,
        unrealised: null,
        realised: ZERO,
        missingProceeds: ZERO,
        missingAmount: ZERO,
      };
      holdings.set(id, found);
    }
    return found;
  };
  for (const lot of ledger.lots) {
    const row = holding(lot.account, lot.asset);
    row.amount = row.amount.plus(lot.amount);
    row.costBasis = row.costBasis.plus(lot.cost);
  }
  for (const disposal of realisedIn(ledger.disposals, range)) {
    const row = holding(disposal.account, disposal.asset);
    row.realised = row.realised.plus(disposal.gain);
  }
  for (const missing of ledger.missing.filter((entry) => inRange(entry.time, range))) {
    const row = holding(missing.account, missing.asset);
    row.missingAmount = row.missingAmount.plus(missing.amount);
    row.missingProceeds = row.missingProceeds.plus(missing.proceeds);
  }
  const unpriced = new Set<string>();
  for (const row of holdings.values()) {
    const price = prices[row.asset];
    if (price === undefined && row.amount.gt(0)) {
      unpriced.add(row.asset);
      continue;
    }
    row.value = price === undefined ? ZERO : row.amount.times(new D(price));
    row.unrealised = row.value.minus(row.costBasis);
  }
  const rows = [...holdings.values()];
  const byAsset: PnlSummary['byAsset'] = {};
  for (const asset of new Set(rows.map((row) => row.asset))) {
    const mine = rows.filter((row) => row.asset === asset);
    byAsset[asset] = {
      ...combine(mine),
      amount: mine.reduce((total, row) => total.plus(row.amount), ZERO),
      missingAmount: mine.reduce((total, row) => total.plus(row.missingAmount), ZERO),
    };
  }
  const byAccount: PnlSummary['byAccount'] = {};
  for (const account of new Set(rows.map((row) => row.account))) {
    byAccount[account] = combine(rows.filter((row) => row.account === account));
  }
  return { range, holdings: rows, byAsset, byAccount, total: combine(rows), unpriced: [...unpriced].sort() };
}

/** Adds figures up; value and unrealised become null as soon as one held part has no price. */
function combine(rows: readonly Figures[]): Figures {
  const out: Figures = { costBasis: ZERO, value: ZERO, unrealised: ZERO, realised: ZERO, missingProceeds: ZERO };
  for (const row of rows) {
    out.costBasis = out.costBasis.plus(row.costBasis);
    out.realised = out.realised.plus(row.realised);
    out.missingProceeds = out.missingProceeds.plus(row.missingProceeds);
    if (row.value === null || out.value === null) {
      out.value = null;
      out.unrealised = null;
      continue;
    }
    out.value = out.value.plus(row.value ?? ZERO);
    out.unrealised = out.unrealised!.plus(row.unrealised ?? ZERO);
  }
  return out;
}
