// The Telegram card of /account (issue 14 §2; docs/telegram-ui.md): "Link Telegram" makes a one-time deep link
// (in the page's language), shown with its QR code until it expires (10 minutes) while the status is polled every 3 s,
// so the card turns to the linked account soon after Start is pressed in the bot. Linked: the Telegram name, the date,
// the alerts, and "Unlink". Without a bot on this K3 the card says so in one line. Each change of state is announced
// (a polite live region), and focus lost with the old state goes to the new state's main control.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { TELEGRAM_ERRORS, TELEGRAM_LINK_TOKEN_TTL_S, type TelegramStatus } from '@k3/shared';
import { ApiError } from '../../../lib/api-error';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { useCreateTelegramLink, useTelegramStatus } from '../api/telegram';
import { isServerFailure } from '../utils/failure';
import { TelegramLinked } from './telegram-linked';

// The QR encoder comes with the link panel: loaded when "Link Telegram" is pressed, beside the request.
const loadLinkPanel = () => import('./telegram-link-panel');
const TelegramLinkPanel = lazy(() => loadLinkPanel().then((m) => ({ default: m.TelegramLinkPanel })));

const TTL_MS = TELEGRAM_LINK_TOKEN_TTL_S * 1000;

/** A link made on this page; its end is counted on this device's clock (which may differ from the server's). */
interface IssuedLink {
  url: string;
  expiresAt: number;
  isExpired: boolean;
}

type View = 'loading' | 'failed' | 'unavailable' | 'idle' | 'waiting' | 'expired' | 'linked';

function viewOf(status: TelegramStatus | undefined, isFailed: boolean, issued: IssuedLink | null): View {
  if (!status) return isFailed ? 'failed' : 'loading';
  if (status.link) return 'linked';
  if (!status.available) return 'unavailable';
  if (!issued) return 'idle';
  return issued.isExpired ? 'expired' : 'waiting';
}

export function TelegramSection() {
  const { t } = useAppTranslation();
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const isWaiting = issued !== null && !issued.isExpired;
  const status = useTelegramStatus({ isWaiting });
  const create = useCreateTelegramLink();
  const [error, setError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const link = status.data?.link ?? null;
  // Linked (here or by /start elsewhere): the link shown is used up; forget it, so it never comes back after Unlink.
  if (link && issued) setIssued(null);
  const view = viewOf(status.data, status.isError, link ? null : issued);

  // The announcement follows the view (set while rendering, from the previous view: no extra effect pass).
  const [shown, setShown] = useState<{ view: View; announcement: string }>({ view, announcement: '' });
  if (shown.view !== view) {
    const announcement =
      view === 'linked' && shown.view === 'waiting'
        ? t('pages.account.telegram.announceLinked', { name: link?.name ?? '' })
        : view === 'idle' && shown.view === 'linked'
          ? t('pages.account.telegram.announceUnlinked')
          : view === 'expired'
            ? t('pages.account.telegram.announceExpired')
            : '';
    setShown({ view, announcement });
  }

  useEffect(() => {
    if (!issued || issued.isExpired) return;
    const timer = window.setTimeout(
      () => setIssued((current) => (current === issued ? { ...current, isExpired: true } : current)),
      Math.max(0, issued.expiresAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [issued]);

  // The focused control went with the previous view (the button pressed, the panel gone): focus the new view's own.
  // Not when the card first loads: the page's focus is the user's.
  const previousView = useRef(view);
  useEffect(() => {
    const previous = previousView.current;
    previousView.current = view;
    if (previous === view || previous === 'loading') return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    rootRef.current?.querySelector<HTMLElement>('[data-telegram-focus]')?.focus();
  }, [view]);

  const makeLink = () => {
    setError(null);
    void loadLinkPanel();
    create.mutate(
      { lang: currentLocale() },
      {
        onSuccess: (made) => setIssued({ url: made.url, expiresAt: Date.now() + TTL_MS, isExpired: false }),
        onError: (failure) => {
          setError(errorText(failure));
          // Linked meanwhile (another tab, an older link): the status shows it.
          if (failure instanceof ApiError && failure.error === TELEGRAM_ERRORS.alreadyLinked) void status.refetch();
        },
      },
    );
  };

  const errorText = (failure: unknown): string => {
    if (failure instanceof ApiError && failure.error === TELEGRAM_ERRORS.alreadyLinked)
      return t('pages.account.telegram.alreadyLinked');
    if (failure instanceof ApiError && failure.error === TELEGRAM_ERRORS.unavailable)
      return t('pages.account.telegram.notAvailableNow');
    return isServerFailure(failure) || !(failure instanceof Error) ? t('pages.account.tryLater') : failure.message;
  };

  const minutes = TELEGRAM_LINK_TOKEN_TTL_S / 60;
  const linkButton = (label: string) => (
    <button type="button" className="button button-primary" disabled={create.isPending} data-telegram-focus="" onClick={makeLink}>
      {create.isPending ? t('pages.account.telegram.linking') : label}
    </button>
  );

  return (
    <div ref={rootRef} className="telegram-section">
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="telegram-announcement">
        {shown.announcement}
      </p>
      {view === 'loading' ? <p className="muted">{t('pages.account.telegram.loading')}</p> : null}
      {view === 'failed' ? (
        <div className="account-form">
          <p className="form-error" role="alert">
            {errorText(status.error)}
          </p>
          <button type="button" className="button button-secondary" onClick={() => void status.refetch()}>
            {t('pages.account.retry')}
          </button>
        </div>
      ) : null}
      {view === 'unavailable' ? <p className="muted">{t('pages.account.telegram.unavailable')}</p> : null}
      {view === 'idle' ? (
        <>
          <p className="card-intro">{t('pages.account.telegram.intro')}</p>
          {linkButton(t('pages.account.telegram.link'))}
        </>
      ) : null}
      {view === 'waiting' && issued ? (
        <Suspense fallback={<p className="muted">{t('pages.account.telegram.linking')}</p>}>
          <TelegramLinkPanel url={issued.url} expiresAt={issued.expiresAt} onCancel={() => setIssued(null)} />
        </Suspense>
      ) : null}
      {view === 'expired' ? (
        <>
          <p className="telegram-expired">{t('pages.account.telegram.expired', { minutes })}</p>
          {linkButton(t('pages.account.telegram.renew'))}
        </>
      ) : null}
      {view === 'linked' && link ? <TelegramLinked link={link} bot={status.data?.bot ?? null} /> : null}
      {error && view !== 'linked' ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
