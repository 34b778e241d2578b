// The phone's scan page in the chat panel's "login by QR" dialog (spec §2 "Chat panel ... login by QR", "mobile scan
// page (camera)"; §4 "Mobile scans or types the code"; §5 "Login code (manual or scanned)"): the camera, and a field
// to type the code. A valid code, scanned or typed, opens /qauth/{code}, which redeems it and lands on /dashboard.
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppTranslation } from '../../../lib/i18n';
import { validLoginCode } from '../utils/camera-code';
import { QrScanCamera } from './qr-scan-camera';
import './qr-scan.css';

/** `onCode`: called as a valid code is used, before the page moves to /qauth (a dialog holding the panel closes). */
export function QrScanPanel({ onCode }: { onCode?: () => void } = {}) {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const code = validLoginCode(typed);
  // spec §5: "else 'Invalid code' is shown" — once something was typed, not on an empty field.
  const isInvalid = typed.trim() !== '' && code === null;

  const logIn = useCallback(
    (value: string) => {
      onCode?.();
      void navigate(paths.qauth.getHref(value));
    },
    [navigate, onCode],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code !== null) logIn(code);
  };

  return (
    <div className="qr-scan">
      <p>{t('common.qrScan.text')}</p>
      <QrScanCamera onCode={logIn} />
      <form className="qr-scan-form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="field-label">
          {t('common.qrScan.codeLabel')}
        </label>
        <div className="qr-scan-row">
          <input
            id={inputId}
            className="input qr-scan-input"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={isInvalid}
            aria-describedby={isInvalid ? errorId : undefined}
          />
          <button type="submit" className="button button-primary" disabled={code === null}>
            {t('common.qrScan.ok')}
          </button>
        </div>
        <p id={errorId} className="field-error" aria-live="polite">
          {isInvalid ? t('common.qrScan.invalid') : null}
        </p>
      </form>
    </div>
  );
}
