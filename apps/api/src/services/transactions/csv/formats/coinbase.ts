// Coinbase "Transaction history" report (issue 29 §1). Headers and type names as BittyTax reads the report's
// versions (src/bittytax/conv/parsers/coinbase.py): "Spot Price Currency"/"Spot Price at Transaction" with plain
// numbers and ISO times ending in Z, later "Price Currency"/"Price at Transaction" with an ID column, money written
// with its currency sign ("€3343.11", "-€597.49") and times like "2025-01-17 16:57:02 UTC". The report may open with
// a few preamble lines before the header; parse.ts skips them. A trade is written from its crypto side and its fee
// checked against what it brings in (rules.ts). docs/transactions-csv.md has the type mapping.
import { Decimal as D } from '../../../pnl/decimal';
import { eachRow, type FormatSpec, Skip, type Table } from '../format';
import type { CsvRecord } from '../rfc4180';
import { checkFee, cryptoSide, type Movement } from '../rules';
import type { TxDirection } from '../types';
import { checkDigits, optionalAmount, quote, readDecimal, readSymbol, readTime, RowProblem, TooManyDigits } from '../values';

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
  } catch (error) {
    if (error instanceof TooManyDigits) throw error;
    throw new RowProblem(table.name(key), `not an amount: ${quote(raw)}`);
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

/** A buy or sell against the quote the notes name when it is not the report's price currency, else undefined. */
function advancedTrade(
  notes: string,
  field: string,
  currency: string,
  direction: 'buy' | 'sell',
  asset: string,
  amount: string,
): Movement | undefined {
  const m = ADVANCED.exec(notes);
  if (!m) return undefined;
  const quoted = m[4]!.toUpperCase();
  if (quoted === currency) return undefined;
  const [total, rate] = [noCommas(m[3]!), noCommas(m[6]!)];
  checkDigits(total, field, m[3]!);
  checkDigits(rate, field, m[6]!);
  // BittyTax's reading: quantity × rate is the trade's value in the quote, the rest of the quote amount is the fee.
  const value = new D(amount).times(rate);
  const fee = new D(total).minus(value).abs();
  return {
    direction,
    asset,
    amount,
    counterAsset: quoted,
    counterAmount: value.toString(),
    ...(!fee.isZero() && { fee: { asset: quoted, amount: fee.toString() } }),
  };
}

/** What the row moves, its fee checked against what it brings in (rules.ts) and named by the column it came from. */
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
  const checked = (moved: Movement, feeColumn: Column = 'fees') => {
    checkFee(moved, table.name(feeColumn));
    return moved;
  };
  if (kind === 'in' || kind === 'out') return checked({ direction: kind === 'in' ? 'receive' : 'send', ...base });
  const notes = table.get(row, 'notes');
  if (kind === 'convert') {
    const m = CONVERTED.exec(notes);
    if (!m) {
      const expected = 'expected "Converted <amount> <asset> to <amount> <asset>"';
      throw new RowProblem(table.name('notes'), `${expected}, got ${quote(notes)}`);
    }
    const counterAmount = readDecimal(m[3]!, table.name('notes'), { thousands: true, sign: 'positive' }).value;
    return checked({ direction: 'sell', ...base, counterAsset: readSymbol(m[4]!, table.name('notes')), counterAmount });
  }
  const direction: TxDirection = kind;
  // An Advanced Trade against another quote has its fee worked out from the notes.
  const advanced = advancedTrade(notes, table.name('notes'), currency, direction, asset, amount);
  if (advanced) return checked({ ...advanced, ...(base.usdValue !== undefined && { usdValue: base.usdValue }) }, 'notes');
  if (subtotal === undefined) throw new RowProblem(table.name('subtotal'), 'missing value');
  return checked({ direction, ...base, counterAsset: currency, counterAmount: subtotal });
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
      if (kind === undefined) throw new RowProblem(table.name('type'), `unknown type ${quote(label)}`);
      if (kind === 'skip') return new Skip(`"${label}" is a move between the user's own Coinbase balances`);
      const asset = readSymbol(table.get(row, 'asset'), table.name('asset'));
      // Later reports write outgoing quantities negative; an incoming one must be positive.
      const outgoing = kind === 'out' || kind === 'sell' || kind === 'convert';
      const quantity = readDecimal(table.get(row, 'quantity'), table.name('quantity'), {
        sign: outgoing ? 'any' : 'positive',
      });
      if (quantity.zero) throw new RowProblem(table.name('quantity'), `must not be zero: ${quote(table.get(row, 'quantity'))}`);
      // A trade naming fiat as its asset is turned round, or skipped when both sides are fiat.
      const moved = cryptoSide(movement(kind, table, row, asset, quantity.value));
      if (moved instanceof Skip) return moved;
      const id = table.get(row, 'id');
      return {
        time,
        ...moved,
        note: label,
        ...(id !== '' && { exchangeId: id }),
      };
    });
  },
};
