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
  const ms = time.getTime();
  return (!range.from || ms >= range.from.getTime()) && (!range.to || ms < range.to.getTime());
}

export function realisedIn(disposals: readonly Disposal[], range: TimeRange): Disposal[] {
  return disposals.filter((disposal) => inRange(disposal.time, range));
}

export function summarise(ledger: Ledger, prices: PriceMap, range: TimeRange = {}): PnlSummary {
  return summariseRanges(ledger, prices, [range])[0]!;
}

const holdingKey = (account: string, asset: string) => `${account}\u0000${asset}`;

/**
 * `summarise` over several ranges at once: the open lots (thousands in a long history) are added up and valued once,
 * and only the disposals and the missing history are read per range.
 */
export function summariseRanges(ledger: Ledger, prices: PriceMap, ranges: readonly TimeRange[]): PnlSummary[] {
  const open = new Map<string, { account: string; asset: string; amount: Dec; costBasis: Dec }>();
  // The engine's own totals per pool when it gave them, else the lots added up.
  const pools = ledger.pools ?? ledger.lots.map((lot) => ({ ...lot }));
  for (const pool of pools) {
    const id = holdingKey(pool.account, pool.asset);
    const found = open.get(id);
    if (found) {
      found.amount = found.amount.plus(pool.amount);
      found.costBasis = found.costBasis.plus(pool.cost);
    } else open.set(id, { account: pool.account, asset: pool.asset, amount: pool.amount, costBasis: pool.cost });
  }
  const valued = new Map<string, { value: Dec | null; unrealised: Dec | null }>();
  for (const [id, row] of open) {
    const price = prices[row.asset];
    if (price === undefined && row.amount.gt(0)) valued.set(id, { value: null, unrealised: null });
    else {
      const value = price === undefined ? ZERO : row.amount.times(D(price));
      valued.set(id, { value, unrealised: value.minus(row.costBasis) });
    }
  }
  return ranges.map((range) => summariseRange(ledger, range, open, valued));
}

function summariseRange(
  ledger: Ledger,
  range: TimeRange,
  open: ReadonlyMap<string, { account: string; asset: string; amount: Dec; costBasis: Dec }>,
  valued: ReadonlyMap<string, { value: Dec | null; unrealised: Dec | null }>,
): PnlSummary {
  const holdings = new Map<string, HoldingFigures>();
  const holding = (account: string, asset: string): HoldingFigures => {
    const id = holdingKey(account, asset);
    let found = holdings.get(id);
    if (!found) {
      const held = open.get(id);
      found = {
        account,
        asset,
        amount: held?.amount ?? ZERO,
        costBasis: held?.costBasis ?? ZERO,
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
  for (const held of open.values()) holding(held.account, held.asset);
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
  for (const [id, row] of holdings) {
    const value = valued.get(id);
    if (value) {
      if (value.value === null) unpriced.add(row.asset);
      row.value = value.value;
      row.unrealised = value.unrealised;
      continue;
    }
    // Nothing held (only disposals or missing history in the range): worth nothing.
    row.value = ZERO;
    row.unrealised = ZERO;
  }
  const rows = [...holdings.values()];
  const byAsset: PnlSummary['byAsset'] = {};
  const byAccount: PnlSummary['byAccount'] = {};
  const assetRows = new Map<string, HoldingFigures[]>();
  const accountRows = new Map<string, HoldingFigures[]>();
  for (const row of rows) {
    assetRows.set(row.asset, [...(assetRows.get(row.asset) ?? []), row]);
    accountRows.set(row.account, [...(accountRows.get(row.account) ?? []), row]);
  }
  for (const [asset, mine] of assetRows) {
    byAsset[asset] = {
      ...combine(mine),
      amount: mine.reduce((total, row) => total.plus(row.amount), ZERO),
      missingAmount: mine.reduce((total, row) => total.plus(row.missingAmount), ZERO),
    };
  }
  for (const [account, mine] of accountRows) byAccount[account] = combine(mine);
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
