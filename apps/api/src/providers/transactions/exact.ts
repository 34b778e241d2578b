// Exact amounts for the transactions adapters (issue 29 §1; docs/transactions-sources.md "Amounts"): integers in
// token units become decimal strings through bigint arithmetic only, decimal strings from exchanges are normalised by
// decimal.js, and JSON from Solana nodes keeps its big integers (lamports can pass 2^53) as strings before parsing.
import Decimal from 'decimal.js';
import { formatUnits } from 'viem';

/** A non-negative integer in token units, written with `decimals` applied: `units(1500000n, 6)` is "1.5". */
export function units(raw: bigint, decimals: number): string {
  return formatUnits(raw, decimals);
}

/** A decimal integer as text ("123"), or a 0x hex quantity ("0x7b"), as a bigint; null when it is neither. */
export function parseInteger(value: string): bigint | null {
  const text = value.trim();
  if (/^\d+$/.test(text) || /^0x[0-9a-f]+$/i.test(text)) return BigInt(text);
  return null;
}

/** A positive decimal string without exponent ("1e-8" → "0.00000001"); null for zero, negatives and non-numbers. */
export function positiveDecimal(value: string | number | undefined | null): string | null {
  if (value === undefined || value === null || value === '') return null;
  // A number (ccxt left with its default number type): its shortest round-trip text.
  const text = typeof value === 'number' ? String(value) : value.trim();
  let parsed: Decimal;
  try {
    parsed = new Decimal(text);
  } catch {
    return null;
  }
  if (!parsed.isFinite() || parsed.lte(0)) return null;
  return parsed.toFixed();
}

/**
 * JSON text with every integer literal of 16 digits or more (outside strings) turned into a string, so JSON.parse
 * cannot round it: `{"preBalances":[12345678901234567]}` parses to `["12345678901234567"]`. A scanner, not a regular
 * expression, so digits inside strings (log messages, base58 keys) are left alone.
 */
export function quoteBigIntegers(text: string): string {
  let out = '';
  let start = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') {
      inString = true;
      continue;
    }
    if (char !== '-' && (char === undefined || char < '0' || char > '9')) continue;
    let end = index + 1;
    while (end < text.length && /[0-9.eE+-]/.test(text[end] as string)) end += 1;
    const literal = text.slice(index, end);
    if (/^-?\d{16,}$/.test(literal)) {
      out += `${text.slice(start, index)}"${literal}"`;
      start = end;
    }
    index = end - 1;
  }
  return out + text.slice(start);
}
