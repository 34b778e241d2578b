// "Explain" (issue 29 §2 "for a holding, the lots consumed by each disposal, in order, with their prices, so a user
// can check the figure by hand"): each disposal of the asset, oldest first — when, where, why, amount, proceeds, cost
// and gain — with the lots it used (bought when, amount, unit cost, cost) and its missing-history part.
import type { PnlExplain } from '@k3/shared';
import { Dialog } from '../../../../components/ui/dialog';
import { currentLocale } from '../../../../lib/i18n';
import { formatDecimal, formatExactAmount, formatMoney } from '../../../../lib/pnl-format';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { usePnlExplain } from '../../api/get-pnl-explain';
import { Gain, useAccountName } from './figures';
import './pnl-dialogs.css';

type Disposal = PnlExplain['disposals'][number];
const REASONS = ['sell', 'trade', 'send', 'fee'] as const;
type Reason = (typeof REASONS)[number];
const isReason = (value: string): value is Reason => (REASONS as readonly string[]).includes(value);

export interface ExplainTarget {
  asset: string;
  symbol: string;
}

export function ExplainDialog({ target, onClose }: { target: ExplainTarget | null; onClose: () => void }) {
  const { t } = usePnlTranslation();
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={t('pnl.explain.title', { symbol: target?.symbol ?? '' })}
      className="pnl-dialog"
    >
      {target ? <ExplainBody target={target} /> : null}
    </Dialog>
  );
}

function ExplainBody({ target }: { target: ExplainTarget }) {
  const { t } = usePnlTranslation();
  const query = usePnlExplain(target.asset);
  if (query.isError) return <p role="alert">{t('pages.smartfolio.portfolio.messages.generic')}</p>;
  if (!query.data)
    return (
      <p role="status" className="muted">
        {t('pnl.explain.loading')}
      </p>
    );
  const { disposals, method, symbol } = query.data;
  return (
    <div className="pnl-explain" data-testid="pnl-explain">
      <p className="muted">{t('pnl.explain.intro', { method: t(`pnl.method.${method}`) })}</p>
      {disposals.length === 0 ? (
        <p>{t('pnl.explain.none', { symbol })}</p>
      ) : (
        <ol className="pnl-disposals">
          {disposals.map((disposal, index) => (
            <DisposalItem key={`${disposal.time}-${index}`} disposal={disposal} symbol={symbol} />
          ))}
        </ol>
      )}
      <p className="muted pnl-note">{t('pnl.explain.formula')}</p>
    </div>
  );
}

function DisposalItem({ disposal, symbol }: { disposal: Disposal; symbol: string }) {
  const { t } = usePnlTranslation();
  const locale = currentLocale();
  const accountName = useAccountName();
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const reason = isReason(disposal.reason) ? t(`pnl.explain.reason.${disposal.reason}`) : disposal.reason;
  return (
    <li className="pnl-disposal" data-testid="pnl-disposal">
      <h3 className="pnl-subtitle">
        {t('pnl.explain.disposal', {
          reason,
          amount: formatExactAmount(disposal.amount, locale),
          symbol,
          date: dateTime.format(new Date(disposal.time)),
        })}
      </h3>
      <dl className="pnl-disposal-figures">
        <div>
          <dt>{t('pnl.explain.account')}</dt>
          <dd>{accountName(disposal.account)}</dd>
        </div>
        <div>
          <dt>{t('pnl.explain.proceeds')}</dt>
          <dd>{formatMoney(disposal.proceeds, locale)}</dd>
        </div>
        <div>
          <dt>{t('pnl.explain.cost')}</dt>
          <dd>{formatMoney(disposal.cost, locale)}</dd>
        </div>
        <div>
          <dt>{t('pnl.explain.gain')}</dt>
          <dd data-testid="pnl-disposal-gain">
            <Gain value={disposal.gain} />
          </dd>
        </div>
      </dl>
      {disposal.lots.length > 0 ? (
        <div className="sf-table-wrap">
          <table className="sf-table pnl-lots">
            <caption className="pnl-lots-caption">{t('pnl.explain.lots')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('pnl.explain.acquired')}</th>
                <th scope="col" className="numeric">
                  {t('pnl.explain.amount')}
                </th>
                <th scope="col" className="numeric">
                  {t('pnl.explain.unitCost')}
                </th>
                <th scope="col" className="numeric">
                  {t('pnl.explain.cost')}
                </th>
              </tr>
            </thead>
            <tbody>
              {disposal.lots.map((lot, index) => (
                <tr key={`${lot.acquiredAt}-${index}`} data-testid="pnl-lot">
                  <td>{date.format(new Date(lot.acquiredAt))}</td>
                  <td className="numeric">{formatExactAmount(lot.amount, locale)}</td>
                  <td className="numeric">${formatDecimal(lot.unitCost, locale, { minFraction: 2 }) ?? lot.unitCost}</td>
                  <td className="numeric">{formatMoney(lot.cost, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {disposal.missing ? (
        <p className="pnl-missing-part" role="note">
          {t('pnl.explain.missing', {
            amount: formatExactAmount(disposal.missing.amount, locale),
            symbol,
            proceeds: formatMoney(disposal.missing.proceeds, locale),
          })}
        </p>
      ) : null}
    </li>
  );
}
