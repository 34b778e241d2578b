// One list of transactions (issue 29 §1 "Each transaction: time, wallet/account, asset, amount, direction,
// counter-asset and amount for trades, fee (asset and amount), USD value at the time"): times in UTC, amounts exact,
// the USD value as the source stated it or, marked "≈", the amount at that day's close; "—" when neither is known.
import type { z } from 'zod';
import type { TransactionSchema } from '@k3/shared';
import { currentLocale } from '../../../../lib/i18n';
import { formatExactAmount, formatMoney } from '../../../../lib/pnl-format';
import { usePnlTranslation } from '../../../../lib/pnl-texts';

type Transaction = z.infer<typeof TransactionSchema>;

interface TableProps {
  rows: readonly Transaction[];
  accountName: (account: string) => string;
  symbolOf: (asset: string) => string;
}

// What a row says first comes first: on a phone the date, type and amount are in view, the rest one swipe away.
const COLUMNS = ['time', 'direction', 'amount', 'counter', 'usd', 'fee', 'account'] as const;
const NUMERIC: ReadonlySet<string> = new Set(['amount', 'counter', 'fee', 'usd']);

export function TransactionsTable({ rows, accountName, symbolOf }: TableProps) {
  const { t } = usePnlTranslation();
  const locale = currentLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const amount = (value: string | null, asset: string | null, symbol?: string) =>
    value === null || asset === null ? '' : `${formatExactAmount(value, locale)} ${symbol ?? symbolOf(asset)}`;
  return (
    <>
      <div className="sf-table-wrap">
        <table className="sf-table pnl-table" data-testid="pnl-transactions">
          <caption className="visually-hidden">{t('pnl.transactions.caption')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={NUMERIC.has(column) ? 'numeric' : undefined}>
                  {t(`pnl.transactions.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="pnl-transaction">
                <td>{date.format(new Date(row.time))}</td>
                <td>{t(`pnl.transactions.direction.${row.direction}`)}</td>
                <td className="numeric">{amount(row.amount, row.asset, row.symbol)}</td>
                <td className="numeric">{amount(row.counterAmount, row.counterAsset, row.counterSymbol ?? undefined)}</td>
                <td className="numeric">
                  {row.usdValue === null ? (
                    <span title={t('pnl.transactions.noUsd')}>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('pnl.transactions.noUsd')}</span>
                    </span>
                  ) : row.usdFrom === 'daily' ? (
                    <span title={t('pnl.transactions.usdDaily')}>≈ {formatMoney(row.usdValue, locale)}</span>
                  ) : (
                    formatMoney(row.usdValue, locale)
                  )}
                </td>
                <td className="numeric">{amount(row.feeAmount, row.feeAsset, row.feeSymbol ?? undefined)}</td>
                <td className="pnl-account-cell">{accountName(row.account)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted pnl-note">{t('pnl.transactions.legend')}</p>
    </>
  );
}
