// Magic Konnect on the desktop (spec §4 "QR authentication"): 'generating', then the QR of {origin}/qauth/{code} with
// the code, a copy button and a mm:ss countdown from 01:55; at 00:00 a new code is fetched; errors in an alert (§8).
import { useCallback, useEffect, useState } from 'react';
import { QrCode } from '../../../components/ui/qr-code';
import { useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { getLoginLink } from '../api/auth-api';
import { errorReason } from '../utils/sign-in-errors';
import { formatCountdown, qrLoginUrl } from '../utils/login-code';
import './auth.css';

const TICK_MS = 1000;
const QR_SIZE = 220;

type PanelState =
  { status: 'generating' } | { status: 'ready'; code: string; expiresAt: number } | { status: 'error'; message: string };

export function QrLoginPanel() {
  const { t } = useAppTranslation();
  const [state, setState] = useState<PanelState>({ status: 'generating' });
  const [now, setNow] = useState(() => Date.now());
  const [generation, setGeneration] = useState(0);
  const regenerate = useCallback(() => {
    setState({ status: 'generating' });
    setGeneration((value) => value + 1);
  }, []);

  useEffect(() => {
    let isCurrent = true;
    getLoginLink()
      .then(({ code, expiresIn }) => {
        if (!isCurrent) return;
        const issuedAt = Date.now();
        setNow(issuedAt);
        setState({ status: 'ready', code, expiresAt: issuedAt + expiresIn * 1000 });
      })
      .catch((error: unknown) => {
        if (isCurrent) setState({ status: 'error', message: errorReason(error) });
      });
    return () => {
      isCurrent = false;
    };
  }, [generation]);

  const expiresAt = state.status === 'ready' ? state.expiresAt : null;
  useEffect(() => {
    if (expiresAt === null) return;
    const timer = window.setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      // spec §4 "at 0 a new code is generated".
      if (tick >= expiresAt) regenerate();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [expiresAt, regenerate]);

  const remainingS = expiresAt === null ? 0 : Math.ceil((expiresAt - now) / 1000);

  if (state.status === 'generating') return <p role="status">{t('common.qr.generating')}</p>;
  if (state.status === 'error') {
    return (
      <div className="qr-login">
        <p role="alert" className="form-error">
          {t('common.auth.errors.generic', { message: state.message })}
        </p>
        <button type="button" className="button button-secondary" onClick={regenerate}>
          {t('common.qr.retry')}
        </button>
      </div>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(state.code);
      notify.success(t('common.qr.copied'));
    } catch (error) {
      notify.error(t('common.auth.errors.generic', { message: errorReason(error) }));
    }
  };

  return (
    <div className="qr-login">
      <QrCode
        className="qr-login-image"
        value={qrLoginUrl(window.location.origin, state.code)}
        alt={t('common.qr.imageAlt')}
        size={QR_SIZE}
      />
      <p className="qr-login-code">
        <span>{t('common.qr.code')}</span>
        <code data-testid="qr-login-code">{state.code}</code>
        <button type="button" className="button button-ghost" onClick={() => void copy()}>
          {t('common.qr.copy')}
        </button>
      </p>
      <p className="qr-login-countdown">
        {t('common.qr.expiresIn')} <time aria-live="off">{formatCountdown(remainingS)}</time>
      </p>
    </div>
  );
}
