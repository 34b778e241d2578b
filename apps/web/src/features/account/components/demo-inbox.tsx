// The demo inbox on /account (docs/auth.md "Demo inbox"): a demo server sends no email, so after "Send code" the page
// says the message is in the demo inbox and shows it on request — the last message sent to this user, as the server
// kept it for them — so a newcomer can copy the code and finish the validation.
import { useId, useState } from 'react';
import { useAppTranslation } from '../../../lib/i18n';
import { useDemoInbox } from '../api/demo-inbox';

export function DemoInbox({ email, sentAt }: { email: string; sentAt: number }) {
  const { t, i18n } = useAppTranslation();
  const [isOpen, setOpen] = useState(false);
  const inbox = useDemoInbox(isOpen, sentAt);
  const titleId = useId();
  const message = inbox.data?.message ?? null;

  return (
    <div className="account-demo-inbox">
      <p className="account-demo-note">{t('pages.account.email.demoInbox.where', { email })}</p>
      <button type="button" className="button button-secondary" aria-expanded={isOpen} onClick={() => setOpen(!isOpen)}>
        {isOpen ? t('pages.account.email.demoInbox.close') : t('pages.account.email.demoInbox.open')}
      </button>
      {isOpen ? (
        <section className="account-demo-mail" aria-labelledby={titleId}>
          <h3 id={titleId} className="account-demo-title">
            {t('pages.account.email.demoInbox.title')}
          </h3>
          {inbox.isPending ? <p className="muted">{t('pages.account.email.demoInbox.loading')}</p> : null}
          {inbox.isError ? <p role="alert">{t('pages.account.tryLater')}</p> : null}
          {inbox.isSuccess && !message ? <p className="muted">{t('pages.account.email.demoInbox.empty')}</p> : null}
          {message ? (
            <article>
              <dl className="account-demo-headers">
                <dt>{t('pages.account.email.demoInbox.to')}</dt>
                <dd>{message.to}</dd>
                <dt>{t('pages.account.email.demoInbox.subject')}</dt>
                <dd>{message.subject}</dd>
                <dt>{t('pages.account.email.demoInbox.sent')}</dt>
                <dd>
                  {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                    new Date(message.sentAt),
                  )}
                </dd>
              </dl>
              <pre className="account-demo-body">{message.text}</pre>
            </article>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
