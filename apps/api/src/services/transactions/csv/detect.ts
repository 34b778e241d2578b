// Which export a CSV file is, from its header (issue 29 §1 "CSV import"): each format lists its columns with the
// header names they are known by; a header matches a format when every required column is there (in any order, case
// ignored, extra columns allowed) and none of the format's excluding columns is.
import { binanceDepositsFormat, binanceWithdrawalsFormat } from './formats/binance-transfers';
import { binanceTradesFormat } from './formats/binance-trades';
import { coinbaseFormat } from './formats/coinbase';
import { k3Format } from './formats/k3';
import { krakenLedgersFormat } from './formats/kraken-ledgers';
import { type FormatSpec, Table } from './format';
import { readRecords } from './rfc4180';
import type { CsvFormat } from './types';

export const FORMAT_SPECS: readonly FormatSpec[] = [
  coinbaseFormat,
  binanceTradesFormat,
  binanceDepositsFormat,
  binanceWithdrawalsFormat,
  krakenLedgersFormat,
  k3Format,
];

export function formatSpec(format: CsvFormat): FormatSpec {
  const spec = FORMAT_SPECS.find((candidate) => candidate.format === format);
  if (!spec) throw new Error(`no format "${format}"`);
  return spec;
}

export type HeaderMatch = { ok: true; table: Table<string> } | { ok: false; missing: string[]; excluded: string[] };

const normalise = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** Locates the spec's columns in a header record. */
export function matchHeader(spec: FormatSpec, fields: readonly string[]): HeaderMatch {
  const header = fields.map(normalise);
  const excluded = (spec.absent ?? []).filter((name) => header.includes(normalise(name)));
  const index: Record<string, number> = {};
  const names: Record<string, string> = {};
  const missing: string[] = [];
  for (const [key, column] of Object.entries(spec.columns)) {
    const found = column.names.map((name) => header.indexOf(normalise(name))).find((at) => at >= 0) ?? -1;
    if (found < 0 && column.required) missing.push(column.names[0]!);
    index[key] = found;
    names[key] = found >= 0 ? fields[found]!.replace(/^\uFEFF/, '').trim() : column.names[0]!;
  }
  if (missing.length > 0 || excluded.length > 0) return { ok: false, missing, excluded };
  return { ok: true, table: new Table(index, names) };
}

/** The formats whose header this record is: none, one, or several when the header alone cannot tell them apart. */
export function candidatesFor(fields: readonly string[]): CsvFormat[] {
  return FORMAT_SPECS.filter((spec) => matchHeader(spec, fields).ok).map((spec) => spec.format);
}

/**
 * The formats a header line could be: none, one, or two for the Binance header with a TransactionFee column, which
 * the deposit and the withdrawal history share.
 */
export function candidateFormats(headerLine: string): CsvFormat[] {
  const [record] = readRecords(headerLine);
  return record ? candidatesFor(record.fields) : [];
}

/** The format of a header line, or null when it matches none or more than one (parseCsv says which). */
export function detectFormat(headerLine: string): CsvFormat | null {
  const candidates = candidateFormats(headerLine);
  return candidates.length === 1 ? candidates[0]! : null;
}
