// Every transaction of one user, as the cost-basis engine reads them (issue 29 §5; docs/pnl.md "Caches and speed"):
// one query answering one text, in the engine's order.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { transactions } from '../db/schema';
import type { TransactionRow } from './transactions';

/** What the cost-basis engine reads of each transaction (services/pnl/from-rows.ts StoredTx). */
export interface LedgerRow {
  id: string;
  account: string;
  source: string;
  time: Date;
  direction: TransactionRow['direction'];
  asset: string;
  amount: string;
  counterAsset: string | null;
  counterAmount: string | null;
  feeAsset: string | null;
  feeAmount: string | null;
  usdValue: string | null;
  counterparty: string | null;
  txHash: string | null;
}

type LedgerTuple = [
  string,
  string,
  string,
  number,
  LedgerRow['direction'],
  string,
  string,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
];

const LEDGER_ORDER = sql.raw(`time, case when direction in ('buy', 'receive') then 0 else 1 end, source_id`);
/** Fields of the text read, every row's fields one after the other: the ASCII unit separator. */
const FIELD = '\u001f';
const LEDGER_FIELDS = 14;
/**
 * Every transaction of a user, oldest first; at the same time acquisitions before disposals (a date-only CSV row, one
 * block holding a buy and a sale), then by source id, so the order is stable. Read as one text: each row's stored line
 * (its fields joined by an ASCII separator, a nullable text with a leading "=", db/schema/transactions.ts) joined in
 * order by the database and read in place. Decoding 20,000 rows column by column took 0.55 s on PGlite, one JSON
 * array about 140 ms, this text a sixth of that. A text holding the separator (nothing K3
 * writes does) adds a field, so the count is off and the rows are read again as one JSON array: no value can shift.
 */
export async function userTransactions(db: Database, userId: string): Promise<LedgerRow[]> {
  const text = await ledgerText(db, userId);
  if (text === null) return [];
  return rowsFromText(text) ?? userTransactionsAsJson(db, userId);
}

/** The user's rows as one text (every field followed by the separator), with how many rows it holds; null for none. */
export async function ledgerText(db: Database, userId: string): Promise<{ text: string; count: number } | null> {
  // Each row's line is written by the database with the row (the generated `ledger_line`, db/schema/transactions.ts):
  // joining the stored lines takes half the time of building them here from the columns.
  const result = await db.execute<{ rows: string | null; count: number }>(sql`
    select string_agg(${transactions.ledgerLine}, E'\\x1f' order by ${LEDGER_ORDER}) as rows, count(*)::int as count
    from ${transactions} where user_id = ${userId}`);
  const found = (result as { rows: { rows: string | null; count: number }[] }).rows[0];
  return found?.rows ? { text: found.rows, count: found.count } : null;
}

/**
 * Texts that repeat from row to row (accounts, assets, directions, sources), kept once: each row's field is compared in
 * place with the ones seen (a history names a few dozen), so 20,000 rows do not hold 20,000 copies of "ethereum".
 */
class Repeated {
  private readonly seen: string[] = [];
  constructor(private readonly text: string) {}

  take(start: number, end: number): string {
    const length = end - start;
    const seen = this.seen;
    for (let i = 0; i < seen.length; i++) {
      const value = seen[i]!;
      if (value.length === length && this.text.startsWith(value, start)) return value;
    }
    const value = this.text.slice(start, end);
    if (seen.length < 64) seen.push(value);
    return value;
  }
}

/**
 * The rows of `ledgerText`, read field by field in place (no array of 280,000 pieces); null when a text held the
 * separator (the fields do not add up).
 */
export function rowsFromText({ text, count }: { text: string; count: number }): LedgerRow[] | null {
  const out: LedgerRow[] = new Array<LedgerRow>(count);
  const [accounts, sources, directions, assets] = [
    new Repeated(text),
    new Repeated(text),
    new Repeated(text),
    new Repeated(text),
  ];
  const f = new Fields(text);
  for (let row = 0; row < count; row++) {
    if (f.lastField !== -1) return null;
    const id = f.next().plain();
    const account = f.next().repeated(accounts);
    const source = f.next().repeated(sources);
    const time = new Date(Number(f.next().plain()));
    const direction = f.next().repeated(directions) as LedgerRow['direction'];
    const asset = f.next().repeated(assets);
    const amount = f.next().plain();
    const counterAsset = f.next().nullable(assets);
    const counterAmount = f.next().number();
    const feeAsset = f.next().nullable(assets);
    const feeAmount = f.next().number();
    const usdValue = f.next().number();
    const counterparty = f.next().nullable(null);
    const txHash = f.next().nullable(null);
    out[row] = {
      id,
      account,
      source,
      time,
      direction,
      asset,
      amount,
      counterAsset,
      counterAmount,
      feeAsset,
      feeAmount,
      usdValue,
      counterparty,
      txHash,
    };
  }
  // The text ended exactly at the last field: a separator inside a text would leave fields over.
  return f.lastField === f.fields && f.fields === count * LEDGER_FIELDS ? out : null;
}

/** A walk over the fields of `ledgerText`: each `next()` moves to the following field, [start, end). */
class Fields {
  start = 0;
  end = -1;
  fields = 0;
  /** The field that ran to the end of the text (it must be the last). */
  lastField = -1;
  constructor(private readonly text: string) {}

  next(): this {
    this.start = this.end + 1;
    this.fields++;
    const at = this.text.indexOf(FIELD, this.start);
    if (at === -1 && this.lastField === -1) this.lastField = this.fields;
    this.end = at === -1 ? this.text.length : at;
    return this;
  }

  plain(): string {
    return this.text.slice(this.start, this.end);
  }

  repeated(values: Repeated): string {
    return values.take(this.start, this.end);
  }

  /** A nullable text: "" is NULL, "=" then the text otherwise. */
  nullable(values: Repeated | null): string | null {
    if (this.end === this.start) return null;
    return values ? values.take(this.start + 1, this.end) : this.text.slice(this.start + 1, this.end);
  }

  /** A nullable number: "" is NULL. */
  number(): string | null {
    return this.end === this.start ? null : this.text.slice(this.start, this.end);
  }
}

/** The same rows read as one JSON array: any text survives it. */
async function userTransactionsAsJson(db: Database, userId: string): Promise<LedgerRow[]> {
  const result = await db.execute<{ rows: string | null }>(sql`
    select json_agg(json_build_array(id, account, source, k3_epoch_ms(time)::float8, direction, asset,
      amount::text, counter_asset, counter_amount::text, fee_asset, fee_amount::text, usd_value::text, counterparty,
      tx_hash) order by ${LEDGER_ORDER})::text as rows
    from ${transactions} where user_id = ${userId}`);
  const text = (result as { rows: { rows: string | null }[] }).rows[0]?.rows ?? null;
  const tuples = text === null ? [] : (JSON.parse(text) as LedgerTuple[]);
  return tuples.map((t) => ({
    id: t[0],
    account: t[1],
    source: t[2],
    time: new Date(t[3]),
    direction: t[4],
    asset: t[5],
    amount: t[6],
    counterAsset: t[7],
    counterAmount: t[8],
    feeAsset: t[9],
    feeAmount: t[10],
    usdValue: t[11],
    counterparty: t[12],
    txHash: t[13],
  }));
}
