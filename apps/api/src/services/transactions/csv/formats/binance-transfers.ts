// Binance deposit history and withdrawal history exports (issue 29 §1). Headers as BittyTax reads them
// (src/bittytax/conv/parsers/binance/data_parsers.py): the older one, "Date(UTC),Coin,Network,Amount,TransactionFee,
// Address,TXID,…,Status", is the same for both histories, so the file does not say which it is and the caller must
// name the format; the newer ones differ ("Date(UTC+0),Coin,Network,Amount,Address,TXID,Status" for deposits, with a
// "Fee" column for withdrawals) and write the date as "yy-mm-dd hh:mm:ss". Only rows with Status "Completed" count. A
// deposit's fee may not be larger than the deposit (rules.ts).
import { eachRow, type FormatSpec, Skip } from '../format';
import { checkFee } from '../rules';
import type { CsvFormat, TxDirection } from '../types';
import { optionalAmount, positive, quote, readSymbol, readTime } from '../values';

type Column = 'date' | 'coin' | 'network' | 'amount' | 'fee' | 'address' | 'txid' | 'status';

/** A Binance date: "2024-01-31 08:00:00", or "24-01-31 08:00:00" in the newer deposit/withdrawal files. UTC. */
export function binanceTime(raw: string, field: string): Date {
  return readTime(/^\d{2}-\d{2}-\d{2}(?:[ T]|$)/.test(raw) ? `20${raw}` : raw, field);
}

function transfersFormat(format: CsvFormat, direction: TxDirection): FormatSpec<Column> {
  const isDeposit = direction === 'receive';
  const noun = isDeposit ? 'deposit' : 'withdrawal';
  return {
    format,
    columns: {
      date: { names: ['Date(UTC)', 'Date(UTC+0)'], required: true },
      coin: { names: ['Coin'], required: true },
      network: { names: ['Network'], required: false },
      amount: { names: ['Amount'], required: true },
      // A deposit file has no fee column in the newer header; a withdrawal file always has one.
      fee: { names: isDeposit ? ['TransactionFee'] : ['Fee', 'TransactionFee'], required: !isDeposit },
      address: { names: ['Address'], required: true },
      txid: { names: ['TXID'], required: true },
      status: { names: ['Status'], required: true },
    },
    ...(isDeposit && { absent: ['Fee'] }),
    parse(rows, table) {
      return eachRow(rows, (row) => {
        const time = binanceTime(table.required(row, 'date'), table.name('date'));
        const status = table.required(row, 'status');
        if (status.toLowerCase() !== 'completed') {
          return new Skip(`status ${quote(status)}: only completed ${noun}s are imported`);
        }
        const asset = readSymbol(table.get(row, 'coin'), table.name('coin'));
        const amount = positive(table.get(row, 'amount'), table.name('amount'));
        const fee = optionalAmount(table.get(row, 'fee'), table.name('fee'));
        const txid = table.get(row, 'txid');
        const moved = { direction, asset, amount, ...(fee !== undefined && { fee: { asset, amount: fee } }) };
        checkFee(moved, table.name('fee'));
        return {
          time,
          ...moved,
          note: isDeposit ? 'Deposit' : 'Withdrawal',
          ...(txid !== '' && { exchangeId: txid }),
        };
      });
    },
  };
}

export const binanceDepositsFormat = transfersFormat('binance-deposits', 'receive');
export const binanceWithdrawalsFormat = transfersFormat('binance-withdrawals', 'send');
