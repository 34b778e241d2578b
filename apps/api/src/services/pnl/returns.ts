// Money flows in and out of the user's accounts, and the return over Today / 7d / 30d / YTD / 1Y / all time by the
// Modified Dietz formula (docs/pnl.md "Returns"):
//   gain = V_end − V_start − F,   rate = gain / (V_start + Σ w_i·F_i),   w_i = (end − t_i) / (end − start)
// where V is the value of the open lots at the price of that time and F the net flow in the period.
import { D, type Dec, ZERO } from './decimal';
import { flowOf } from './flows';
import { DEFAULT_FIAT, computeLedger } from './engine';
import { normalise } from './normalise';
import type { EngineOptions, Ledger, PnlTransaction } from './types';

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

/**
 * Where a period starts: UTC midnight today, 7, 30 or 365 days ago, the first of January, or the first transaction.
 * Whole days, so the starts hold all day and a day's cached ledger can carry the amounts held at each (checkpoints).
 */
export function periodStart(period: ReturnPeriod, now: Date, firstTx: Date): Date {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const starts: Record<Exclude<ReturnPeriod, 'all'>, number> = {
    today: midnight,
    '7d': midnight - 7 * DAY,
    '30d': midnight - 30 * DAY,
    ytd: Date.UTC(now.getUTCFullYear(), 0, 1),
    '1y': midnight - 365 * DAY,
  };
  return period === 'all' ? firstTx : new Date(starts[period]);
}

/** The period starts in time order, as `computeLedger`'s checkpoints (ties kept). */
export function returnCheckpoints(now: Date, firstTx: Date): Date[] {
  return RETURN_PERIODS.map((period) => periodStart(period, now, firstTx)).sort((a, b) => a.getTime() - b.getTime());
}

/**
 * The return over each period. `pass`: a ledger of the same transactions already computed with `checkpoints`; when
 * they are `returnCheckpoints(now, first transaction)`, its amounts held at each start, its open lots and its missing
 * history serve as they are (amounts held do not depend on the method); otherwise one engine pass is made here.
 */
export function computeReturns(
  transactions: readonly PnlTransaction[],
  priceAt: PriceAt,
  now: Date,
  options: EngineOptions = {},
  pass?: { ledger: Ledger; checkpoints: readonly Date[] },
): Record<ReturnPeriod, PeriodReturn> | null {
  // The pass's ledger has replayed the same transactions in order already (a second sort of 20,000 is not free).
  const all = pass?.ledger.replayed ?? normalise(transactions).transactions;
  // Ordered by time: the transactions up to now are a prefix.
  const nowMs = now.getTime();
  let upTo = all.length;
  while (upTo > 0 && all[upTo - 1]!.time.getTime() > nowMs) upTo--;
  const ordered = upTo === all.length ? all : all.slice(0, upTo);
  if (ordered.length === 0) return null;
  const first = ordered[0]!.time;
  const starts = RETURN_PERIODS.map((period) => periodStart(period, now, first));
  const checkpoints = returnCheckpoints(now, first);
  const reusable =
    pass !== undefined &&
    ordered.length === all.length &&
    pass.checkpoints.length === checkpoints.length &&
    pass.checkpoints.every((c, i) => c.getTime() === checkpoints[i]!.getTime());
  const whole = reusable ? pass.ledger : computeLedger(ordered, { ...options, checkpoints });
  const at = starts.map((start) => checkpoints.findIndex((c) => c.getTime() === start.getTime()));
  const heldAtStart = at.map((index) => whole.heldAt![index]!);
  const flows = at.map((index) => whole.flowsAfter![index]!);
  const entries = RETURN_PERIODS.map((period, index) => {
    const shared = { startHeld: heldAtStart[index]!, endHeld: whole.heldAtEnd, missing: whole.missing, flows: flows[index]! };
    return [period, periodReturn(starts[index]!, now, priceAt, shared)] as const;
  });
  return Object.fromEntries(entries) as Record<ReturnPeriod, PeriodReturn>;
}

/** A period's flows: their sum, and the sum of each flow times its time in ms (Ledger.flowsAfter). */
interface StartFlows {
  sum: Dec;
  timed: Dec;
}

function periodReturn(
  start: Date,
  end: Date,
  priceAt: PriceAt,
  shared: { startHeld: Map<string, Dec>; endHeld: Map<string, Dec>; missing: Ledger['missing']; flows: StartFlows },
): PeriodReturn {
  const unpriced = new Set<string>();
  // One price per asset held (not per lot: a history holds thousands of lots).
  const valueAt = (time: Date, held: Map<string, Dec>) => {
    let total = ZERO;
    for (const [asset, amount] of held) {
      const price = priceAt(asset, time);
      if (price === null) unpriced.add(asset);
      else total = total.plus(amount.times(D(price)));
    }
    return total;
  };
  const startValue = valueAt(start, shared.startHeld);
  const endValue = valueAt(end, shared.endHeld);
  const { sum: netFlow, timed } = shared.flows;
  const span = end.getTime() - start.getTime();
  // Σ F_i·(end − t_i) / span; every flow counts whole when the period has no length.
  const weighted = span > 0 ? netFlow.timesInteger(end.getTime()).minus(timed).div(span) : netFlow;
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
