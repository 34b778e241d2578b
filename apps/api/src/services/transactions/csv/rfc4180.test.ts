// The CSV reader under the import (issue 29 §1): RFC 4180 quoting, line ends, BOM, blank lines, and the line each
// record starts on, which the error report shows the user.
import { describe, expect, it } from 'vitest';
import { readRecords } from './rfc4180';

const rows = (text: string) => readRecords(text).map((record) => record.fields);
const lines = (text: string) => readRecords(text).map((record) => record.line);

describe('readRecords', () => {
  it('splits plain fields and keeps empty ones, including a trailing one', () => {
    expect(rows('a,b,c\n1,,3\n4,5,')).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['4', '5', ''],
    ]);
  });

  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    const text = 'id,note\n1,"a, b"\n2,"say ""hi"""\n3,"two\nlines"\n';
    expect(rows(text)).toEqual([
      ['id', 'note'],
      ['1', 'a, b'],
      ['2', 'say "hi"'],
      ['3', 'two\nlines'],
    ]);
  });

  it('reads CRLF, LF and lone CR line ends alike and drops a byte order mark', () => {
    expect(rows('\uFEFFa,b\r\n1,2\r3,4\n5,6')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
      ['5', '6'],
    ]);
  });

  it('leaves out blank lines and lines of empty fields but still counts them', () => {
    const text = 'a,b\n\n1,2\n,,\n  \n3,4\n\n\n';
    expect(rows(text)).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(lines(text)).toEqual([1, 3, 6]);
  });

  it('gives the line a record starts on, counting line breaks inside quoted fields (CRLF ones once)', () => {
    const text = 'h1,h2\r\n1,"x\r\ny\r\nz"\r\n2,after\r\n3,"p\nq"\n4,end';
    expect(lines(text)).toEqual([1, 2, 5, 6, 8]);
  });

  it('marks a quote never closed, reads that field to the end of its line, and goes on with the next line', () => {
    const records = readRecords('a,b\n1,"open\n2,fine\n');
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', 'open'], error: 'field 2 opens a quote that is never closed' },
      { line: 3, fields: ['2', 'fine'] },
    ]);
  });

  it('marks text after a closing quote but keeps it', () => {
    expect(readRecords('"ab"cd,e')).toEqual([
      { line: 1, fields: ['abcd', 'e'], error: 'field 1 has text after its closing quote' },
    ]);
  });

  it('keeps a quote inside an unquoted field as a character', () => {
    expect(rows('5" disk,x')).toEqual([['5" disk', 'x']]);
  });

  it('returns nothing for empty text', () => {
    expect(readRecords('')).toEqual([]);
    expect(readRecords('\uFEFF\r\n\r\n')).toEqual([]);
  });
});
