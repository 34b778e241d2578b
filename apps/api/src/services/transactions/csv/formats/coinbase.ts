// Coinbase "Transaction history" report (issue 29 §1). Headers and type names as BittyTax reads the report's
// versions (src/bittytax/conv/parsers/coinbase.py): "Spot Price Currency"/"Spot Price at Transaction" with plain
// numbers and ISO times ending in Z, later "Price Currency"/"Price at Transaction" with an ID column, money written
// with its currency sign ("€3343.11", "-€597.49") and times like "2025-01-17 16:57:02 UTC". The report may open with
// a few preamble lines before the header; parse.ts skips them. docs/transactions-csv.md has the type mapping.
import { D } from '../../../pnl/decimal';
import { eachRow, type FormatSpec, Skip, type Table } from '../format';
import type { CsvRecord } from '../rfc4180';
import type { ParsedTransaction, TxDirection } from '../types';
import { optionalAmount, readDecimal, readSymbol, readTime, RowProblem } from '../values';

type Column = 'id' | 'timestamp' | 'type' | 'asset' | 'quantity' | 'currency' | 'price' | 'subtotal' | 'total' | 'fees' | 'notes';

type Kind = 'buy' | 'sell' | 'convert' | 'in' | 'out' | 'skip';

/** Coinbase's transaction types → what K3 makes of them. Names from BittyTax's parser (see the header). */
const TYPES: Readonly<Record<string, Kind>> = {
  Buy: 'buy',
  'Advanced Trade Buy': 'buy',
  'Advance Trade Buy': 'buy',
  Sell: 'sell',
  'Advanced Trade Sell': 'sell',
  'Advance Trade Sell': 'sell',
  Convert: 'convert',
  Receive: 'in',
  Deposit: 'in',
  'Pro Withdrawal': 'in',
  'Exchange Withdrawal': 'in',
  'Rewards Income': 'in',
  'Reward Income': 'in',
  'Staking Income': 'in',
  'Inflation Reward': 'in',
  'Coinbase Earn': 'in',
  'Learning Reward': 'in',
  'Interest payout': 'in',
  'Subscription Rebate': 'in',
  'Subscription Rebates (24 Hours)': 'in',
  Send: 'out',
  Withdrawal: 'out',
  'Pro Deposit': 'out',
  'Exchange Deposit': 'out',
  Donation: 'out',
  'Admin Debit': 'out',
  'Vault Withdrawal': 'skip',
  'Cash to Savings': 'skip',
};

// "-€597.49846", "$1,234.56", "€-3.10", "CA$12", "70.00"
const MONEY = /^(-?)(?:[A-Z]{0,3}\p{Sc})?(-?)\s?(.+)$/u;

/** A money cell (any sign) as its absolute value; undefined when empty. */
function money(table: Table<Column>, row: CsvRecord, key: Column): string | undefined {
  const raw = table.get(row, key);
  if (raw === '') return undefined;
  const digits = MONEY.exec(raw)?.[3] ?? raw;
  try {
    return readDecimal(digits, table.name(key), { thousands: true, sign: 'non-negative' }).value;
  } catch {
    throw new RowProblem(table.name(key), `not an amount: "${raw}"`);
  }
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d*\.?\d+)`;
const CONVERTED = new RegExp(String.raw`^Converted ${NUMBER} (\S+) to ${NUMBER} (\S+)\s*$`);
// "Bought 0.001 BTC for 50.12 USDC on BTC-USDC at 50,000.00 USDC/BTC" (an Advanced Trade against another quote).
const ADVANCED = new RegExp(
  String.raw`^(?:Bought|Sold) ${NUMBER} (\S+) for \p{Sc}?${NUMBER} (\S+) on (\S+) at ${NUMBER} (\S+)$`,
  'u',
);

const noCommas = (value: string) => value.replaceAll(',', '');

type Movement = Omit<ParsedTransaction, 'sourceId' | 'time' | 'note'>;

/** A buy or sell against the quote the notes name when it is not the report's price currency, else undefined. */
function advancedTrade(
  notes: string,
  currency: string,
  direction: 'buy' | 'sell',
  asset: string,
  amount: string,
): Movement | undefined {
  const m = ADVANCED.exec(notes);
  if (!m) return undefined;
  const quote = m[4]!.toUpperCase();
  if (quote === currency) return undefined;
  // BittyTax's reading: quantity × rate is the trade's value in the quote, the rest of the quote amount is the fee.
  const value = new D(amount).times(noCommas(m[6]!));
  const fee = new D(noCommas(m[3]!)).minus(value).abs();
  return {
    direction,
    asset,
    amount,
    counterAsset: quote,
    counterAmount: value.toString(),
    ...(!fee.isZero() && { fee: { asset: quote, amount: fee.toString() } }),
  };
}

function movement(kind: Exclude<Kind, 'skip'>, table: Table<Column>, row: CsvRecord, asset: string, amount: string): Movement {
  const currency = readSymbol(table.required(row, 'currency'), table.name('currency'));
  const subtotal = money(table, row, 'subtotal');
  const fees = money(table, row, 'fees');
  const fee = fees === undefined ? undefined : optionalAmount(fees, table.name('fees'));
  const base = {
    asset,
    amount,
    ...(fee !== undefined && { fee: { asset: currency, amount: fee } }),
    ...(currency === 'USD' && subtotal !== undefined && { usdValue: subtotal }),
  };
  if (kind === 'in' || kind === 'out') return { direction: kind === 'in' ? 'receive' : 'send', ...base };
  if (kind === 'convert') {
    const notes = table.get(row, 'notes');
    const m = CONVERTED.exec(notes);
    if (!m)
      throw new RowProblem(table.name('notes'), `expected "Converted <amount> <asset> to <amount> <asset>", got "${notes}"`);
    const counterAmount = readDecimal(m[3]!, table.name('notes'), { thousands: true, sign: 'positive' }).value;
    return { direction: 'sell', ...base, counterAsset: readSymbol(m[4]!, table.name('notes')), counterAmount };
  }
  const direction: TxDirection = kind;
  const advanced = advancedTrade(table.get(row, 'notes'), currency, direction, asset, amount);
  if (advanced) return { ...advanced, ...(base.usdValue !== undefined && { usdValue: base.usdValue }) };
  if (subtotal === undefined) throw new RowProblem(table.name('subtotal'), 'missing value');
  return { direction, ...base, counterAsset: currency, counterAmount: subtotal };
}

export const coinbaseFormat: FormatSpec<Column> = {
  format: 'coinbase',
  columns: {
    id: { names: ['ID'], required: false },
    timestamp: { names: ['Timestamp'], required: true },
    type: { names: ['Transaction Type'], required: true },
    asset: { names: ['Asset'], required: true },
    quantity: { names: ['Quantity Transacted'], required: true },
    currency: { names: ['Price Currency', 'Spot Price Currency'], required: true },
    price: { names: ['Price at Transaction', 'Spot Price at Transaction'], required: true },
    subtotal: { names: ['Subtotal'], required: true },
    total: { names: ['Total (inclusive of fees and/or spread)', 'Total (inclusive of fees)'], required: true },
    fees: { names: ['Fees and/or Spread', 'Fees'], required: true },
    notes: { names: ['Notes'], required: true },
  },
  parse(rows, table) {
    return eachRow(rows, (row) => {
      const time = readTime(table.required(row, 'timestamp'), table.name('timestamp'));
      const label = table.required(row, 'type');
      const kind = Object.hasOwn(TYPES, label) ? TYPES[label] : undefined;
      if (kind === undefined) throw new RowProblem(table.name('type'), `unknown type "${label}"`);
      if (kind === 'skip') return new Skip(`"${label}" is a move between the user's own Coinbase balances`);
      const asset = readSymbol(table.get(row, 'asset'), table.name('asset'));
      // Later reports write outgoing quantities negative; an incoming one must be positive.
      const outgoing = kind === 'out' || kind === 'sell' || kind === 'convert';
      const quantity = readDecimal(table.get(row, 'quantity'), table.name('quantity'), {
        sign: outgoing ? 'any' : 'positive',
      });
      if (quantity.zero) throw new RowProblem(table.name('quantity'), `must not be zero: "${table.get(row, 'quantity')}"`);
      const id = table.get(row, 'id');
      return {
        time,
        ...movement(kind, table, row, asset, quantity.value),
        note: label,
        ...(id !== '' && { exchangeId: id }),
      };
    });
  },
};
