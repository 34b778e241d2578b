// SmartFolio (spec §2): "/smartfolio" portfolio tab and "/smartfolio/nft" NFT tab; mock label when configured; issue
// 29 §3: "/smartfolio/pnl" profit and loss and "/smartfolio/transactions" the transaction history. Visitors get the
// login frame with the wallet connect in each signed-in tab; each signed-in view is a lazy chunk.
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { isMockedPage } from '../../config/env';
import { SMARTFOLIO_TABS } from '../../config/tabs';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';
import { loadPnlTexts } from '../../lib/pnl-texts';
import { loadXrayTexts } from '../../lib/xray-texts';
import { SignedInOnly } from './signed-in-only';

// The holdings show X-Ray's audit scores, the alerts panel X-Ray's alerts: X-Ray's texts (a lazy namespace) load with
// them.
const PortfolioView = lazy(() =>
  Promise.all([import('../../features/smartfolio/components/portfolio-view'), loadXrayTexts()]).then(([m]) => ({
    default: m.PortfolioView,
  })),
);

// The ownership proof signs with a browser wallet: its code (the auth feature's wallet discovery) loads when opened.
const OwnershipProof = lazy(() =>
  import('../../features/auth/components/ownership-proof').then((m) => ({ default: m.OwnershipProof })),
);

// X-Ray's "Alerts on your holdings", the dashboard's panel: the same query and chunk as the dashboard's.
const HoldingsAlerts = lazy(() =>
  Promise.all([import('../../features/dashboard/components/holdings-alerts'), loadXrayTexts()]).then(([m]) => ({
    default: m.HoldingsAlerts,
  })),
);

const NftGallery = lazy(() => import('../../features/nfts/components/nft-gallery'));

// Profit and loss and the transactions view, each with the `pnl` texts (a lazy namespace).
const PnlView = lazy(() =>
  Promise.all([import('../../features/smartfolio/components/pnl/pnl-view'), loadPnlTexts()]).then(([m]) => ({
    default: m.PnlView,
  })),
);
const TransactionsView = lazy(() =>
  Promise.all([import('../../features/smartfolio/components/pnl/transactions-view'), loadPnlTexts()]).then(([m]) => ({
    default: m.TransactionsView,
  })),
);

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
  usePageMeta('smartfolio');
  return (
    <SignedInOnly loading={t('pages.smartfolio.portfolio.loading')}>
      {() => (
        <PortfolioView
          ownershipProof={OwnershipProof}
          holdingsAlerts={
            <Suspense fallback={null}>
              <HoldingsAlerts />
            </Suspense>
          }
        />
      )}
    </SignedInOnly>
  );
}

export function NftTab() {
  const { t } = useAppTranslation();
  usePageMeta('smartfolioNft');
  return <SignedInOnly loading={t('pages.smartfolio.nft.loading')}>{() => <NftGallery />}</SignedInOnly>;
}

export function PnlTab() {
  const { t } = useAppTranslation();
  usePageMeta('smartfolioPnl');
  return <SignedInOnly loading={t('pages.smartfolio.pnl.loading')}>{() => <PnlView />}</SignedInOnly>;
}

export function TransactionsTab() {
  const { t } = useAppTranslation();
  usePageMeta('smartfolioTransactions');
  return <SignedInOnly loading={t('pages.smartfolio.transactions.loading')}>{() => <TransactionsView />}</SignedInOnly>;
}
