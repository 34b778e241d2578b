// Exact arithmetic on non-negative decimal strings (docs/architecture.md "Data": amounts are never floats until display):
// the same token held in several wallets, the KRL that sets the tier and the values a total adds up are computed
// digit for digit, and only the result becomes a number for the answer. Inputs are the text of PostgreSQL `numeric`
// values and of the balances port's amounts: digits with an optional fraction (and exponent), no sign.
interface Scaled {
  units: bigint;
  /** Digits after the point: the value is units / 10^scale. */
  scale: number;
}

const DECIMAL = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function parse(value: string): Scaled {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new RangeError(`not a non-negative decimal: ${value.slice(0, 40)}`);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  const units = BigInt((whole || '0') + fraction);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

function format({ units, scale }: Scaled): string {
  const digits = units.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

function atScale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function add(a: Scaled, b: Scaled): Scaled {
  const scale = Math.max(a.scale, b.scale);
  return { units: atScale(a, scale) + atScale(b, scale), scale };
}

export function addDecimals(a: string, b: string): string {
  return format(add(parse(a), parse(b)));
}

/** The exact sum ("0" for none). */
export function sumDecimals(values: Iterable<string>): string {
  let total: Scaled = { units: 0n, scale: 0 };
  for (const value of values) total = add(total, parse(value));
  return format(total);
}

export function multiplyDecimals(a: string, b: string): string {
  const x = parse(a);
  const y = parse(b);
  return format({ units: x.units * y.units, scale: x.scale + y.scale });
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  const difference = atScale(x, scale) - atScale(y, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** Rounded half up to `places` decimals (a stored USD value keeps a bounded number of digits). */
export function roundDecimal(value: string, places: number): string {
  const x = parse(value);
  if (x.scale <= places) return format(x);
  const divisor = 10n ** BigInt(x.scale - places);
  return format({ units: (x.units + divisor / 2n) / divisor, scale: places });
}

/** How much `have` falls short of `target`: target − have, or "0" when it reaches it. */
export function shortfall(target: string, have: string): string {
  const x = parse(target);
  const y = parse(have);
  const scale = Math.max(x.scale, y.scale);
  const difference = atScale(x, scale) - atScale(y, scale);
  return difference > 0n ? format({ units: difference, scale }) : '0';
}
