// Login by code on the phone (spec §2 "/qauth/{code}", §4 "Login by code: waits about 1 s, tries to authenticate, on
// failure shows the error for about 2 s, waits 1 s more, then goes to /dashboard"; §8 "'Invalid' plus the code and
// a retry hint"). Success keeps the new session in k3.auth and goes to /dashboard too.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { setAuth } from '../../../lib/auth';
import { useAppTranslation } from '../../../lib/i18n';
import { isLoginCode, QAUTH_MS } from '../utils/login-code';
import './auth.css';

type QauthStatus = 'connecting' | 'validating' | 'success' | 'invalid';

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function QauthLogin({ code }: { code: string }) {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<QauthStatus>('connecting');

  useEffect(() => {
    let isCurrent = true;
    const run = async () => {
      await sleep(QAUTH_MS.beforeAttempt);
      if (!isCurrent) return;
      setStatus('validating');
      let isSignedIn = false;
      if (isLoginCode(code)) {
        try {
          const { redeemLoginCode } = await import('../api/auth-api');
          const auth = await redeemLoginCode(code);
          setAuth({ token: auth.token, wallet: auth.wallet });
          isSignedIn = true;
        } catch {
          // Invalid, expired, used or rate-limited: the page says "Invalid" whatever the reason.
        }
      }
      if (!isCurrent) return;
      if (!isSignedIn) {
        setStatus('invalid');
        await sleep(QAUTH_MS.showError + QAUTH_MS.beforeRedirect);
        if (!isCurrent) return;
      } else {
        setStatus('success');
      }
      void navigate(paths.dashboard.getHref(), { replace: true });
    };
    void run();
    return () => {
      isCurrent = false;
    };
  }, [code, navigate]);

  if (status === 'invalid') {
    return (
      <div className="card qauth-card">
        <p role="alert">
          {t('pages.qauth.invalid')} <code>{code}</code>
        </p>
        <p className="muted">{t('pages.qauth.retry')}</p>
      </div>
    );
  }

  return (
    <div className="card qauth-card">
      <span className="spinner" aria-hidden="true" />
      <p role="status">{t(`pages.qauth.${status}`)}</p>
      <p className="muted">
        {t('pages.qauth.code')} <code>{code}</code>
      </p>
    </div>
  );
}
