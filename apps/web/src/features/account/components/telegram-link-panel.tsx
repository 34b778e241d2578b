// The one-time Telegram deep link on /account (issue 14 §2 "a deep link t.me/<bot>?start=<token> and its QR code"):
// "Open Telegram" (the link itself, for the device Telegram is on), "Copy link", the QR code for the phone, and when
// the link stops working. A chunk of its own with the QR encoder, loaded when the user asks for a link.
import { useEffect, useRef } from 'react';
import { TELEGRAM_LINK_TOKEN_TTL_S } from '@k3/shared';
import { ExternalLink } from '../../../components/ui/external-link';
import { QrCode } from '../../../components/ui/qr-code';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';

interface TelegramLinkPanelProps {
  url: string;
  /** Epoch ms on this device's clock. */
  expiresAt: number;
  onCancel: () => void;
}

export function TelegramLinkPanel({ url, expiresAt, onCancel }: TelegramLinkPanelProps) {
  const { t } = useAppTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const time = new Intl.DateTimeFormat(currentLocale(), { timeStyle: 'short' }).format(new Date(expiresAt));

  // Shown after "Link Telegram", whose button is gone: the next step, "Open Telegram", takes the focus.
  useEffect(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    rootRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('pages.account.telegram.copied'));
    } catch {
      notify.error(t('pages.account.tryLater'));
    }
  };

  return (
    <div ref={rootRef} className="telegram-link">
      <QrCode value={url} alt={t('pages.account.telegram.qrAlt')} onError={() => notify.error(t('pages.account.tryLater'))} />
      <div className="telegram-link-text">
        <p>{t('pages.account.telegram.steps')}</p>
        <p className="account-actions">
          <ExternalLink href={url} className="button button-primary">
            {t('pages.account.telegram.open')}
          </ExternalLink>
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            {t('pages.account.telegram.copy')}
          </button>
        </p>
        <p className="telegram-link-url">
          <code>{url}</code>
        </p>
        <p className="muted">{t('pages.account.telegram.once', { minutes: TELEGRAM_LINK_TOKEN_TTL_S / 60, time })}</p>
        <p className="telegram-waiting">
          <span className="spinner" aria-hidden="true" />
          {t('pages.account.telegram.waiting')}
        </p>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {t('pages.account.telegram.cancel')}
        </button>
      </div>
    </div>
  );
}
