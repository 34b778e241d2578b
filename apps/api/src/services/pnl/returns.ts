// Money flows in and out of the user's accounts, and the return over Today / 7d / 30d / YTD / 1Y / all time by the
// Modified Dietz formula (docs/pnl.md "Returns"):
//   gain = V_end − V_start − F,   rate = gain / (V_start + Σ w_i·F_i),   w_i = (end − t_i) / (end − start)
// where V is the value of the open lots at the price of that time and F the net flow in the period.
import { D, type Dec, ZERO, dec } from './decimal';
import { DEFAULT_FIAT, computeLedger } from './engine';
import { normalise } from './normalise';
import type { EngineOptions, Ledger, PnlTransaction } from './types';

/**
 * USD flowing in (positive) or out (negative) of the user's holdings through one transaction: a buy or sell against
 * fiat is its USD value, a receive comes in and a send goes out at their USD value, a fee paid in fiat comes in.
 * Trades between two held assets and transfers between own accounts are not flows. Expects normalised transactions.
 */
export function flowOf(tx: PnlTransaction, fiat: ReadonlySet<string>): Dec {
  if (fiat.has(tx.asset)) return ZERO;
  const feeIn = tx.fee && fiat.has(tx.fee.asset) ? dec(tx.fee.usdValue, `${tx.id}.fee.usdValue`) : ZERO;
  if (tx.kind === 'transfer') return feeIn;
  const value = dec(tx.usdValue, `${tx.id}.usdValue`);
  if (tx.kind === 'receive') return value.plus(feeIn);
  if (tx.kind === 'send') return feeIn.minus(value);
  if (tx.kind !== 'buy' && tx.kind !== 'sell') return feeIn;
  if (!fiat.has(tx.counterAsset)) return feeIn;
  return tx.kind === 'buy' ? value.plus(feeIn) : feeIn.minus(value);
}

/** Net USD put in: flows in minus flows out, over all transactions. */
export function netInvested(transactions: readonly PnlTransaction[], options: EngineOptions = {}): Dec {
  const fiat = new Set(options.fiatAssets ?? DEFAULT_FIAT);
  return normalise(transactions).transactions.reduce((total, tx) => total.plus(flowOf(tx, fiat)), ZERO);
}

export type ReturnPeriod = 'today' | '7d' | '30d' | 'ytd' | '1y' | 'all';
export const RETURN_PERIODS: readonly ReturnPeriod[] = ['today', '7d', '30d', 'ytd', '1y', 'all'];

/** USD price of one unit of `asset` at `time` (a daily close is fine), or null when unknown. */
export type PriceAt = (asset: string, time: Date) => string | null;

export interface PeriodReturn {
  start: Date;
  end: Date;
  startValue: Dec;
  endValue: Dec;
  netFlow: Dec;
  gain: Dec;
  /** Modified Dietz rate (0.1 = 10 %); null when nothing was invested over the period. */
  rate: Dec | null;
  /** Assets held at the start or the end without a price: valued at nothing, so the figures are incomplete. */
  unpriced: string[];
  /** A disposal or transfer in the period had missing history: the figures are not reliable. */
  hasMissingHistory: boolean;
}

const DAY = 86_400_000;

export function periodStart(period: ReturnPeriod, now: Date, firstTx: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const starts: Record<Exclude<ReturnPeriod, 'all'>, number> = {
    today: midnight,
    '7d': now.getTime() - 7 * DAY,
    '30d': now.getTime() - 30 * DAY,
    ytd: Date.UTC(now.getUTCFullYear(), 0, 1),
    '1y': now.getTime() - 365 * DAY,
  };
  return period === 'all' ? firstTx : new Date(starts[period]);
}

export function computeReturns(
  transactions: readonly PnlTransaction[],
  priceAt: PriceAt,
  now: Date,
  options: EngineOptions = {},
): Record<ReturnPeriod, PeriodReturn> | null {
  const fiat = new Set(options.fiatAssets ?? DEFAULT_FIAT);
  const ordered = normalise(transactions).transactions.filter((tx) => tx.time <= now);
  if (ordered.length === 0) return null;
  const first = ordered[0]!.time;
  // What every period shares, computed once: the lots held now and the missing history.
  const whole = computeLedger(ordered, { ...options, method: 'fifo' });
  const missing = (options.method ?? 'fifo') === 'fifo' ? whole.missing : computeLedger(ordered, options).missing;
  const shared = { end: whole, missing };
  const entries = RETURN_PERIODS.map((period) => {
    const start = periodStart(period, now, first);
    return [period, periodReturn(ordered, start, now, priceAt, fiat, options, shared)] as const;
  });
  return Object.fromEntries(entries) as Record<ReturnPeriod, PeriodReturn>;
}

function periodReturn(
  ordered: readonly PnlTransaction[],
  start: Date,
  end: Date,
  priceAt: PriceAt,
  fiat: ReadonlySet<string>,
  options: EngineOptions,
  shared: { end: Ledger; missing: Ledger['missing'] },
): PeriodReturn {
  const unpriced = new Set<string>();
  const valueAt = (time: Date, included: readonly PnlTransaction[] | Ledger) => {
    const ledger = 'lots' in included ? included : computeLedger(included, { ...options, method: 'fifo' });
    return ledger.lots.reduce((total, lot) => {
      const price = priceAt(lot.asset, time);
      if (price === null) {
        unpriced.add(lot.asset);
        return total;
      }
      return total.plus(lot.amount.times(new D(price)));
    }, ZERO);
  };
  const startValue = valueAt(
    start,
    ordered.filter((tx) => tx.time < start),
  );
  const endValue = valueAt(end, shared.end);
  const inPeriod = ordered.filter((tx) => tx.time >= start);
  const span = end.getTime() - start.getTime();
  let netFlow = ZERO;
  let weighted = ZERO;
  for (const tx of inPeriod) {
    const flow = flowOf(tx, fiat);
    netFlow = netFlow.plus(flow);
    const weight = span > 0 ? new D(end.getTime() - tx.time.getTime()).div(span) : new D(1);
    weighted = weighted.plus(flow.times(weight));
  }
  const gain = endValue.minus(startValue).minus(netFlow);
  const base = startValue.plus(weighted);
  const missing = shared.missing.some((entry) => entry.time >= start);
  return {
    start,
    end,
    startValue,
    endValue,
    netFlow,
    gain,
    rate: base.gt(0) ? gain.div(base) : null,
    unpriced: [...unpriced].sort(),
    hasMissingHistory: missing,
  };
}
