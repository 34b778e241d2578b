// SmartFolio (spec §2): "/smartfolio" portfolio tab and "/smartfolio/nft" NFT tab; mock label when configured.
import { Outlet } from 'react-router';
import { EmptyState, PageHeader } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { isMockedPage } from '../../config/env';
import { SMARTFOLIO_TABS } from '../../config/tabs';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

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
  return <EmptyState title={t('pages.smartfolio.portfolio.title')} text={t('pages.smartfolio.portfolio.text')} />;
}

export function NftTab() {
  const { t } = useAppTranslation();
  usePageMeta('smartfolioNft');
  return <EmptyState title={t('pages.smartfolio.nft.title')} text={t('pages.smartfolio.nft.text')} />;
}
