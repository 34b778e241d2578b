// The PnL per account (issue 29 §2 "per wallet"): each wallet, exchange account and imported export with its cost
// basis, value, unrealised PnL and realised PnL this year and all time. Lots are kept per account (docs/pnl.md
// "Methods"), so each account's figures stand on their own. Each account's name opens its transactions.
import { Link } from 'react-router';
import type { Pnl } from '@k3/shared';
import { paths } from '../../../../config/paths';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { Gain, Money, useAccountName } from './figures';

const COLUMNS = ['account', 'costBasis', 'value', 'unrealised', 'realisedThisYear', 'realisedAllTime'] as const;

export function PnlAccounts({ accounts }: { accounts: Pnl['accounts'] }) {
  const { t } = usePnlTranslation();
  const accountName = useAccountName();
  return (
    <section className="card pnl-accounts" aria-labelledby="pnl-accounts-title">
      <h2 id="pnl-accounts-title" className="card-title">
        {t('pnl.accounts.title')}
      </h2>
      <div className="sf-table-wrap">
        <table className="sf-table pnl-table pnl-sticky" data-testid="pnl-accounts">
          <caption className="visually-hidden">{t('pnl.accounts.caption')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={column === 'account' ? undefined : 'numeric'}>
                  {t(`pnl.accounts.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr key={account.account} data-testid="pnl-account" data-account={account.account}>
                <th scope="row">
                  <Link
                    to={`${paths.smartfolioTransactions.getHref()}?${new URLSearchParams({ account: account.account }).toString()}`}
                    title={t('pnl.accounts.transactions')}
                  >
                    {accountName(account.account, account.label)}
                  </Link>
                </th>
                <td className="numeric">
                  <Money value={account.costBasis} />
                </td>
                <td className="numeric">
                  <Money value={account.value} />
                </td>
                <td className="numeric">
                  <Gain value={account.unrealised} />
                </td>
                <td className="numeric">
                  <Gain value={account.realised.thisYear} />
                </td>
                <td className="numeric">
                  <Gain value={account.realised.allTime} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
