// Portfolio arithmetic both apps share (issue 4 §3, spec §2 "SmartFolio views offer 'hide dust', 'merge chains'",
// §5 "Coins worth 0.01 or less are hidden; only holdings with amount above 0 count", "Chart: missing days between
// nonzero points are linearly interpolated"): pure functions over plain numbers, property-tested.

/** spec §5 and §7 `min=0.01`: coins worth this or less are hidden. */
export const DUST_THRESHOLD_USD = 0.01;
/** spec §9 "chart 30 days". */
export const HISTORY_DAYS = 30;

const DAY_MS = 86_400_000;

/** A UTC calendar day as `YYYY-MM-DD`, the key of spec §3 "evolution (per-day values keyed by date)". */
export function dayKey(time: Date | number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The `count` UTC days ending with `end`'s day, oldest first. */
export function lastDays(end: Date | number, count: number = HISTORY_DAYS): string[] {
  const endDay = Math.floor(new Date(end).getTime() / DAY_MS) * DAY_MS;
  return Array.from({ length: count }, (_, index) => dayKey(endDay - (count - 1 - index) * DAY_MS));
}

export interface Change {
  /** now - before */
  abs: number;
  /** Percent of `before`; null when there was nothing before (a change from 0 has no percentage). */
  pct: number | null;
}

export function change(now: number, before: number): Change {
  return { abs: now - before, pct: before === 0 ? null : ((now - before) / Math.abs(before)) * 100 };
}

/**
 * Fills the days that have no value (`null`) and lie between two days with a nonzero value, on the straight line
 * between them (spec §5). Leading and trailing gaps stay empty (there is nothing to interpolate from), as do gaps
 * next to a zero (a portfolio that was empty then is not guessed at). Known values are never changed.
 */
export function interpolateGaps(values: readonly (number | null)[]): (number | null)[] {
  const out = [...values];
  let previous = -1;
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (value === null || value === undefined) continue;
    const start = previous >= 0 ? values[previous] : undefined;
    if (start && value !== 0 && index - previous > 1) {
      const step = (value - start) / (index - previous);
      for (let gap = previous + 1; gap < index; gap += 1) out[gap] = start + step * (gap - previous);
    }
    previous = index;
  }
  return out;
}

/** The daily series over `days` from a date-keyed record, with spec §5's interpolation; still-empty days become 0. */
export function dailySeries(byDay: Readonly<Record<string, number>>, days: readonly string[]): { date: string; value: number }[] {
  const filled = interpolateGaps(days.map((day) => byDay[day] ?? null));
  return days.map((date, index) => ({ date, value: filled[index] ?? 0 }));
}

/** The fields of a holding the views need (spec §3 "Holding"). */
export interface ValuedHolding {
  cgId: string;
  chain: string;
  amount: number;
  /** amount × price, USD */
  value: number;
}

/** spec §5: only amounts above 0 count and coins worth `min` or less are hidden. */
export function hideDust<T extends { amount: number | string; value: number }>(
  holdings: readonly T[],
  min: number = DUST_THRESHOLD_USD,
): T[] {
  return holdings.filter((holding) => Number(holding.amount) > 0 && holding.value > min);
}

export interface MergedHolding<T extends ValuedHolding> {
  cgId: string;
  amount: number;
  value: number;
  /** The chains the coin is held on, in first-seen order. */
  chains: string[];
  /** The per-chain holdings merged here. */
  parts: T[];
}

/** "Merge chains": one line per coin whatever the chain, amounts and values summed. Order of first appearance. */
export function mergeChains<T extends ValuedHolding>(holdings: readonly T[]): MergedHolding<T>[] {
  const merged = new Map<string, MergedHolding<T>>();
  for (const holding of holdings) {
    const line = merged.get(holding.cgId);
    if (!line) {
      merged.set(holding.cgId, {
        cgId: holding.cgId,
        amount: holding.amount,
        value: holding.value,
        chains: [holding.chain],
        parts: [holding],
      });
      continue;
    }
    line.amount += holding.amount;
    line.value += holding.value;
    if (!line.chains.includes(holding.chain)) line.chains.push(holding.chain);
    line.parts.push(holding);
  }
  return [...merged.values()];
}

/** Value per chain, largest first (the donut and the chain logos of spec §2). */
export function valueByChain(holdings: readonly Pick<ValuedHolding, 'chain' | 'value'>[]): { chain: string; value: number }[] {
  const totals = new Map<string, number>();
  for (const holding of holdings) totals.set(holding.chain, (totals.get(holding.chain) ?? 0) + holding.value);
  return [...totals]
    .map(([chain, value]) => ({ chain, value }))
    .sort((a, b) => b.value - a.value || a.chain.localeCompare(b.chain));
}
