// Votes (spec §2): "/votes" and "/votes/current" show the current poll, "/votes/past" the past polls;
// empty states from spec §8.
import { Outlet } from 'react-router';
import { EmptyState, PageHeader } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { VOTES_TABS } from '../../config/tabs';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

export function VotesLayout() {
  const { t } = useAppTranslation();
  const tabs = VOTES_TABS.map((tab) => ({ ...tab, label: t(tab.labelKey) }));
  return (
    <>
      <PageHeader title={t('pages.votes.title')} description={t('pages.votes.description')} />
      <Tabs label={t('pages.votes.tabsLabel')} tabs={tabs}>
        <Outlet />
      </Tabs>
    </>
  );
}

export function CurrentPollTab() {
  const { t } = useAppTranslation();
  usePageMeta('votes');
  return <EmptyState title={t('pages.votes.current.title')} text={t('pages.votes.current.empty')} />;
}

export function PastPollsTab() {
  const { t } = useAppTranslation();
  usePageMeta('votesPast');
  return <EmptyState title={t('pages.votes.past.title')} text={t('pages.votes.past.empty')} />;
}
