// Rewards (spec §2): tabs Earn, Quests and Ranking, remembered under the 'rewards' storage id so the sidebar
// entry reopens the last one. Earn and Quests are the signed-in user's (a visitor gets the sign-in prompt with the
// wallet connect, spec §6 "Visitor"); the ranking is public. The router loads the rewards texts (a lazy namespace)
// with this module, before any tab renders.
import { Fragment, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { EmptyState, PageHeader } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { REWARDS_TABS, REWARDS_TABS_STORAGE_ID } from '../../config/tabs';
import { WalletConnect } from '../../features/auth/components/wallet-connect';
import { EarnPanel } from '../../features/rewards/components/earn-panel';
import { QuestsPanel } from '../../features/rewards/components/quests-panel';
import { RankingPanel } from '../../features/rewards/components/ranking-panel';
import { useRewardsTexts } from '../../features/rewards/hooks/use-rewards-texts';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';

export { loadRewardsTexts } from '../../features/rewards/hooks/use-rewards-texts';

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

/** The signed-in user's panel, or the sign-in prompt for a visitor; keyed by wallet so no state crosses a sign-in. */
function SignedInPanel({ children }: { children: ReactNode }) {
  const { t } = useRewardsTexts();
  const auth = useAuth();
  if (!auth) {
    return <EmptyState title={t('rewards.visitor.title')} text={t('rewards.visitor.text')} action={<WalletConnect />} />;
  }
  return <Fragment key={auth.wallet}>{children}</Fragment>;
}

export function EarnTab() {
  usePageMeta('rewards');
  return (
    <SignedInPanel>
      <EarnPanel />
    </SignedInPanel>
  );
}

export function QuestsTab() {
  usePageMeta('quests');
  return (
    <SignedInPanel>
      <QuestsPanel />
    </SignedInPanel>
  );
}

export function RankingTab() {
  usePageMeta('ranking');
  return <RankingPanel />;
}
