// What a CSV preview or import reports (issue 29 §1 "a preview before import and a per-row error report (row number,
// field, reason) for bad rows"; docs/transactions-csv.md "Error report"): the counts, the rows with errors, the rows
// left out on purpose, the assets K3 does not know, and the first rows as they will be stored.
import type { CsvImportReport } from '@k3/shared';
import { currentLocale } from '../../../../lib/i18n';
import { formatExactAmount, formatMoney } from '../../../../lib/pnl-format';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { useAccountName } from './figures';

export function ImportCounts({ report, isPreview }: { report: CsvImportReport; isPreview: boolean }) {
  const { t } = usePnlTranslation();
  const accountName = useAccountName();
  const counts: { key: 'rows' | 'new' | 'imported' | 'duplicates' | 'errors' | 'skipped'; value: number }[] = [
    { key: 'rows', value: report.rows },
    isPreview ? { key: 'new', value: report.rows - report.duplicates } : { key: 'imported', value: report.imported },
    { key: 'duplicates', value: report.duplicates },
    { key: 'errors', value: report.errors.length },
    { key: 'skipped', value: report.skipped.length },
  ];
  return (
    <>
      <p>
        {t('pnl.import.report.target', {
          format: t(`pnl.import.formats.${report.format}`),
          account: accountName(report.account),
        })}
      </p>
      <dl className="pnl-import-counts" data-testid="pnl-import-counts">
        {counts.map((count) => (
          <div key={count.key} data-testid={`pnl-import-count-${count.key}`}>
            <dt>{t(`pnl.import.report.${count.key}`)}</dt>
            <dd>{count.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function ImportProblems({ report }: { report: CsvImportReport }) {
  const { t } = usePnlTranslation();
  return (
    <>
      {report.errors.length > 0 ? (
        <div className="pnl-import-block">
          <h3 className="pnl-subtitle">{t('pnl.import.report.errorsTitle')}</h3>
          <p className="muted pnl-note">{t('pnl.import.report.errorsNote')}</p>
          <div className="sf-table-wrap">
            <table className="sf-table pnl-import-errors" data-testid="pnl-import-errors">
              <caption className="visually-hidden">{t('pnl.import.report.errorsTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col" className="numeric">
                    {t('pnl.import.report.row')}
                  </th>
                  <th scope="col">{t('pnl.import.report.field')}</th>
                  <th scope="col">{t('pnl.import.report.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((error) => (
                  <tr key={`${error.row}-${error.field}`}>
                    <td className="numeric">{error.row}</td>
                    <td>{error.field}</td>
                    <td className="pnl-wrap">{error.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
      {report.skipped.length > 0 ? (
        <details className="pnl-import-block">
          <summary>{t('pnl.import.report.skippedTitle', { rows: report.skipped.length })}</summary>
          <ul className="pnl-plain-list">
            {report.skipped.map((row) => (
              <li key={row.row}>{t('pnl.import.report.skippedRow', { row: row.row, reason: row.reason })}</li>
            ))}
          </ul>
        </details>
      ) : null}
      {report.unknownAssets.length > 0 ? (
        <div className="pnl-import-block" role="note" data-testid="pnl-import-unknown">
          <h3 className="pnl-subtitle">{t('pnl.import.report.unknownTitle')}</h3>
          <p>
            {report.unknownAssets.join(', ')}. {t('pnl.import.report.unknownText')}
          </p>
        </div>
      ) : null}
    </>
  );
}

export function ImportSample({ report }: { report: CsvImportReport }) {
  const { t } = usePnlTranslation();
  const locale = currentLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  if (report.sample.length === 0) return null;
  const amount = (value: string | null, asset: string | null) =>
    value === null || asset === null ? '' : `${formatExactAmount(value, locale)} ${asset}`;
  return (
    <details className="pnl-import-block" open>
      <summary>{t('pnl.import.report.sampleTitle', { rows: report.sample.length })}</summary>
      <div className="sf-table-wrap">
        <table className="sf-table" data-testid="pnl-import-sample">
          <caption className="visually-hidden">{t('pnl.import.report.sampleCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pnl.transactions.columns.time')}</th>
              <th scope="col">{t('pnl.transactions.columns.direction')}</th>
              <th scope="col" className="numeric">
                {t('pnl.transactions.columns.amount')}
              </th>
              <th scope="col" className="numeric">
                {t('pnl.transactions.columns.counter')}
              </th>
              <th scope="col" className="numeric">
                {t('pnl.transactions.columns.fee')}
              </th>
              <th scope="col" className="numeric">
                {t('pnl.transactions.columns.usd')}
              </th>
            </tr>
          </thead>
          <tbody>
            {report.sample.map((row, index) => (
              <tr key={`${row.time}-${index}`} className={row.duplicate ? 'pnl-duplicate' : undefined}>
                <td>
                  {date.format(new Date(row.time))}
                  {row.duplicate ? <span className="sf-badge pnl-tag">{t('pnl.import.report.duplicate')}</span> : null}
                </td>
                <td>{t(`pnl.transactions.direction.${row.direction}`)}</td>
                <td className="numeric">{amount(row.amount, row.symbol)}</td>
                <td className="numeric">{amount(row.counterAmount, row.counterSymbol)}</td>
                <td className="numeric">{amount(row.feeAmount, row.feeSymbol)}</td>
                <td className="numeric">
                  {row.usdValue === null ? (
                    <span title={t('pnl.import.report.usdLater')}>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('pnl.import.report.usdLater')}</span>
                    </span>
                  ) : (
                    formatMoney(row.usdValue, locale)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
