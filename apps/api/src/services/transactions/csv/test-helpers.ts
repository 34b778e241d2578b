// Helpers for the CSV import tests (issue 29 §4): read a fixture, show transactions with ISO times so expected
// values read like the file, and write a small file of a format from its header and rows.
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

/** The headers of each format as its export writes them (the Coinbase one is the older, plain-number version). */
export const HEADERS = {
  k3: 'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id',
  coinbase:
    'Timestamp,Transaction Type,Asset,Quantity Transacted,Spot Price Currency,Spot Price at Transaction,Subtotal,' +
    'Total (inclusive of fees and/or spread),Fees and/or Spread,Notes',
  binanceTrades: 'Date(UTC),Pair,Side,Price,Executed,Amount,Fee',
  binanceTransfers: 'Date(UTC),Coin,Network,Amount,TransactionFee,Address,TXID,Status',
  kraken: 'txid,refid,time,type,subtype,aclass,asset,amount,fee,balance',
} as const;

/** A file of the header's format holding `rows`, the first on line 2. */
export const file = (header: string, ...rows: string[]) => [header, ...rows].join('\n');
