// The signed-in /account page (spec §2 "Account: username, email, email validation code entry"; issue 3 §2
// "/account"): profile, email, Telegram (issue 14 §2), sessions and AI-assistant access (issue 28 §4) cards over GET /me
// (useMe, 15 s TTL). "Try again later." when /me fails
// on the server's side (spec §8).
import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from '../../../components/after-paint';
import { Card } from '../../../components/ui/page';
import { useAppTranslation } from '../../../lib/i18n';
import { useMe } from '../../../lib/me';
import { isServerFailure } from '../utils/failure';
import { EmailValidation } from './email-validation';
import { ProfileForm } from './profile-form';
import { SessionsList } from './sessions-list';
import { TelegramSection } from './telegram-section';
import './account.css';

// Issue 28 §4: the MCP tokens section loads after the page's first paint, in a chunk of its own.
const McpSection = lazy(() => import('./mcp-section').then((m) => ({ default: m.McpSection })));

export function AccountSettings() {
  const { t } = useAppTranslation();
  const me = useMe();

  if (me.isPending) {
    return (
      <p className="account-loading" role="status">
        {t('pages.account.loading')}
      </p>
    );
  }
  if (me.isError) {
    return (
      <div className="account-form">
        <p className="form-error" role="alert">
          {isServerFailure(me.error) ? t('pages.account.tryLater') : me.error.message}
        </p>
        <button type="button" className="button button-secondary" onClick={() => void me.refetch()}>
          {t('pages.account.retry')}
        </button>
      </div>
    );
  }

  const user = me.data;
  return (
    <div className="account-grid">
      <Card title={t('pages.account.profile.title')}>
        {/* Keyed by user: another wallet signing in on this tab starts from its own username. */}
        <ProfileForm key={user.id} username={user.general.username} />
      </Card>
      <Card title={t('pages.account.email.title')}>
        <EmailValidation key={user.id} user={user} />
      </Card>
      <Card title={t('pages.account.telegram.title')} className="account-wide">
        <TelegramSection key={user.id} />
      </Card>
      <Card title={t('pages.account.sessions.title')} className="account-wide">
        <p className="card-intro">{t('pages.account.sessions.intro')}</p>
        <SessionsList />
      </Card>
      <Card title={t('pages.account.mcp.title')} className="account-wide">
        <AfterFirstPaint fallback={<McpLoading />}>
          <Suspense fallback={<McpLoading />}>
            <McpSection key={user.id} />
          </Suspense>
        </AfterFirstPaint>
      </Card>
    </div>
  );
}

function McpLoading() {
  const { t } = useAppTranslation();
  return <p className="muted">{t('pages.account.mcp.loading')}</p>;
}
