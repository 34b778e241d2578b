// The realised-gains export (issue 29 §2): one row per lot consumed by a disposal sold in the chosen UTC year, as
// CSV text with RFC 4180 quoting. A disposal's proceeds are shared between its lots in proportion to their amounts.
// A part with missing history is one row with its proceeds and an empty date acquired, cost and gain.
import { cents, type Dec, splitPro } from './decimal';
import { inRange, periodRange } from './summary';
import type { Ledger } from './types';

export const GAINS_CSV_HEADER = ['date acquired', 'date sold', 'asset', 'amount', 'proceeds', 'cost', 'gain', 'method'];

export interface GainRow {
  acquired: Date | null;
  sold: Date;
  asset: string;
  amount: Dec;
  proceeds: Dec;
  cost: Dec | null;
  gain: Dec | null;
}

export function realisedGainRows(ledger: Ledger, year: number): GainRow[] {
  const range = periodRange('this-year', new Date(Date.UTC(year, 6, 1)));
  const rows: { row: GainRow; order: number }[] = [];
  ledger.disposals.forEach((disposal, order) => {
    if (!inRange(disposal.time, range)) return;
    const shares = splitPro(
      disposal.proceeds,
      disposal.slices.map((slice) => slice.amount),
    );
    disposal.slices.forEach((slice, index) => {
      const proceeds = shares[index]!;
      const row = { acquired: slice.acquiredAt, sold: disposal.time, asset: disposal.asset, amount: slice.amount };
      rows.push({ row: { ...row, proceeds, cost: slice.cost, gain: proceeds.minus(slice.cost) }, order });
    });
  });
  for (const gap of ledger.missing) {
    if (!inRange(gap.time, range) || gap.reason === 'transfer') continue;
    const row = { acquired: null, sold: gap.time, asset: gap.asset, amount: gap.amount, proceeds: gap.proceeds };
    rows.push({ row: { ...row, cost: null, gain: null }, order: Number.MAX_SAFE_INTEGER });
  }
  rows.sort((a, b) => a.row.sold.getTime() - b.row.sold.getTime() || a.order - b.order);
  return rows.map((entry) => entry.row);
}

/** Dates as ISO 8601 UTC; amounts and money as plain decimals (money to the cent, amounts as computed). */
export function realisedGainsCsv(ledger: Ledger, year: number): string {
  const lines = [
    GAINS_CSV_HEADER,
    ...realisedGainRows(ledger, year).map((row) => [
      row.acquired?.toISOString() ?? '',
      row.sold.toISOString(),
      row.asset,
      row.amount.toString(),
      cents(row.proceeds),
      row.cost ? cents(row.cost) : '',
      row.gain ? cents(row.gain) : '',
      ledger.method.toUpperCase(),
    ]),
  ];
  return lines.map((fields) => fields.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
