// Dashboard (spec §2): "/" and "/dashboard" show the wallet tab, "/dashboard/watchlist" the watchlist tab
// (coming soon). Visitors get the login frame in the wallet tab.
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { PageHeader, EmptyState } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { DASHBOARD_TABS } from '../../config/tabs';
import { WalletConnect } from '../../features/auth/components/wallet-connect';
import { BuyTokenButton } from '../../features/buy-token/components/buy-token-button';
import { LoginFrame } from '../../features/dashboard/components/login-frame';
import { WalletOverview } from '../../features/dashboard/components/wallet-overview';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';

export function DashboardFrame({ children }: { children: ReactNode }) {
  const { t } = useAppTranslation();
  const tabs = DASHBOARD_TABS.map((tab) => ({ ...tab, label: t(tab.labelKey) }));
  return (
    <>
      <PageHeader title={t('pages.dashboard.title')} description={t('pages.dashboard.description')} />
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
  const auth = useAuth();
  if (!auth) {
    return (
      <LoginFrame>
        <WalletConnect />
      </LoginFrame>
    );
  }
  return <WalletOverview wallet={auth.wallet} action={<BuyTokenButton label={t('pages.dashboard.wallet.buy')} />} />;
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
