// The user's live sessions on /account (issue 3 §2 "/account": device, last seen, end this session; the companion of
// the all-devices logout, spec §6 "Logout modes"): each with its device, kind, last-seen time in the user's locale and
// an "End session" button; ending this device's own session signs out here too.
import { useId, useState } from 'react';
import type { Session } from '@k3/shared';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useEndSession, useSessions } from '../api/sessions';
import { describeDevice } from '../utils/describe-device';
import { isServerFailure } from '../utils/failure';

/** This device first, then the most recently seen. */
function sortSessions(sessions: readonly Session[]): Session[] {
  return [...sessions].sort(
    (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt),
  );
}

function useDeviceName() {
  const { t } = useAppTranslation();
  return (userAgent: string): string => {
    const { browser, system } = describeDevice(userAgent);
    if (browser && system) return t('pages.account.sessions.device', { browser, system });
    return browser ?? system ?? (userAgent.trim() || t('pages.account.sessions.unknownDevice'));
  };
}

function SessionItem({ session, isEnding, onEnd }: { session: Session; isEnding: boolean; onEnd: () => void }) {
  const { t } = useAppTranslation();
  const nameId = useId();
  const deviceName = useDeviceName();
  const lastSeen = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(session.lastSeenAt),
  );
  return (
    <li className="session-item">
      <div className="session-text">
        <p className="session-device">
          <span id={nameId} title={session.device}>
            {deviceName(session.device)}
          </span>
          {session.current ? (
            <span className="account-badge account-badge-ok">{t('pages.account.sessions.thisDevice')}</span>
          ) : null}
        </p>
        <p className="session-meta">
          {t(`pages.account.sessions.kind.${session.kind}`)} ·{' '}
          <time dateTime={session.lastSeenAt}>{t('pages.account.sessions.lastSeen', { date: lastSeen })}</time>
        </p>
      </div>
      <button type="button" className="button button-secondary" disabled={isEnding} aria-describedby={nameId} onClick={onEnd}>
        {isEnding ? t('pages.account.sessions.ending') : t('pages.account.sessions.end')}
      </button>
    </li>
  );
}

export function SessionsList() {
  const { t } = useAppTranslation();
  const sessions = useSessions();
  const ending = useEndSession();
  const [error, setError] = useState<string | null>(null);

  if (sessions.isPending) return <p role="status">{t('pages.account.sessions.loading')}</p>;
  // A failed refresh keeps the list it had; only a list that never loaded gives way to the error.
  if (sessions.data === undefined) {
    return (
      <div className="account-form">
        <p className="form-error" role="alert">
          {isServerFailure(sessions.error) ? t('pages.account.tryLater') : sessions.error?.message}
        </p>
        <button type="button" className="button button-secondary" onClick={() => void sessions.refetch()}>
          {t('pages.account.retry')}
        </button>
      </div>
    );
  }

  const end = (session: Session) => {
    setError(null);
    ending.mutate(session, {
      // Ending this device's own session is told by useEndSession: the local logout unmounts this list.
      onSuccess: () => {
        if (!session.current) notify.success(t('pages.account.sessions.ended'));
      },
      onError: (failure) => setError(isServerFailure(failure) ? t('pages.account.tryLater') : failure.message),
    });
  };

  const list = sortSessions(sessions.data);
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {list.length === 0 ? (
        <p>{t('pages.account.sessions.empty')}</p>
      ) : (
        <ul className="session-list">
          {list.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              isEnding={ending.isPending && ending.variables.id === session.id}
              onEnd={() => end(session)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
