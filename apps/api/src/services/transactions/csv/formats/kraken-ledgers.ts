// Kraken "ledgers.csv" (issue 29 §1): one row per balance change — txid, refid, time, type, subtype, aclass, asset,
// amount, fee, balance (later files add subclass and wallet). A trade is two rows sharing a refid, one negative (spent)
// and one positive (received), paired here into one buy or sell. Header and type names as BittyTax
// (src/bittytax/conv/parsers/kraken.py) and rotki (rotkehlchen/exchanges/kraken.py) read them; the fee column is in
// the row's own asset. The refid (shared by the legs of a trade) is the source id. A trade of one fiat currency for
// another is skipped and a fee larger than what it pays for is refused (rules.ts).
import { Decimal as D } from '../../../pnl/decimal';
import { quoteRank, krakenAsset } from '../aliases';
import {
  type Draft,
  emptyOutput,
  type FormatOutput,
  type FormatSpec,
  reportMalformed,
  rowContent,
  Skip,
  type Table,
} from '../format';
import type { CsvRecord } from '../rfc4180';
import { checkFee, cryptoSide } from '../rules';
import type { TxDirection } from '../types';
import { clip, quote, type ReadDecimal, readDecimal, readSymbol, readTime, RowProblem } from '../values';

type Column = 'txid' | 'refid' | 'time' | 'type' | 'subtype' | 'asset' | 'amount' | 'fee';

interface Entry {
  row: CsvRecord;
  refid: string;
  time: Date;
  type: string;
  subtype: string;
  asset: string;
  amount: ReadDecimal;
  fee: ReadDecimal;
}

/** Entry types whose rows are legs of one trade, paired by refid. */
const TRADE_LEGS = new Set(['trade', 'spend', 'receive']);
const INCOME = new Set(['staking', 'dividend', 'reward', 'invite bonus']);
const MARGIN = new Set(['margin', 'rollover', 'settled']);
/** Moves between Kraken's spot and staking balances (rotki skips them the same way). */
const STAKING_MOVES = new Set(['spottostaking', 'stakingfromspot', 'stakingtospot', 'spotfromstaking']);

const ZERO_FEE: ReadDecimal = { value: '0', negative: false, zero: true };

function readEntry(row: CsvRecord, table: Table<Column>): Entry | Skip {
  const time = readTime(table.required(row, 'time'), table.name('time'));
  if (table.get(row, 'txid') === '') return new Skip('no txid: Kraken lists a pending or failed entry without one');
  const fee = table.get(row, 'fee');
  return {
    row,
    refid: table.required(row, 'refid'),
    time,
    type: table.required(row, 'type').toLowerCase(),
    subtype: table.get(row, 'subtype').toLowerCase(),
    asset: krakenAsset(readSymbol(table.required(row, 'asset'), table.name('asset'))),
    amount: readDecimal(table.get(row, 'amount'), table.name('amount'), { sign: 'any' }),
    fee: fee === '' ? ZERO_FEE : readDecimal(fee, table.name('fee'), { sign: 'non-negative' }),
  };
}

function draft(entry: Entry, direction: TxDirection, note: string, table: Table<Column>): Draft {
  if (entry.amount.zero) throw new RowProblem(table.name('amount'), `must not be zero: ${quote(entry.amount.value)}`);
  const moved = {
    direction,
    asset: entry.asset,
    amount: entry.amount.value,
    ...(!entry.fee.zero && { fee: { asset: entry.asset, amount: entry.fee.value } }),
  };
  checkFee(moved, table.name('fee'));
  return {
    time: entry.time,
    ...moved,
    note,
    exchangeId: entry.refid,
    line: entry.row.line,
    content: rowContent(entry.row),
  };
}

const bySign = (entry: Entry): TxDirection => (entry.amount.negative ? 'send' : 'receive');

/** A row that stands alone (not a trade leg): a Draft, a Skip, or a RowProblem. */
function single(entry: Entry, table: Table<Column>): Draft | Skip {
  const { type, subtype } = entry;
  if (type === 'deposit' || type === 'withdrawal') {
    const reversed = entry.amount.negative === (type === 'deposit');
    return draft(entry, bySign(entry), reversed ? `${type} (reversed)` : type, table);
  }
  if (INCOME.has(type)) {
    if (entry.amount.negative || entry.amount.zero) {
      if (type === 'staking') return new Skip(`staking entry of -${clip(entry.amount.value)} ${entry.asset} is not a reward`);
      throw new RowProblem(table.name('amount'), `must be greater than zero for type "${type}"`);
    }
    return draft(entry, 'receive', type, table);
  }
  if (type === 'transfer') {
    if (subtype === '') return draft(entry, bySign(entry), 'transfer (airdrop, fork or delisting)', table);
    if (STAKING_MOVES.has(subtype)) return new Skip(`transfer "${subtype}" is a move between Kraken spot and staking`);
    if (subtype === 'spotfromfutures' && !entry.amount.negative) return draft(entry, 'receive', `transfer ${subtype}`, table);
    throw new RowProblem(table.name('subtype'), `unknown transfer subtype ${quote(subtype)}`);
  }
  if (MARGIN.has(type)) return new Skip(`type "${type}": margin trading is not imported`);
  if (type === 'adjustment') return new Skip('type "adjustment": Kraken balance adjustments are not imported');
  throw new RowProblem(table.name('type'), `unknown type ${quote(type)}`);
}

/**
 * Pairs the legs of one refid into a buy or sell, or records why they cannot be (an error on every leg): skipped when
 * both sides are fiat, refused when the fee is larger than what the trade brings in (on the fee's own column).
 */
function pairTrade(refid: string, legs: readonly Entry[], table: Table<Column>, out: FormatOutput): void {
  const name = clip(refid);
  const fail = (reason: string) => {
    for (const leg of legs) out.errors.push({ row: leg.row.line, field: table.name('refid'), reason });
  };
  const moving = legs.filter((leg) => !leg.amount.zero);
  const spent = moving.filter((leg) => leg.amount.negative);
  const received = moving.filter((leg) => !leg.amount.negative);
  if (moving.length === 1) {
    return fail(`trade ${name} has one leg only: the other side of the trade is not in the file`);
  }
  if (spent.length !== 1 || received.length !== 1 || spent[0]!.asset === received[0]!.asset) {
    return fail(`trade ${name} has ${spent.length} spent and ${received.length} received legs; expected one of each`);
  }
  const fees = legs.filter((leg) => !leg.fee.zero);
  if (fees.length > 1) return fail(`trade ${name} has a fee on ${fees.length} legs; K3 keeps one fee per trade`);
  const [paid, got] = [spent[0]!, received[0]!];
  const isSell = quoteRank(got.asset) < quoteRank(paid.asset);
  const [main, counter] = isSell ? [paid, got] : [got, paid];
  const fee = fees[0];
  const trade = cryptoSide({
    direction: isSell ? 'sell' : 'buy',
    asset: main.asset,
    amount: main.amount.value,
    counterAsset: counter.asset,
    counterAmount: counter.amount.value,
    ...(fee && { fee: { asset: fee.asset, amount: fee.fee.value } }),
    ...(counter.asset === 'USD' && { usdValue: counter.amount.value }),
  });
  if (trade instanceof Skip) {
    for (const leg of legs) out.skipped.push({ row: leg.row.line, reason: trade.reason });
    return;
  }
  try {
    checkFee(trade, table.name('fee'));
  } catch (error) {
    if (!(error instanceof RowProblem)) throw error;
    const refused = `trade ${name} is not imported: on line ${fee!.row.line}, ${error.reason}`;
    for (const leg of legs) {
      const own = leg === fee;
      out.errors.push({
        row: leg.row.line,
        field: own ? error.field : table.name('refid'),
        reason: own ? error.reason : refused,
      });
    }
    return;
  }
  const first = legs.reduce((a, b) => (b.row.line < a.row.line ? b : a));
  out.drafts.push({
    time: legs.reduce((a, b) => (b.time < a.time ? b : a)).time,
    ...trade,
    note: [...new Set(legs.map((leg) => leg.type))].join('/'),
    exchangeId: refid,
    line: first.row.line,
    content: legs.map((leg) => rowContent(leg.row)).join('\u001e'),
  });
}

/** A deposit or withdrawal and its reversal under one refid (same type and asset, amounts summing to zero). */
function cancelledPairs(entries: readonly Entry[]): Map<Entry, Entry> {
  const byRefid = new Map<string, Entry[]>();
  for (const entry of entries) {
    if (entry.type !== 'deposit' && entry.type !== 'withdrawal') continue;
    const group = byRefid.get(entry.refid);
    if (group) group.push(entry);
    else byRefid.set(entry.refid, [entry]);
  }
  const pairs = new Map<Entry, Entry>();
  for (const group of byRefid.values()) {
    const [a, b] = group;
    if (group.length !== 2 || a!.type !== b!.type || a!.asset !== b!.asset) continue;
    if (!new D(a!.amount.value).eq(b!.amount.value) || a!.amount.negative === b!.amount.negative) continue;
    pairs.set(a!, b!).set(b!, a!);
  }
  return pairs;
}

export const krakenLedgersFormat: FormatSpec<Column> = {
  format: 'kraken-ledgers',
  columns: {
    txid: { names: ['txid'], required: true },
    refid: { names: ['refid'], required: true },
    time: { names: ['time'], required: true },
    type: { names: ['type'], required: true },
    subtype: { names: ['subtype'], required: false },
    asset: { names: ['asset'], required: true },
    amount: { names: ['amount'], required: true },
    fee: { names: ['fee'], required: true },
  },
  parse(rows, table) {
    const out = emptyOutput();
    const legs = new Map<string, Entry[]>();
    const singles: Entry[] = [];
    const record = (line: number, action: () => void) => {
      try {
        action();
      } catch (error) {
        if (!(error instanceof RowProblem)) throw error;
        out.errors.push({ row: line, field: error.field, reason: error.reason });
      }
    };
    for (const row of rows) {
      if (reportMalformed(row, out)) continue;
      record(row.line, () => {
        const entry = readEntry(row, table);
        if (entry instanceof Skip) out.skipped.push({ row: row.line, reason: entry.reason });
        else if (!TRADE_LEGS.has(entry.type)) singles.push(entry);
        else if (legs.has(entry.refid)) legs.get(entry.refid)!.push(entry);
        else legs.set(entry.refid, [entry]);
      });
    }
    for (const [refid, group] of legs) pairTrade(refid, group, table, out);
    const cancelled = cancelledPairs(singles);
    for (const entry of singles) {
      const other = cancelled.get(entry);
      if (other) {
        out.skipped.push({ row: entry.row.line, reason: `cancelled by line ${other.row.line} (a ${entry.type} reversed)` });
        continue;
      }
      record(entry.row.line, () => {
        const result = single(entry, table);
        if (result instanceof Skip) out.skipped.push({ row: entry.row.line, reason: result.reason });
        else out.drafts.push(result);
      });
    }
    return out;
  },
};
