// The PnL per holding (issue 29 §2-3 "PnL and cost-basis columns"): amount, cost basis, value, unrealised and
// realised (all time) PnL of each asset over all accounts, "—" where K3 has no price, a "Missing history" mark where
// a sale or a transfer out had no known purchases (docs/pnl.md "Missing history", explained under the table), and an
// Explain action per holding opening the disposals with their lots.
import type { Pnl } from '@k3/shared';
import { currentLocale } from '../../../../lib/i18n';
import { formatExactAmount, formatMoney, isAboveZero } from '../../../../lib/pnl-format';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { Gain, Money } from './figures';

type Holding = Pnl['holdings'][number];

const COLUMNS = ['asset', 'amount', 'costBasis', 'value', 'unrealised', 'realised'] as const;

export function PnlHoldings({ holdings, onExplain }: { holdings: readonly Holding[]; onExplain: (holding: Holding) => void }) {
  const { t } = usePnlTranslation();
  const locale = currentLocale();
  const missing = holdings.filter((holding) => isAboveZero(holding.missingAmount));
  const unpriced = holdings.filter((holding) => holding.value === null);
  return (
    <>
      <div className="sf-table-wrap">
        <table className="sf-table pnl-table pnl-sticky" data-testid="pnl-holdings">
          <caption className="visually-hidden">{t('pnl.holdings.caption')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={column === 'asset' ? undefined : 'numeric'}>
                  {t(`pnl.holdings.columns.${column}`)}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('pnl.holdings.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {holdings.map((holding) => (
              <tr key={holding.asset} data-testid="pnl-holding" data-asset={holding.asset}>
                <th scope="row">
                  <span className="pnl-asset">{holding.symbol}</span>
                  {isAboveZero(holding.missingAmount) ? (
                    <a className="pnl-missing-badge" href="#pnl-missing-history">
                      {t('pnl.holdings.missing')}
                    </a>
                  ) : null}
                </th>
                <td className="numeric" title={holding.amount}>
                  {formatExactAmount(holding.amount, locale)}
                </td>
                <td className="numeric">
                  <Money value={holding.costBasis} />
                </td>
                <td className="numeric">
                  <Money value={holding.value} />
                </td>
                <td className="numeric">
                  <Gain value={holding.unrealised} />
                </td>
                <td className="numeric">
                  <Gain value={holding.realised.allTime} />
                </td>
                <td>
                  <button
                    type="button"
                    className="button button-ghost pnl-explain-button"
                    onClick={() => onExplain(holding)}
                    aria-label={t('pnl.holdings.explainLabel', { symbol: holding.symbol })}
                  >
                    {t('pnl.holdings.explain')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unpriced.length > 0 ? (
        <p className="muted pnl-note">
          {t('pnl.holdings.unpricedNote', { assets: unpriced.map((holding) => holding.symbol).join(', ') })}
        </p>
      ) : null}
      {missing.length > 0 ? (
        <div className="pnl-missing" id="pnl-missing-history" role="note">
          <h3 className="pnl-subtitle">{t('pnl.holdings.missingTitle')}</h3>
          <p>{t('pnl.holdings.missingText')}</p>
          <ul>
            {missing.map((holding) => (
              <li key={holding.asset}>
                {t('pnl.holdings.missingItem', {
                  amount: formatExactAmount(holding.missingAmount, locale),
                  symbol: holding.symbol,
                  proceeds: formatMoney(holding.missingProceeds, locale),
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
