// Login by code on the phone (spec §2 "/qauth/{code}", §4 "Login by code: waits about 1 s, tries to authenticate, on
// failure shows the error for about 2 s, waits 1 s more, then goes to /dashboard"; §8 "'Invalid' plus the code and
// a retry hint"). Success keeps the new session in k3.auth and goes to /dashboard too.
// Issue 8 §9: a link must not silently swap the signed-in account. With a session here, the page asks first, naming
// that account; the code is only redeemed after "Sign in with this code" (its account is unknown until then, and is
// named once signed in). Any other way out keeps the current session untouched and the code unused. docs/auth.md.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { getAuth, setAuth } from '../../../lib/auth';
import { useAppTranslation } from '../../../lib/i18n';
import { shortenAddress } from '../../../lib/shorten-address';
import { isLoginCode, QAUTH_MS } from '../utils/login-code';
import './auth.css';

type QauthStatus = 'connecting' | 'validating' | 'success' | 'invalid';
/** ask: a session exists and the user has not chosen yet; go: redeem the code. */
type Phase = 'ask' | 'go';

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

export function QauthLogin({ code }: { code: string }) {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  // The session the page was opened with: the question is about it, whatever happens in other tabs meanwhile.
  const [previous] = useState(getAuth);
  const [phase, setPhase] = useState<Phase>(() => (previous && isLoginCode(code) ? 'ask' : 'go'));
  const [status, setStatus] = useState<QauthStatus>('connecting');
  const current = previous ? shortenAddress(previous.wallet) : '';

  useEffect(() => {
    if (phase !== 'go') return;
    let isCurrent = true;
    const run = async () => {
      // After an explicit choice there is nothing to wait for.
      if (!previous) await sleep(QAUTH_MS.beforeAttempt);
      if (!isCurrent) return;
      setStatus('validating');
      let signedInAs: string | null = null;
      // The switch's toast (react-toastify) loads with the sign-in, not with the page: it is drawn after the page is on
      // screen, and only when an account is switched.
      const toast = previous ? import('../../../lib/toast') : null;
      if (isLoginCode(code)) {
        try {
          const api = await import('../api/auth-api');
          const auth = await api.redeemLoginCode(code);
          // Leaving the previous account ends its session on the server too; the call reads its token before the
          // switch below, and never fails.
          const ending = previous ? api.endCurrentSession() : Promise.resolve();
          setAuth({ token: auth.token, wallet: auth.wallet });
          await ending;
          signedInAs = auth.wallet;
        } catch {
          // Invalid, expired, used or rate-limited: the page says "Invalid" whatever the reason.
        }
      }
      if (!isCurrent) return;
      if (!signedInAs) {
        setStatus('invalid');
        await sleep(QAUTH_MS.showError + QAUTH_MS.beforeRedirect);
        if (!isCurrent) return;
      } else {
        setStatus('success');
        const toastModule = await toast?.catch(() => null);
        if (!isCurrent) return;
        toastModule?.notify.success(t('pages.qauth.switch.done', { account: shortenAddress(signedInAs) }));
      }
      void navigate(paths.dashboard.getHref(), { replace: true });
    };
    void run();
    return () => {
      isCurrent = false;
    };
  }, [code, navigate, phase, previous, t]);

  // Stay: the code is not used and the session is left as it is. The dialog also reports its own closing after
  // "Sign in with this code" (the native close event), which must not count as a choice to stay.
  const stay = () => {
    if (phase === 'ask') void navigate(paths.dashboard.getHref(), { replace: true });
  };

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

  const isAsking = phase === 'ask';
  return (
    <>
      <div className="card qauth-card">
        {isAsking ? null : <span className="spinner" aria-hidden="true" />}
        <p role="status">{isAsking ? t('pages.qauth.switch.waiting') : t(`pages.qauth.${status}`)}</p>
        <p className="muted">
          {t('pages.qauth.code')} <code>{code}</code>
        </p>
      </div>
      <Dialog open={isAsking} onClose={stay} title={t('pages.qauth.switch.title')} className="qauth-switch-dialog">
        <div className="qauth-switch">
          <p>{t('pages.qauth.switch.question', { current })}</p>
          <p className="muted">{t('pages.qauth.switch.hint')}</p>
          <div className="qauth-switch-actions">
            <button type="button" className="button button-secondary" onClick={stay}>
              {t('pages.qauth.switch.stay', { current })}
            </button>
            <button type="button" className="button button-primary" onClick={() => setPhase('go')}>
              {t('pages.qauth.switch.confirm')}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
