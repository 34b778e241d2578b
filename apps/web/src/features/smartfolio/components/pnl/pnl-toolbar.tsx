// The PnL tab's controls (issue 29 §2-3): the cost-basis method (FIFO, LIFO, HIFO, average cost; saved with
// `PUT /api/me/pnl/method`, then every figure is read again), the realised-gains download of a chosen UTC year, and
// the CSV import. Failures show the API's message, or the spec §8 generic SmartFolio message.
import { useId, useState } from 'react';
import { COST_BASIS_METHOD_IDS, type CostBasisMethodId } from '@k3/shared';
import { ApiError } from '../../../../lib/api-error';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { notify } from '../../../../lib/toast';
import { downloadRealisedGains } from '../../api/download-realised-gains';
import { useSetPnlMethod } from '../../api/set-pnl-method';

const isMethod = (value: string): value is CostBasisMethodId => (COST_BASIS_METHOD_IDS as readonly string[]).includes(value);

export function MethodSelect({ method }: { method: CostBasisMethodId }) {
  const { t } = usePnlTranslation();
  const id = useId();
  const mutation = useSetPnlMethod();
  const shown = mutation.isPending && mutation.variables ? mutation.variables : method;
  const onChange = (value: string) => {
    if (!isMethod(value) || value === method) return;
    mutation.mutate(value, {
      onError: (error) =>
        notify.error(
          error instanceof ApiError && error.status === 400 ? error.message : t('pages.smartfolio.portfolio.messages.generic'),
        ),
    });
  };
  return (
    <div className="pnl-control">
      <label htmlFor={id}>{t('pnl.method.label')}</label>
      <select
        id={id}
        className="input pnl-select"
        value={shown}
        onChange={(event) => onChange(event.target.value)}
        disabled={mutation.isPending}
        aria-describedby={`${id}-status`}
      >
        {COST_BASIS_METHOD_IDS.map((option) => (
          <option key={option} value={option}>
            {t(`pnl.method.short.${option}`)}
          </option>
        ))}
      </select>
      <span id={`${id}-status`} className="visually-hidden" role="status">
        {mutation.isPending ? t('pnl.method.saving') : ''}
      </span>
    </div>
  );
}

export function GainsDownload({ years }: { years: readonly number[] }) {
  const { t } = usePnlTranslation();
  const id = useId();
  const [year, setYear] = useState(years[0] ?? new Date().getUTCFullYear());
  const [isBusy, setBusy] = useState(false);
  const onDownload = () => {
    if (isBusy) return;
    setBusy(true);
    downloadRealisedGains(year)
      .catch((error: unknown) =>
        notify.error(
          error instanceof ApiError && error.status === 400
            ? t('pnl.download.failed', { message: error.message })
            : t('pages.smartfolio.portfolio.messages.generic'),
        ),
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="pnl-control">
      <label htmlFor={id}>{t('pnl.download.year')}</label>
      <div className="pnl-inline">
        <select id={id} className="input pnl-select" value={year} onChange={(event) => setYear(Number(event.target.value))}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <button type="button" className="button button-secondary" onClick={onDownload} disabled={isBusy} aria-busy={isBusy}>
          {isBusy ? t('pnl.download.pending') : t('pnl.download.action')}
        </button>
      </div>
    </div>
  );
}
