// The app frame around every page (spec §2): skip link, sidebar, header, main landmark and the Buy token dialog.
// The main landmark appears with the page, its title and meta tags already set; until the first page's code has
// loaded, an empty placeholder of the same size holds its place. On phones the sidebar is a drawer opened from the
// header (use-nav-drawer.ts): while it is open the rest of the shell is inert and a backdrop click closes it.
// The Agent K panel (chat-dock.tsx) is a lazy chunk mounted the first time the chat opens (the header's launcher or a
// /chat route), once the page is on screen so that it stays off the first load's critical path, and kept mounted
// after, so an answer goes on streaming while the panel is closed or the page changes. The toast container
// (app/toasts.tsx) and the Buy token dialog also mount once the page is on screen: a toast asked for before waits in
// react-toastify's queue, and the dialog is opened by a click on a page already there.
import { lazy, Suspense, useCallback, useState, type CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { UI_MS } from '@k3/shared';
import { isChatPath, useChatDock } from '../../lib/chat-dock';
import { useAppTranslation } from '../../lib/i18n';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { useNavDrawer } from './use-nav-drawer';
import { AfterPaint } from '../../components/after-paint';
import { RouteErrorBoundary } from '../routes/route-error';

// The chat's texts (a lazy namespace) are loaded before it first renders.
const ChatDock = lazy(() =>
  import('./chat-dock').then(async (m) => {
    await m.loadChatTexts();
    return { default: m.ChatDock };
  }),
);

// The Buy token dialog, opened from the header, the pricing page and the dashboard: mounted with the toasts.
const BuyTokenDialog = lazy(() =>
  import('../../features/buy-token/components/buy-token-dialog').then((m) => ({ default: m.BuyTokenDialog })),
);
const Toasts = lazy(() => import('../toasts').then((m) => ({ default: m.Toasts })));

// spec §9 "collapse 300 ms": the stylesheet reads the duration from this custom property.
const SHELL_STYLE = { '--collapse-ms': `${UI_MS.collapse}ms` } as CSSProperties;

/** Tells the shell the first page has rendered: it commits inside the main Suspense boundary, so only with the page. */
export function AppLayout() {
  const { t } = useAppTranslation();
  const drawer = useNavDrawer();
  // Header extras that are not needed to use the page (the demo badge) load once the page is on screen.
  const [isMainRendered, setMainRendered] = useState(false);
  const markMainRendered = useCallback(() => setMainRendered(true), []);
  const { pathname, key: locationKey } = useLocation();
  const isChatWanted = useChatDock().isOpen || isChatPath(pathname);
  const [isChatMounted, setChatMounted] = useState(false);
  if (isChatWanted && isMainRendered && !isChatMounted) setChatMounted(true);
  return (
    <div className="app-shell" style={SHELL_STYLE}>
      <a href="#main" className="skip-link" inert={drawer.isOpen}>
        {t('common.skipToContent')}
      </a>
      <Sidebar isDrawerOpen={drawer.isOpen} onDrawerClose={drawer.close} />
      {/* Pointer users close the drawer here; keyboard users have Escape and the drawer's close button. */}
      {drawer.isOpen ? <div className="nav-backdrop" aria-hidden="true" onClick={drawer.close} /> : null}
      <div className="app-body" inert={drawer.isOpen}>
        <Header
          isMenuOpen={drawer.isOpen}
          onMenuToggle={drawer.toggle}
          menuButtonRef={drawer.menuButtonRef}
          showDeferred={isMainRendered}
        />
        <Suspense fallback={<div className="app-main" aria-busy="true" />}>
          <main id="main" className="app-main" tabIndex={-1}>
            {/* A page that fails shows the error inside the frame; the next navigation clears it. */}
            <RouteErrorBoundary resetKey={locationKey}>
              <Outlet />
            </RouteErrorBoundary>
            <AfterPaint onPainted={markMainRendered} />
          </main>
        </Suspense>
        {isChatMounted ? (
          // A chunk of the shell that fails to load (a flaky network) hides that part only, never the page.
          <RouteErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <ChatDock />
            </Suspense>
          </RouteErrorBoundary>
        ) : null}
      </div>
      {isMainRendered ? (
        <RouteErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <BuyTokenDialog />
            <Toasts />
          </Suspense>
        </RouteErrorBoundary>
      ) : null}
    </div>
  );
}
