// The building blocks of the demo transaction history (issue 29 §1 "Demo mode: a generated history consistent with each
// demo wallet's balances"; docs/demo-data.md "Transaction history (issue 29)"): exact decimal amounts, a seeded
// sequence of draws, splits that add up exactly, and the generated gas of each chain.
import DecimalJs from 'decimal.js';
import { uniform } from './random';

/** Exact decimals wide enough for any sum of amounts (18 decimals on a large integer part); never an exponent. */
export const Dec = DecimalJs.clone({ precision: 64, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -80, toExpPos: 80 });
export type Dec = InstanceType<typeof Dec>;
export const ZERO: Dec = new Dec(0);
export const { ROUND_DOWN, ROUND_UP, ROUND_HALF_UP } = DecimalJs;

/** A seeded sequence of uniforms: the nth draw is `uniform(seed, n, 0)`, so one seed always replays the same story. */
export class Draw {
  private count = 0;

  constructor(private readonly seed: number) {}

  /** Uniform in (0, 1). */
  next(): number {
    this.count += 1;
    return uniform(this.seed, this.count, 0);
  }

  /** An integer in [low, high], both included. */
  int(low: number, high: number): number {
    return low + Math.min(high - low, Math.floor(this.next() * (high - low + 1)));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A decimal share in [low, high] with 6 places: floats only ever choose a share, never an amount. */
  share(low: number, high: number): Dec {
    return new Dec((low + (high - low) * this.next()).toFixed(6));
  }

  /** A decimal in [low, high], log-uniform, with 4 significant digits. */
  logShare(low: number, high: number): Dec {
    return new Dec((low * (high / low) ** this.next()).toPrecision(4));
  }
}

/** Decimal places of a decimal string's value ("0.0123" → 4, "1200" → 0). */
export function placesOf(value: Dec): number {
  return Math.max(0, value.decimalPlaces());
}

/**
 * The places a holding's movements are written with: two more than today's amount has (so a share of it stays
 * exact enough), at least `min`, at most 18 (the most decimals a token has).
 */
export function placesFor(target: Dec, min: number): number {
  return Math.min(18, Math.max(min, placesOf(target) + 2));
}

/**
 * `total` split into `parts` positive amounts with at most `places` decimals (given `total` has no more), in random
 * proportions between 1:3 and 3:1; the last part takes what rounding left, so they add up to `total` exactly. Parts
 * that round to zero are dropped (the sum does not change).
 */
export function split(total: Dec, parts: number, places: number, draw: Draw): Dec[] {
  if (parts <= 0 || total.lte(0)) return [];
  const weights = Array.from({ length: parts }, () => 0.5 + draw.next());
  const whole = weights.reduce((sum, weight) => sum + weight, 0);
  const out: Dec[] = [];
  let given = ZERO;
  for (const weight of weights.slice(0, -1)) {
    const part = total.times(new Dec((weight / whole).toFixed(6))).toDecimalPlaces(places, ROUND_DOWN);
    out.push(part);
    given = given.plus(part);
  }
  out.push(total.minus(given));
  return out.filter((part) => part.gt(0));
}

/**
 * Generated gas per transaction in the chain's native coin, [lowest, highest] drawn log-uniformly: a demo figure of
 * the right order for each chain, not a record of any real fee. Chains not listed: the L2 range for an ETH chain,
 * `OTHER_GAS` for any other.
 */
const GAS: Readonly<Record<string, readonly [number, number]>> = {
  ethereum: [0.0004, 0.006],
  bsc: [0.0002, 0.0012],
  'polygon-pos': [0.004, 0.06],
  avalanche: [0.002, 0.02],
  solana: [0.000005, 0.00008],
};
const L2_GAS: readonly [number, number] = [0.000003, 0.00008];
const OTHER_GAS: readonly [number, number] = [0.0001, 0.002];

/** One transaction's gas on `chain` (native coin `nativeAssetId`), rounded to `places` and never zero. */
export function gasAmount(chain: string, nativeAssetId: string, places: number, draw: Draw): Dec {
  const [low, high] = GAS[chain] ?? (nativeAssetId === 'ethereum' ? L2_GAS : OTHER_GAS);
  const amount = draw.logShare(low, high).toDecimalPlaces(places, ROUND_HALF_UP);
  return amount.gt(0) ? amount : new Dec(1).div(new Dec(10).pow(places));
}

/** Exchange trading fee: this share of the trade's USD value, [lowest, highest], paid in USD. */
export const EXCHANGE_FEE_RATE: readonly [number, number] = [0.001, 0.006];
