// The header of spec §2: logo linking to /, Buy token button, pricing link, QR dialog button (signed-in users
// only), connect or disconnect button, and the "Demo data" badge whenever the API serves demo data; plus the "Agent K"
// launcher of the chat panel (chat-launcher.tsx). On phones it also holds the menu button of the navigation drawer,
// and everything fits one row (issue 26 §6): the pricing link, Buy token and Disconnect shrink to icons that keep
// their names, and the demo badge folds in beside the logo as "Demo". Signed-in users also get the notifications bell
// of the X-Ray watch (notification-bell-entry.tsx), between Buy token and the session controls.
import { lazy, Suspense, useState, type Ref } from 'react';
import { Link } from 'react-router';
import { MenuIcon, PricingIcon } from '../../components/icons/icons';
import { paths } from '../../config/paths';
import { BuyTokenButton } from '../../features/buy-token/components/buy-token-button';
import { useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';
import { RouteErrorBoundary } from '../routes/route-error';
import { ChatLauncher } from './chat-launcher';

// Loaded once the page is on screen (`showDeferred`): the badge needs the API client and its response schemas, which
// the visitor's login route does not, so they stay off its critical path (docs/architecture.md "Performance budgets").
const DemoBadge = lazy(() => import('../../features/health/components/demo-badge').then((m) => ({ default: m.DemoBadge })));
// The notifications bell polls the API and lazy-loads its panel: a chunk asked for once a session exists and the page
// is on screen, so neither a visitor's first load nor a signed-in page's critical path carries it.
const NotificationBellEntry = lazy(() => import('./notification-bell-entry').then((m) => ({ default: m.NotificationBellEntry })));
// Signed-in controls (QR dialog, logout chooser): a chunk of their own, so the visitors' login route stays under budget.
const SessionControls = lazy(() =>
  import('../../features/auth/components/session-controls').then((m) => ({ default: m.SessionControls })),
);
// The wallet choices, opened in place by Connect (issue 9 §1): loaded on the click, like the login page's picker.
const ConnectDialog = lazy(() =>
  import('../../features/auth/components/connect-dialog').then((m) => ({ default: m.ConnectDialog })),
);

interface HeaderProps {
  /** Whether the phone navigation drawer is open (the menu button shows only below the drawer breakpoint). */
  isMenuOpen: boolean;
  onMenuToggle: () => void;
  /** Focus comes back to the menu button when the drawer closes. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** The page has rendered: header extras that are not needed to use it may load now. */
  showDeferred?: boolean;
}

export function Header({ isMenuOpen, onMenuToggle, menuButtonRef, showDeferred = true }: HeaderProps) {
  const { t } = useAppTranslation();
  const auth = useAuth();
  const [isConnectOpen, setConnectOpen] = useState(false);

  return (
    <header className="topbar">
      <button
        ref={menuButtonRef}
        type="button"
        className="icon-button topbar-menu"
        aria-label={t('common.nav.menu')}
        aria-expanded={isMenuOpen}
        aria-controls="sidebar"
        onClick={onMenuToggle}
      >
        <MenuIcon />
      </button>
      <Link to={paths.home.getHref()} className="brand" aria-label={t('common.header.home')}>
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span className="brand-name">K3</span>
      </Link>
      {showDeferred ? (
        <Suspense fallback={null}>
          <DemoBadge />
        </Suspense>
      ) : null}
      <div className="topbar-actions">
        <ChatLauncher />
        <Link to={paths.pricing.getHref()} className="topbar-link">
          <PricingIcon className="topbar-link-icon" />
          <span className="topbar-link-text">{t('common.header.pricing')}</span>
        </Link>
        <BuyTokenButton compact />
        {auth && showDeferred ? (
          // A chunk that fails to load (a flaky network) hides the bell only, never the header.
          <RouteErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <NotificationBellEntry />
            </Suspense>
          </RouteErrorBoundary>
        ) : null}
        {auth ? (
          <Suspense fallback={null}>
            <SessionControls />
          </Suspense>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setConnectOpen(true)}>
            {t('common.header.connect')}
          </button>
        )}
        {isConnectOpen && !auth ? (
          <Suspense fallback={null}>
            <ConnectDialog onClose={() => setConnectOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
