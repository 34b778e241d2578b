// SmartFolio (spec §2): "/smartfolio" portfolio tab and "/smartfolio/nft" NFT tab; mock label when configured.
// Visitors get the login frame with the wallet connect in the portfolio tab; the signed-in view is a lazy chunk.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { isMockedPage } from '../../config/env';
import { SMARTFOLIO_TABS } from '../../config/tabs';
import { WalletConnect } from '../../features/auth/components/wallet-connect';
import { LoginFrame } from '../../features/dashboard/components/login-frame';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';

const PortfolioView = lazy(() =>
  import('../../features/smartfolio/components/portfolio-view').then((m) => ({ default: m.PortfolioView })),
);

const NftGallery = lazy(() => import('../../features/nfts/components/nft-gallery'));

export function SmartfolioLayout() {
  const { t } = useAppTranslation();
  const tabs = SMARTFOLIO_TABS.map((tab) => ({ ...tab, label: t(tab.labelKey) }));
  return (
    <>
      <PageHeader
        title={t('pages.smartfolio.title')}
        description={t('pages.smartfolio.description')}
        isMock={isMockedPage('smartfolio')}
      />
      <Tabs label={t('pages.smartfolio.tabsLabel')} tabs={tabs}>
        <Outlet />
      </Tabs>
    </>
  );
}

export function PortfolioTab() {
  const { t } = useAppTranslation();
  const auth = useAuth();
  usePageMeta('smartfolio');
  if (!auth) {
    return (
      <LoginFrame>
        <WalletConnect />
      </LoginFrame>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="muted">
          {t('pages.smartfolio.portfolio.loading')}
        </p>
      }
    >
      <PortfolioView key={auth.wallet} />
    </Suspense>
  );
}

export function NftTab() {
  const { t } = useAppTranslation();
  const auth = useAuth();
  usePageMeta('smartfolioNft');
  if (!auth) {
    return (
      <LoginFrame>
        <WalletConnect />
      </LoginFrame>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="muted">
          {t('pages.smartfolio.nft.loading')}
        </p>
      }
    >
      <NftGallery key={auth.wallet} />
    </Suspense>
  );
}
