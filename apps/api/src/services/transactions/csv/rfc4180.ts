// A small RFC 4180 reader for the CSV import (issue 29 §1): comma-separated fields, double-quoted fields holding
// commas, doubled quotes and line breaks, CRLF, LF or CR line ends, a UTF-8 byte order mark. No CSV library is among
// the repository's dependencies, and the import needs one thing a generic reader rarely gives: the line each record
// starts on, counted across line breaks inside quoted fields, so an error names the line a user finds in an editor.

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
  /** Set when the record is not well-formed CSV (a quote never closed, text after a closing quote). */
  error?: string;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

/** Index of the next CR or LF at or after `from` (or the end of the text). */
function endOfLine(text: string, from: number): number {
  let j = from;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === LF || c === CR) break;
    j++;
  }
  return j;
}

/** Index of the next comma, CR or LF at or after `from` (or the end of the text). */
function endOfField(text: string, from: number): number {
  let j = from;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === COMMA || c === LF || c === CR) break;
    j++;
  }
  return j;
}

interface QuotedField {
  value: string;
  next: number;
  /** Line breaks inside the field. */
  lines: number;
  error?: string;
}

/** Reads the quoted field whose opening quote is at `open`. An unclosed quote is read to the end of its line only. */
function readQuoted(text: string, open: number, fieldNumber: number): QuotedField {
  let value = '';
  let lines = 0;
  let segment = open + 1;
  let j = open + 1;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c === QUOTE) {
      if (text.charCodeAt(j + 1) === QUOTE) {
        value += text.slice(segment, j + 1);
        j += 2;
        segment = j;
        continue;
      }
      value += text.slice(segment, j);
      j++;
      const after = endOfField(text, j);
      if (after === j) return { value, next: j, lines };
      // `"abc"def`: keep the text, but the record is not valid CSV.
      return {
        value: value + text.slice(j, after),
        next: after,
        lines,
        error: `field ${fieldNumber} has text after its closing quote`,
      };
    }
    if (c === LF || (c === CR && text.charCodeAt(j + 1) !== LF)) lines++;
    j++;
  }
  // Never closed: rather than swallow the rest of the file, read the field to the end of the line it opened on.
  const eol = endOfLine(text, open + 1);
  return {
    value: text.slice(open + 1, eol),
    next: eol,
    lines: 0,
    error: `field ${fieldNumber} opens a quote that is never closed`,
  };
}

function isBlank(fields: readonly string[]): boolean {
  for (const field of fields) if (field.trim() !== '') return false;
  return true;
}

/**
 * Splits CSV text into records. Blank lines (and lines of empty fields only, as spreadsheets write them) are left out;
 * line numbers still count them. A malformed record is returned with `error` set and the parse goes on.
 */
export function readRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let error: string | undefined;
    for (;;) {
      if (i < n && text.charCodeAt(i) === QUOTE) {
        const quoted = readQuoted(text, i, fields.length + 1);
        fields.push(quoted.value);
        line += quoted.lines;
        error ??= quoted.error;
        i = quoted.next;
      } else {
        const j = endOfField(text, i);
        fields.push(text.slice(i, j));
        i = j;
      }
      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === COMMA) {
        i++;
        continue;
      }
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line++;
      break;
    }
    if (!isBlank(fields)) records.push(error === undefined ? { line: start, fields } : { line: start, fields, error });
  }
  return records;
}
