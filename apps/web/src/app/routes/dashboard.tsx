// Dashboard (spec §2): "/" and "/dashboard" show the wallet tab, "/dashboard/watchlist" the watchlist tab
// (coming soon). Visitors get the login frame in the wallet tab. The signed-in header and wallet tab are lazy chunks
// (docs/architecture.md "Performance budgets"): "/" is the visitor's first page and must not download them.
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AfterFirstPaint } from '../../components/after-paint';
import { PageHeader, EmptyState } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { DASHBOARD_TABS } from '../../config/tabs';
import { BuyTokenButton } from '../../features/buy-token/components/buy-token-button';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';
import { loadPnlTexts } from '../../lib/pnl-texts';
import { loadXrayTexts } from '../../lib/xray-texts';
import { SignedInOnly } from './signed-in-only';

const DashboardHeader = lazy(() =>
  import('../../features/dashboard/components/dashboard-header').then((m) => ({ default: m.DashboardHeader })),
);
// The wallet shows X-Ray's audit scores and alerts on the holdings: X-Ray's texts (a lazy namespace) load with it.
const WalletOverview = lazy(() =>
  Promise.all([import('../../features/dashboard/components/wallet-overview'), loadXrayTexts()]).then(([m]) => ({
    default: m.WalletOverview,
  })),
);
// spec §2 "Up to 3 current quests are shown below": the rewards feature's card list, with its texts (a lazy namespace).
const CurrentQuests = lazy(() =>
  import('../../features/rewards/components/current-quests').then(async (m) => {
    await m.loadRewardsTexts();
    return { default: m.CurrentQuests };
  }),
);

// Issue 29 §3: the profit-and-loss summary, with the `pnl` texts (a lazy namespace); requested once the page is on
// screen, and it asks for its figures only after the wallet's.
const PnlSummary = lazy(() =>
  Promise.all([import('../../features/dashboard/components/pnl-summary'), loadPnlTexts()]).then(([m]) => ({
    default: m.PnlSummary,
  })),
);

export function DashboardFrame({ children }: { children: ReactNode }) {
  const { t } = useAppTranslation();
  const auth = useAuth();
  const tabs = DASHBOARD_TABS.map((tab) => ({ ...tab, label: t(tab.labelKey) }));
  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} description={t('pages.dashboard.description')} />
      {auth ? (
        <Suspense fallback={null}>
          <DashboardHeader key={auth.wallet} wallet={auth.wallet} />
        </Suspense>
      ) : null}
      <Tabs label={t('pages.dashboard.tabsLabel')} tabs={tabs}>
        {children}
      </Tabs>
    </>
  );
}

export function DashboardLayout() {
  return (
    <DashboardFrame>
      <Outlet />
    </DashboardFrame>
  );
}

export function WalletContent() {
  const { t } = useAppTranslation();
  return (
    <SignedInOnly loading={t('pages.dashboard.wallet.loading')}>
      {(wallet) => (
        <>
          <WalletOverview wallet={wallet} emptyAction={<BuyTokenButton label={t('pages.dashboard.wallet.buy')} />} />
          <AfterFirstPaint fallback={null}>
            <Suspense fallback={null}>
              <PnlSummary />
            </Suspense>
          </AfterFirstPaint>
          <Suspense fallback={null}>
            <CurrentQuests />
          </Suspense>
        </>
      )}
    </SignedInOnly>
  );
}

export function WalletTab() {
  usePageMeta('dashboard');
  return <WalletContent />;
}

export function WatchlistTab() {
  const { t } = useAppTranslation();
  usePageMeta('watchlist');
  return <EmptyState title={t('pages.dashboard.watchlist.title')} text={t('pages.dashboard.watchlist.text')} />;
}
