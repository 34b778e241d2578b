// The generic K3 CSV (issue 29 §1): one transaction per row in K3's own terms, for any source without a format of its
// own. Header: time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id (id optional).
// The user writes the rows, so a trade whose asset is fiat is refused with how to write it (rules.ts) rather than
// turned round. docs/transactions-csv.md has the rules and an example.
import { eachRow, type FormatSpec, type Table } from '../format';
import type { CsvRecord } from '../rfc4180';
import { checkFee, refuseFiatAsset } from '../rules';
import type { TxDirection } from '../types';
import { optionalAmount, positive, quote, readDecimal, readSymbol, readTime, RowProblem } from '../values';

type Column =
  'time' | 'type' | 'asset' | 'amount' | 'counterAsset' | 'counterAmount' | 'feeAsset' | 'feeAmount' | 'usdValue' | 'id';

const DIRECTIONS: ReadonlySet<string> = new Set<TxDirection>(['buy', 'sell', 'receive', 'send']);

function counter(row: CsvRecord, table: Table<Column>, isTrade: boolean) {
  const asset = table.get(row, 'counterAsset');
  const amount = table.get(row, 'counterAmount');
  if (!isTrade) {
    if (asset !== '' || amount !== '') {
      const field = table.name(asset !== '' ? 'counterAsset' : 'counterAmount');
      throw new RowProblem(field, 'only buy and sell have a counter-asset');
    }
    return {};
  }
  return {
    counterAsset: readSymbol(asset, table.name('counterAsset')),
    counterAmount: positive(amount, table.name('counterAmount')),
  };
}

function fee(row: CsvRecord, table: Table<Column>) {
  const asset = table.get(row, 'feeAsset');
  const amount = table.get(row, 'feeAmount');
  if (asset === '' && amount === '') return undefined;
  if (asset === '') throw new RowProblem(table.name('feeAsset'), 'missing value (fee_amount is set)');
  if (amount === '') throw new RowProblem(table.name('feeAmount'), 'missing value (fee_asset is set)');
  const value = optionalAmount(amount, table.name('feeAmount'));
  return value === undefined ? undefined : { asset: readSymbol(asset, table.name('feeAsset')), amount: value };
}

export const k3Format: FormatSpec<Column> = {
  format: 'k3',
  columns: {
    time: { names: ['time'], required: true },
    type: { names: ['type'], required: true },
    asset: { names: ['asset'], required: true },
    amount: { names: ['amount'], required: true },
    counterAsset: { names: ['counter_asset'], required: true },
    counterAmount: { names: ['counter_amount'], required: true },
    feeAsset: { names: ['fee_asset'], required: true },
    feeAmount: { names: ['fee_amount'], required: true },
    usdValue: { names: ['usd_value'], required: true },
    id: { names: ['id'], required: false },
  },
  parse(rows, table) {
    return eachRow(rows, (row) => {
      const time = readTime(table.required(row, 'time'), table.name('time'));
      const type = table.required(row, 'type').toLowerCase();
      if (!DIRECTIONS.has(type)) {
        const written = quote(table.get(row, 'type'));
        throw new RowProblem(table.name('type'), `unknown type ${written}: expected buy, sell, receive or send`);
      }
      const direction = type as TxDirection;
      const asset = readSymbol(table.get(row, 'asset'), table.name('asset'));
      const amount = positive(table.get(row, 'amount'), table.name('amount'));
      const trade = counter(row, table, direction === 'buy' || direction === 'sell');
      refuseFiatAsset({ direction, asset, amount, ...trade }, table.name('asset'));
      const paid = fee(row, table);
      const usd = table.get(row, 'usdValue');
      const usdValue = usd === '' ? undefined : readDecimal(usd, table.name('usdValue'), { sign: 'non-negative' }).value;
      const id = table.get(row, 'id');
      const tx = {
        time,
        direction,
        asset,
        amount,
        ...trade,
        ...(paid && { fee: paid }),
        ...(usdValue !== undefined && { usdValue }),
        ...(id !== '' && { exchangeId: id }),
      };
      checkFee(tx, table.name('feeAmount'));
      return tx;
    });
  },
};
