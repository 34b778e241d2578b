// What every format module provides to the CSV import (issue 29 §1): its columns (each with the header names it is
// known by), a row parser, and the shared row loop that turns a RowProblem into a RowError and never stops the parse.
import type { CsvRecord } from './rfc4180';
import type { CsvFormat, ParsedTransaction, RowError, SkippedRow } from './types';
import { RowProblem } from './values';

export interface ColumnSpec {
  /** Header names this column is known by, in the exports' successive versions (matched without case). */
  names: readonly string[];
  required: boolean;
}

/** A transaction before its id is settled (parse.ts assigns sourceId from `exchangeId` or the row's hash). */
export interface Draft extends Omit<ParsedTransaction, 'sourceId'> {
  line: number;
  exchangeId?: string;
  /** The rows' trimmed fields, hashed for the id when the format has none. */
  content: string;
}

export interface FormatOutput {
  drafts: Draft[];
  errors: RowError[];
  skipped: SkippedRow[];
}

/** The header's columns located: the index of each (−1 when an optional one is absent) and its name in this file. */
export class Table<K extends string> {
  constructor(
    private readonly index: Readonly<Record<K, number>>,
    private readonly names: Readonly<Record<K, string>>,
  ) {}

  /** The cell, trimmed ('' when absent or short of fields). */
  get(row: CsvRecord, key: K): string {
    const at = this.index[key];
    return at < 0 ? '' : (row.fields[at] ?? '').trim();
  }

  /** The cell, or a RowProblem "missing value" naming the column. */
  required(row: CsvRecord, key: K): string {
    const value = this.get(row, key);
    if (value === '') throw new RowProblem(this.names[key], 'missing value');
    return value;
  }

  name(key: K): string {
    return this.names[key];
  }

  has(key: K): boolean {
    return this.index[key] >= 0;
  }
}

export interface FormatSpec<K extends string = string> {
  format: CsvFormat;
  columns: Readonly<Record<K, ColumnSpec>>;
  /** Header names that must not be present (they tell a neighbouring format apart). */
  absent?: readonly string[];
  parse(rows: readonly CsvRecord[], table: Table<K>): FormatOutput;
}

/** The row's trimmed fields joined, for hashing; line breaks inside a field count alike whether CRLF or LF. */
export function rowContent(row: CsvRecord): string {
  return row.fields.map((field) => (field.includes('\r') ? field.replace(/\r\n?/g, '\n') : field).trim()).join('\u001f');
}

export function emptyOutput(): FormatOutput {
  return { drafts: [], errors: [], skipped: [] };
}

/** A row left out on purpose, with why. */
export class Skip {
  constructor(readonly reason: string) {}
}

/** Records a malformed record as an error; true when it was one. */
export function reportMalformed(row: CsvRecord, out: FormatOutput): boolean {
  if (row.error === undefined) return false;
  out.errors.push({ row: row.line, field: 'row', reason: row.error });
  return true;
}

/**
 * The row loop of formats whose rows stand alone: each row gives a Draft, a Skip, or throws a RowProblem, which is
 * recorded against the row's line; anything else thrown is a bug and propagates.
 */
export function eachRow(
  rows: readonly CsvRecord[],
  parseRow: (row: CsvRecord) => Omit<Draft, 'line' | 'content'> | Skip,
): FormatOutput {
  const out = emptyOutput();
  for (const row of rows) {
    if (reportMalformed(row, out)) continue;
    try {
      const result = parseRow(row);
      if (result instanceof Skip) out.skipped.push({ row: row.line, reason: result.reason });
      else out.drafts.push({ ...result, line: row.line, content: rowContent(row) });
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      out.errors.push({ row: row.line, field: error.field, reason: error.reason });
    }
  }
  return out;
}
