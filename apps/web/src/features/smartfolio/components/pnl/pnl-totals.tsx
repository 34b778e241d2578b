// The PnL tab's totals (issue 29 §2 "Per holding, per wallet and total: cost basis, realised PnL (this year, last
// year, all time) and unrealised PnL at today's price") and the notes that qualify them: assets without a price
// today, proceeds of missing history kept out of realised PnL, transactions left out for want of a USD value, and
// the engine's own warnings (docs/pnl.md).
import type { Pnl, PnlWarning } from '@k3/shared';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney, isAboveZero } from '../../../../lib/pnl-format';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { Gain, Money } from './figures';

/** A computation note in the reader's language; the English text (with its technical detail) stays as its title. */
function warningText(warning: PnlWarning, t: ReturnType<typeof usePnlTranslation>['t']): string {
  const subject = warning.subject ?? '';
  switch (warning.code) {
    case 'transfer-unpaired':
      return t('pnl.warnings.transferUnpaired', {
        subject,
        problem: t(`pnl.warnings.problem.${warning.problem ?? 'leg-count'}`),
      });
    case 'fee-unattached':
      return t('pnl.warnings.feeUnattached', { subject });
    case 'transaction-left-out':
      return t('pnl.warnings.transactionLeftOut', { subject });
    case 'fees-unvalued':
      return t('pnl.warnings.feesUnvalued', { count: warning.count ?? 0 });
  }
}

export function PnlTotals({ pnl }: { pnl: Pnl }) {
  const { t } = usePnlTranslation();
  const { total } = pnl;
  const items = [
    { key: 'costBasis', label: t('pnl.totals.costBasis'), figure: <Money value={total.costBasis} /> },
    { key: 'value', label: t('pnl.totals.value'), figure: <Money value={total.value} /> },
    { key: 'unrealised', label: t('pnl.totals.unrealised'), figure: <Gain value={total.unrealised} /> },
    { key: 'realisedThisYear', label: t('pnl.totals.realisedThisYear'), figure: <Gain value={total.realised.thisYear} /> },
    { key: 'realisedLastYear', label: t('pnl.totals.realisedLastYear'), figure: <Gain value={total.realised.lastYear} /> },
    { key: 'realisedAllTime', label: t('pnl.totals.realisedAllTime'), figure: <Gain value={total.realised.allTime} /> },
  ];
  return (
    <dl className="pnl-figures" aria-live="polite">
      {items.map((item) => (
        <div key={item.key} data-testid={`pnl-total-${item.key}`}>
          <dt>{item.label}</dt>
          <dd>{item.figure}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PnlNotes({ pnl }: { pnl: Pnl }) {
  const { t } = usePnlTranslation();
  const locale = currentLocale();
  const notes: string[] = [];
  if (pnl.unpriced.length > 0) notes.push(t('pnl.notes.unpriced', { assets: pnl.unpriced.join(', ') }));
  if (isAboveZero(pnl.total.missingProceeds))
    notes.push(t('pnl.notes.missingProceeds', { amount: formatMoney(pnl.total.missingProceeds, locale) }));
  if (pnl.unvalued > 0) notes.push(t('pnl.notes.unvalued', { number: pnl.unvalued }));
  return (
    <>
      <p className="muted pnl-note">{t('pnl.notes.basis', { method: t(`pnl.method.${pnl.method}`) })}</p>
      {notes.length > 0 ? (
        <ul className="pnl-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {pnl.warnings.length > 0 ? (
        <details className="pnl-warnings">
          <summary>{t('pnl.notes.warnings', { number: pnl.warnings.length })}</summary>
          <ul>
            {pnl.warnings.map((warning) => (
              <li key={warning.text} title={warning.text}>
                {warningText(warning, t)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}
