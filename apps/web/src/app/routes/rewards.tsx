// Rewards (spec §2): tabs Earn, Quests and Ranking, remembered under the 'rewards' storage id so the sidebar
// entry reopens the last one.
import { Outlet } from 'react-router';
import { EmptyState, PageHeader } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { REWARDS_TABS, REWARDS_TABS_STORAGE_ID } from '../../config/tabs';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

export function RewardsLayout() {
  const { t } = useAppTranslation();
  const tabs = REWARDS_TABS.map((tab) => ({ ...tab, label: t(tab.labelKey) }));
  return (
    <>
      <PageHeader title={t('pages.rewards.title')} description={t('pages.rewards.description')} />
      <Tabs label={t('pages.rewards.tabsLabel')} tabs={tabs} storageId={REWARDS_TABS_STORAGE_ID}>
        <Outlet />
      </Tabs>
    </>
  );
}

export function EarnTab() {
  const { t } = useAppTranslation();
  usePageMeta('rewards');
  return <EmptyState title={t('pages.rewards.earn.title')} text={t('pages.rewards.earn.text')} />;
}

export function QuestsTab() {
  const { t } = useAppTranslation();
  usePageMeta('quests');
  return <EmptyState title={t('pages.rewards.quests.title')} text={t('pages.rewards.quests.text')} />;
}

export function RankingTab() {
  const { t } = useAppTranslation();
  usePageMeta('ranking');
  return <EmptyState title={t('pages.rewards.ranking.title')} text={t('pages.rewards.ranking.text')} />;
}
