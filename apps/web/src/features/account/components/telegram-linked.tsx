// The linked Telegram account on /account (issue 14 §2 "the linked Telegram name with Unlink"): its name and
// @username, when it was linked, the news alerts (changed with /alerts in the bot), the bot's language, and "Unlink"
// after a confirmation. A refused unlink stays in the dialog, so the user reads why.
import { useState } from 'react';
import type { TelegramLink } from '@k3/shared';
import { Dialog } from '../../../components/ui/dialog';
import { ExternalLink } from '../../../components/ui/external-link';
import { currentLocale, LANGUAGE_NAMES, useAppTranslation } from '../../../lib/i18n';
import { useUnlinkTelegram } from '../api/telegram';
import { isServerFailure } from '../utils/failure';

export function TelegramLinked({ link, bot }: { link: TelegramLink; bot: string | null }) {
  const { t } = useAppTranslation();
  const unlink = useUnlinkTelegram();
  const [isConfirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const since = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(new Date(link.linkedAt));

  const close = () => {
    setConfirming(false);
    setFailure(null);
  };
  const confirm = () => {
    setFailure(null);
    unlink.mutate(undefined, {
      onError: (error) => setFailure(isServerFailure(error) ? t('pages.account.tryLater') : error.message),
    });
  };

  return (
    <div className="telegram-linked">
      {/* Focused when the card turns linked while the user waits on it (telegram-section.tsx). */}
      <p tabIndex={-1} data-telegram-focus="">
        <span className="account-badge account-badge-ok">{t('pages.account.telegram.linked')}</span>
      </p>
      <dl className="telegram-facts">
        <div>
          <dt>{t('pages.account.telegram.account')}</dt>
          <dd>
            <span className="telegram-name">{link.name}</span>
            {link.username ? <span className="muted">@{link.username}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('pages.account.telegram.since')}</dt>
          <dd>
            <time dateTime={link.linkedAt}>{since}</time>
          </dd>
        </div>
        <div>
          <dt>{t('pages.account.telegram.alerts')}</dt>
          <dd>
            {link.alerts.enabled
              ? t('pages.account.telegram.alertsOn', { threshold: link.alerts.threshold })
              : t('pages.account.telegram.alertsOff')}
          </dd>
        </div>
        <div>
          <dt>{t('pages.account.telegram.language')}</dt>
          <dd>{LANGUAGE_NAMES[link.lang]}</dd>
        </div>
      </dl>
      <p className="field-hint">{t('pages.account.telegram.alertsHint')}</p>
      <p className="account-actions">
        {bot ? (
          <ExternalLink href={`https://t.me/${bot}`} className="button button-secondary">
            {t('pages.account.telegram.openBot', { bot })}
          </ExternalLink>
        ) : null}
        <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
          {t('pages.account.telegram.unlink')}
        </button>
      </p>
      <Dialog open={isConfirming} onClose={close} title={t('pages.account.telegram.unlinkTitle')}>
        <p>{t('pages.account.telegram.unlinkText', { name: link.name })}</p>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="account-actions">
          <button type="button" className="button button-ghost" onClick={close}>
            {t('pages.account.telegram.cancel')}
          </button>
          <button type="button" className="button button-primary" disabled={unlink.isPending} onClick={confirm}>
            {unlink.isPending ? t('pages.account.telegram.unlinking') : t('pages.account.telegram.unlink')}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
