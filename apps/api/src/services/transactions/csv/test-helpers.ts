// Helpers for the CSV import tests (issue 29 §4): read a fixture, and show transactions with ISO times so expected
// values read like the file.
import { readFileSync } from 'node:fs';
import type { ParsedTransaction } from './types';

export function fixture(name: string): string {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export type Shown = Omit<ParsedTransaction, 'time' | 'sourceId'> & { time: string; sourceId?: string };

/** The transaction with its time as ISO text; without the source id when it is a hash (asserted on its own). */
export function shown(transaction: ParsedTransaction): Shown {
  const { time, sourceId, ...rest } = transaction;
  return { ...(!sourceId.startsWith('sha256:') && { sourceId }), time: time.toISOString(), ...rest };
}
