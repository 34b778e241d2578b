// parseCsv, the one entry of the CSV import (issue 29 §1): checks the file is text, finds the header (after any
// preamble lines), names the format, lets the format read the rows, and settles each transaction's source id. A bad
// row never stops the parse; only a file that cannot be read at all throws a CsvFileError.
import { createHash } from 'node:crypto';
import { candidatesFor, FORMAT_SPECS, formatSpec, type HeaderMatch, matchHeader } from './detect';
import type { Draft, FormatSpec, Table } from './format';
import { type CsvRecord, readRecords } from './rfc4180';
import { CSV_FORMAT_LABELS, CsvFileError, type CsvFormat, type ParsedTransaction, type ParseResult } from './types';

/** How many records may come before the header (Coinbase's report can open with a few lines before it). */
const HEADER_SEARCH = 30;
const SAMPLE = 65_536;

function assertText(text: string): void {
  if (text.replace(/^\uFEFF/, '').trim() === '') throw new CsvFileError('empty', 'the file is empty');
  const sample = text.slice(0, SAMPLE);
  if (sample.startsWith('PK\u0003\u0004')) {
    throw new CsvFileError('not-text', 'not a text file: it is a ZIP archive or an Excel workbook; save or export it as CSV');
  }
  if (sample.includes('\u0000')) throw new CsvFileError('not-text', 'not a text file: it holds binary data (NUL bytes)');
  let replaced = 0;
  for (const char of sample) if (char === '\uFFFD') replaced++;
  if (replaced >= 16 && replaced > sample.length / 20) {
    throw new CsvFileError('not-text', 'not a text file: it is not UTF-8 text (re-save it as CSV UTF-8)');
  }
}

const labels = (formats: readonly CsvFormat[]) => formats.map((format) => CSV_FORMAT_LABELS[format]).join(', ');

function quoteLine(record: CsvRecord | undefined): string {
  const line = record ? record.fields.join(',') : '';
  return line.length > 80 ? `${line.slice(0, 77)}...` : line;
}

interface Located {
  spec: FormatSpec;
  table: Table<string>;
  headerAt: number;
}

function locateNamed(records: readonly CsvRecord[], format: CsvFormat): Located {
  const spec = formatSpec(format);
  let closest: Extract<HeaderMatch, { ok: false }> | undefined;
  for (let at = 0; at < Math.min(records.length, HEADER_SEARCH); at++) {
    const match = matchHeader(spec, records[at]!.fields);
    if (match.ok) return { spec, table: match.table, headerAt: at };
    if (!closest || match.missing.length < closest.missing.length) closest = match;
  }
  const why = closest?.missing.length
    ? `missing column${closest.missing.length > 1 ? 's' : ''} ${closest.missing.join(', ')}`
    : `it has column${closest && closest.excluded.length > 1 ? 's' : ''} ${closest?.excluded.join(', ')}, which this format has not`;
  throw new CsvFileError('format-mismatch', `the header does not match ${CSV_FORMAT_LABELS[format]}: ${why}`);
}

function locateAny(records: readonly CsvRecord[]): Located {
  for (let at = 0; at < Math.min(records.length, HEADER_SEARCH); at++) {
    const candidates = candidatesFor(records[at]!.fields);
    if (candidates.length > 1) {
      throw new CsvFileError(
        'ambiguous-format',
        `ambiguous format: the header (line ${records[at]!.line}) fits both ${candidates.map((c) => CSV_FORMAT_LABELS[c]).join(' and ')}; ` +
          `the file does not say which it is, so name the format (${candidates.join(' or ')})`,
        candidates,
      );
    }
    if (candidates.length === 1) return locateNamed(records, candidates[0]!);
  }
  const all = FORMAT_SPECS.map((spec) => spec.format);
  throw new CsvFileError(
    'unknown-format',
    `unknown format: the header matches none of ${labels(all)} (first line: "${quoteLine(records[0])}")`,
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Settles ids: the exchange's id when the row has one, else "sha256:" of the format, the row's content and its
 * occurrence among identical rows (so identical rows differ and a re-import gives the same ids). An id seen again in
 * the file gets "#2", "#3"… in file order.
 */
function settleIds(format: CsvFormat, drafts: readonly Draft[]): ParsedTransaction[] {
  const contents = new Map<string, number>();
  const ids = new Map<string, number>();
  return drafts.map(({ line: _line, exchangeId, content, ...transaction }) => {
    let id = exchangeId;
    if (id === undefined) {
      const occurrence = (contents.get(content) ?? 0) + 1;
      contents.set(content, occurrence);
      id = `sha256:${sha256(`${format}\u001e${content}\u001e${occurrence}`)}`;
    }
    const seen = (ids.get(id) ?? 0) + 1;
    ids.set(id, seen);
    return { sourceId: seen > 1 ? `${id}#${seen}` : id, ...transaction };
  });
}

const byRow = (a: { row: number }, b: { row: number }) => a.row - b.row;

/**
 * Reads an exchange export or a K3 CSV. `format` skips detection (and is needed when the header alone cannot tell,
 * see CsvFileError 'ambiguous-format'). Throws CsvFileError when the file is empty, not text, or of no known format.
 */
export function parseCsv(text: string, format?: CsvFormat): ParseResult {
  assertText(text);
  const records = readRecords(text);
  if (records.length === 0) throw new CsvFileError('empty', 'the file is empty');
  const { spec, table, headerAt } = format ? locateNamed(records, format) : locateAny(records);
  const out = spec.parse(records.slice(headerAt + 1), table);
  const drafts = [...out.drafts].sort((a, b) => a.line - b.line);
  return {
    format: spec.format,
    transactions: settleIds(spec.format, drafts),
    errors: [...out.errors].sort(byRow),
    skipped: [...out.skipped].sort(byRow),
  };
}
