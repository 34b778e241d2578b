// Binance "Trade History" export (issue 29 §1): Date(UTC), Pair, Side, Price, Executed, Amount, Fee, where Executed,
// Amount and Fee carry their asset as a suffix ("0.5BTC", "15,000USDT", "0.0005BNB"). Header as BittyTax reads it
// (src/bittytax/conv/parsers/binance/data_parsers.py, parse_binance_trades_statement.py, which also drops the
// thousands separators). The pair has no separator ("1INCHUSDT"), and an asset may begin with a digit, so the pair is
// split where Executed's suffix and Amount's suffix together spell it. A pair whose base is fiat (EURUSDT) is written
// from its crypto side and the fee checked against what the trade brings in (rules.ts).
import { eachRow, type FormatSpec, Skip } from '../format';
import { checkFee, cryptoSide } from '../rules';
import type { TxDirection } from '../types';
import { optionalAmount, positive, quote, readDecimal, readSymbol, RowProblem } from '../values';
import { binanceTime } from './binance-transfers';

type Column = 'date' | 'pair' | 'side' | 'price' | 'executed' | 'amount' | 'fee';

const DECIMAL = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

interface Split {
  base: string;
  quote: string;
  executed: string;
  amount: string;
}

/**
 * Splits "0.5BTC" and "15000USDT" along "BTCUSDT" (matching upper-cased, slicing the raw cells); prefers the split
 * whose two numbers read, then the longer base.
 */
function splitPair(pair: string, executed: string, amount: string, rawExecuted: string, rawAmount: string): Split | undefined {
  let fallback: Split | undefined;
  for (let cut = pair.length - 1; cut >= 1; cut--) {
    const base = pair.slice(0, cut);
    const quote = pair.slice(cut);
    if (executed.length <= base.length || amount.length <= quote.length) continue;
    if (!executed.endsWith(base) || !amount.endsWith(quote)) continue;
    const split = { base, quote, executed: rawExecuted.slice(0, -base.length), amount: rawAmount.slice(0, -quote.length) };
    if (DECIMAL.test(split.executed) && DECIMAL.test(split.amount)) return split;
    fallback ??= split;
  }
  return fallback;
}

/** "0.0005BNB" → amount and asset; the pair's assets are tried first, so "0.0011INCH" in a 1INCH pair reads right. */
function splitFee(fee: string, pairAssets: readonly string[], field: string): { amount: string; asset: string } | undefined {
  const known = pairAssets.find((asset) => fee.length > asset.length && fee.endsWith(asset));
  const m = known ? [fee, fee.slice(0, -known.length), known] : /^([\d.,]+)([A-Z][A-Z0-9]*)$/.exec(fee);
  if (!m) throw new RowProblem(field, `expected an amount followed by its asset, like "0.0005BNB": ${quote(fee)}`);
  const amount = optionalAmount(m[1]!, field, true);
  return amount === undefined ? undefined : { amount, asset: readSymbol(m[2]!, field) };
}

export const binanceTradesFormat: FormatSpec<Column> = {
  format: 'binance-trades',
  columns: {
    date: { names: ['Date(UTC)'], required: true },
    pair: { names: ['Pair'], required: true },
    side: { names: ['Side'], required: true },
    price: { names: ['Price'], required: true },
    executed: { names: ['Executed'], required: true },
    amount: { names: ['Amount'], required: true },
    fee: { names: ['Fee'], required: true },
  },
  parse(rows, table) {
    return eachRow(rows, (row) => {
      const time = binanceTime(table.required(row, 'date'), table.name('date'));
      const side = table.required(row, 'side').toUpperCase();
      if (side !== 'BUY' && side !== 'SELL') {
        throw new RowProblem(table.name('side'), `unknown side ${quote(table.get(row, 'side'))}: expected BUY or SELL`);
      }
      const pair = readSymbol(table.required(row, 'pair'), table.name('pair'));
      const executed = table.required(row, 'executed');
      const amount = table.required(row, 'amount');
      const split = splitPair(pair, executed.toUpperCase(), amount.toUpperCase(), executed, amount);
      if (!split) {
        throw new RowProblem(
          table.name('executed'),
          `${quote(executed)} and ${quote(amount)} do not end with the two assets of pair "${pair}"`,
        );
      }
      const base = positive(split.executed, table.name('executed'), true);
      const paid = readDecimal(split.amount, table.name('amount'), { sign: 'positive', thousands: true }).value;
      const feeCell = table.get(row, 'fee').toUpperCase();
      const fee = feeCell === '' ? undefined : splitFee(feeCell, [split.base, split.quote], table.name('fee'));
      const direction: TxDirection = side === 'BUY' ? 'buy' : 'sell';
      const trade = {
        direction,
        asset: split.base,
        amount: base,
        counterAsset: split.quote,
        counterAmount: paid,
        ...(fee && { fee }),
        ...(split.quote === 'USD' && { usdValue: paid }),
      };
      checkFee(trade, table.name('fee'));
      const moved = cryptoSide(trade);
      return moved instanceof Skip ? moved : { time, ...moved, note: side };
    });
  },
};
