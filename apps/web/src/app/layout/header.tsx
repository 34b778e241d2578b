// The header of spec §2: logo linking to /, Buy token button, pricing link, QR dialog button (signed-in users
// only), connect or disconnect button, and the "Demo data" badge whenever the API serves demo data.
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { BuyTokenButton } from '../../features/buy-token/components/buy-token-button';
import { clearAuth, useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';
import { QrLoginButton } from './qr-login-dialog';

// Loaded after first paint: the badge needs the API client and its response schemas, kept off the critical path.
const DemoBadge = lazy(() => import('../../features/health/components/demo-badge').then((m) => ({ default: m.DemoBadge })));

export function Header() {
  const { t } = useAppTranslation();
  const auth = useAuth();
  const navigate = useNavigate();

  return (
    <header className="topbar">
      <Link to={paths.home.getHref()} className="brand" aria-label={t('common.header.home')}>
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span className="brand-name">K3</span>
      </Link>
      <Suspense fallback={null}>
        <DemoBadge />
      </Suspense>
      <div className="topbar-actions">
        <Link to={paths.pricing.getHref()} className="topbar-link">
          {t('common.header.pricing')}
        </Link>
        <BuyTokenButton />
        {auth ? <QrLoginButton /> : null}
        {auth ? (
          <button type="button" className="button button-ghost" onClick={clearAuth}>
            {t('common.header.disconnect')}
          </button>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => void navigate(paths.dashboard.getHref())}>
            {t('common.header.connect')}
          </button>
        )}
      </div>
    </header>
  );
}
