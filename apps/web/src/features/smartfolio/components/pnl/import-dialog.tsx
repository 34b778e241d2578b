// The CSV import from SmartFolio (issue 29 §1; docs/pnl-ui.md "Import"): choose a file (read as text in the browser),
// optionally its format (read from the header by default), Preview (nothing stored) with the counts, the per-row error
// report and the unknown assets, then Import. An ambiguous Binance header asks whether the file lists deposits or
// withdrawals. Refusals show the API's message; anything unexpected the spec §8 generic SmartFolio message.
import { useId, useState } from 'react';
import { CSV_IMPORT_FORMATS, CSV_IMPORT_MAX_CHARS, type CsvImportReport } from '@k3/shared';
import { Dialog } from '../../../../components/ui/dialog';
import { usePnlTranslation } from '../../../../lib/pnl-texts';
import { notify } from '../../../../lib/toast';
import { useImportCsv } from '../../api/import-csv';
import { AMBIGUOUS_CSV_FORMATS, importFailure, type CsvFormat } from '../../utils/pnl';
import { ImportCounts, ImportProblems, ImportSample } from './import-report';
import './pnl-dialogs.css';

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = usePnlTranslation();
  return (
    <Dialog open={open} onClose={onClose} title={t('pnl.import.title')} className="pnl-dialog">
      <ImportForm onDone={onClose} />
    </Dialog>
  );
}

interface ChosenFile {
  name: string;
  text: string;
}

const isFormat = (value: string): value is CsvFormat => (CSV_IMPORT_FORMATS as readonly string[]).includes(value);

function ImportForm({ onDone }: { onDone: () => void }) {
  const { t } = usePnlTranslation();
  const ids = { file: useId(), format: useId(), error: useId() };
  const mutation = useImportCsv();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [format, setFormat] = useState<CsvFormat | ''>('');
  const [isAmbiguous, setAmbiguous] = useState(false);
  const [preview, setPreview] = useState<CsvImportReport | null>(null);
  const [result, setResult] = useState<CsvImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setPreview(null);
    setResult(null);
    setError(null);
    setAmbiguous(false);
  };

  const onFailure = (failure: unknown) => {
    const shown = importFailure(failure);
    // An ambiguous header is a question to the user (the fieldset below), not an error.
    if (shown.kind === 'ambiguous') setAmbiguous(true);
    else setError(shown.kind === 'generic' ? t('pages.smartfolio.portfolio.messages.generic') : shown.message);
  };

  const onFileChange = (chosen: File | undefined) => {
    reset();
    setFile(null);
    if (!chosen) return;
    chosen.text().then(
      (text) => {
        if (text.length > CSV_IMPORT_MAX_CHARS) setError(t('pnl.import.tooLarge', { max: CSV_IMPORT_MAX_CHARS }));
        else setFile({ name: chosen.name, text });
      },
      () => setError(t('pnl.import.readFailed')),
    );
  };

  const runPreview = (chosenFormat: CsvFormat | '') => {
    if (mutation.isPending) return;
    if (!file) {
      setError(t('pnl.import.noFile'));
      return;
    }
    reset();
    mutation.mutate(
      { csv: file.text, format: chosenFormat === '' ? undefined : chosenFormat, preview: true },
      { onSuccess: setPreview, onError: onFailure },
    );
  };

  const runImport = () => {
    if (mutation.isPending || !file || !preview) return;
    setError(null);
    mutation.mutate(
      { csv: file.text, format: preview.format, preview: false },
      {
        onSuccess: (report) => {
          setPreview(null);
          setResult(report);
          notify.success(t('pnl.import.done', { imported: report.imported, duplicates: report.duplicates }));
        },
        onError: onFailure,
      },
    );
  };

  const chooseAmbiguous = (chosen: CsvFormat) => {
    setFormat(chosen);
    runPreview(chosen);
  };

  if (result) {
    return (
      <div className="sf-form" data-testid="pnl-import-result">
        <p role="status">{t('pnl.import.done', { imported: result.imported, duplicates: result.duplicates })}</p>
        <ImportCounts report={result} isPreview={false} />
        <ImportProblems report={result} />
        <div className="sf-actions">
          <button type="button" className="button button-primary" onClick={onDone}>
            {t('pnl.import.close')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="sf-form"
      noValidate
      aria-busy={mutation.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        runPreview(format);
      }}
    >
      <p className="muted">{t('pnl.import.intro')}</p>
      <div className="field">
        <label htmlFor={ids.file} className="field-label">
          {t('pnl.import.file')}
        </label>
        <input
          id={ids.file}
          className="input pnl-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          onChange={(event) => onFileChange(event.target.files?.[0])}
          aria-describedby={`${ids.file}-hint${error ? ` ${ids.error}` : ''}`}
        />
        <p id={`${ids.file}-hint`} className="field-hint">
          {t('pnl.import.fileHint')}
        </p>
        <p className="field-hint" role="status" data-testid="pnl-import-file">
          {file ? t('pnl.import.fileReady', { name: file.name }) : ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={ids.format} className="field-label">
          {t('pnl.import.format')}
        </label>
        <select
          id={ids.format}
          className="input"
          value={format}
          onChange={(event) => {
            const value = event.target.value;
            setFormat(isFormat(value) ? value : '');
            reset();
          }}
        >
          <option value="">{t('pnl.import.formats.auto')}</option>
          {CSV_IMPORT_FORMATS.map((option) => (
            <option key={option} value={option}>
              {t(`pnl.import.formats.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {isAmbiguous ? (
        <fieldset className="pnl-ambiguous" data-testid="pnl-import-ambiguous">
          <legend>{t('pnl.import.ambiguous')}</legend>
          <div className="pnl-inline">
            {AMBIGUOUS_CSV_FORMATS.map((option) => (
              <button key={option} type="button" className="button button-secondary" onClick={() => chooseAmbiguous(option)}>
                {t(`pnl.import.formats.${option}`)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p id={ids.error} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {preview ? (
        <div className="pnl-import-preview" data-testid="pnl-import-preview">
          <ImportCounts report={preview} isPreview />
          <ImportProblems report={preview} />
          <ImportSample report={preview} />
        </div>
      ) : null}
      <div className="sf-actions">
        <button type="button" className="button button-ghost" onClick={onDone}>
          {t('pnl.import.cancel')}
        </button>
        <button
          type="submit"
          className={preview ? 'button button-secondary' : 'button button-primary'}
          disabled={mutation.isPending}
        >
          {mutation.isPending && mutation.variables?.preview ? t('pnl.import.previewing') : t('pnl.import.preview')}
        </button>
        {preview ? (
          <button
            type="button"
            className="button button-primary"
            onClick={runImport}
            disabled={mutation.isPending || preview.rows === preview.duplicates}
          >
            {mutation.isPending && !mutation.variables?.preview
              ? t('pnl.import.importing')
              : t('pnl.import.confirm', { rows: preview.rows - preview.duplicates })}
          </button>
        ) : null}
      </div>
    </form>
  );
}
