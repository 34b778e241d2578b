// The returns row (issue 29 §2 "the return over Today / 7d / 30d / YTD / 1Y / all time"; docs/pnl.md "Returns",
// Modified Dietz): each period's rate as a signed percentage and its gain in USD, "—" when nothing was invested, and
// an "incomplete" marker, in words, when a holding had no price or the period has missing history.
import { PNL_RETURN_PERIODS, type Pnl } from '@k3/shared';
import { currentLocale } from '../../../../lib/i18n';
import { formatRate, rateTrend, TREND_MARK } from '../../../../lib/pnl-format';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { Gain } from './figures';

export function PnlReturns({ returns }: { returns: NonNullable<Pnl['returns']> }) {
  const { t } = usePnlTranslation();
  const locale = currentLocale();
  const isIncomplete = PNL_RETURN_PERIODS.some((period) => !returns[period].complete);
  return (
    <section className="card pnl-returns" aria-labelledby="pnl-returns-title">
      <h2 id="pnl-returns-title" className="card-title">
        {t('pnl.returns.title')}
      </h2>
      <dl className="pnl-periods">
        {PNL_RETURN_PERIODS.map((period) => {
          const entry = returns[period];
          const rate = formatRate(entry.rate, locale);
          const trend = rateTrend(entry.rate);
          return (
            <div key={period} className="pnl-period" data-testid={`pnl-return-${period}`}>
              <dt>{t(`pnl.returns.${period}`)}</dt>
              <dd className="pnl-rate">
                {rate === null ? (
                  <span title={t('pnl.returns.noRate')}>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{t('pnl.returns.noRate')}</span>
                  </span>
                ) : (
                  <span className={`trend-${trend}`}>
                    <span aria-hidden="true">{TREND_MARK[trend]} </span>
                    {rate}
                  </span>
                )}
              </dd>
              <dd className="pnl-period-gain">
                <Gain value={entry.gain} />
              </dd>
              {entry.complete ? null : (
                <dd>
                  <span className="pnl-incomplete" title={t('pnl.returns.incompleteHint')}>
                    {t('pnl.returns.incomplete')}
                  </span>
                </dd>
              )}
            </div>
          );
        })}
      </dl>
      <p className="muted pnl-note">
        {t('pnl.returns.note')}
        {isIncomplete ? ` ${t('pnl.returns.incompleteHint')}` : ''}
      </p>
    </section>
  );
}
