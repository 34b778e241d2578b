// The transactions view (issue 29 §3): one page of a user's history, newest first, each row with its asset's ticker
// and its USD value at the time (the source's own, else the daily close of that day; docs/pnl.md "USD values"). Pages
// are chained by an opaque cursor (the last row's time and id).
import type { Database } from '../../db/client';
import { priceHistory } from '../../repositories/market-days';
import { type PageCursor, type TransactionFilter, transactionsPage } from '../../repositories/transactions';
import { cents, D } from '../pnl/decimal';
import { dailyPriceLookup } from '../pnl/from-rows';
import { loadAssetNames } from './symbols';

export function encodeCursor(cursor: PageCursor): string {
  return Buffer.from(`${cursor.time.toISOString()}|${cursor.id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Times a cursor may hold: what the database stores (timestamptz), with room on both sides. */
const FIRST_MS = Date.UTC(1970, 0, 1);
const LAST_MS = Date.UTC(10_000, 0, 1);

/** The cursor, or undefined when the text is not one this API gave. */
export function decodeCursor(text: string): PageCursor | undefined {
  const [time, id, ...rest] = Buffer.from(text, 'base64url').toString().split('|');
  const date = new Date(time ?? '');
  const ms = date.getTime();
  if (rest.length || Number.isNaN(ms) || ms < FIRST_MS || ms >= LAST_MS || !UUID.test(id ?? '')) return undefined;
  return { time: date, id: id! };
}

export async function transactionsView(
  db: Database,
  /** Live mode values with observed prices only, as the PnL and the dashboard do. */
  observedOnly: boolean,
  userId: string,
  filter: TransactionFilter,
  after: PageCursor | null,
  limit: number,
) {
  const [rows, names] = await Promise.all([transactionsPage(db, userId, filter, after, limit + 1), loadAssetNames(db)]);
  const page = rows.slice(0, limit);
  const days = page.map((row) => row.time.toISOString().slice(0, 10)).sort();
  const history =
    page.length === 0
      ? new Map()
      : await priceHistory(
          db,
          [...new Set(page.map((row) => row.asset))].filter(names.known),
          days[0]!,
          days.at(-1)!,
          observedOnly,
        );
  const price = dailyPriceLookup(history);
  const last = page.at(-1);
  return {
    items: page.map((row) => {
      const daily = row.usdValue === null ? price(row.asset, row.time) : null;
      const usdValue = row.usdValue !== null ? cents(D(row.usdValue)) : daily === null ? null : cents(D(row.amount).times(daily));
      return {
        id: row.id,
        time: row.time.toISOString(),
        account: row.account,
        source: row.source,
        chain: row.chain,
        direction: row.direction,
        asset: row.asset,
        symbol: names.symbolOf(row.asset),
        amount: row.amount,
        counterAsset: row.counterAsset,
        counterSymbol: row.counterAsset === null ? null : names.symbolOf(row.counterAsset),
        counterAmount: row.counterAmount,
        feeAsset: row.feeAsset,
        feeSymbol: row.feeAsset === null ? null : names.symbolOf(row.feeAsset),
        feeAmount: row.feeAmount,
        usdValue,
        usdFrom: row.usdValue !== null ? ('source' as const) : usdValue === null ? null : ('daily' as const),
        txHash: row.txHash,
      };
    }),
    next: rows.length > limit && last ? encodeCursor({ time: last.time, id: last.id }) : null,
  };
}
