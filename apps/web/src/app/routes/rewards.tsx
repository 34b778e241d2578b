// Rewards (spec §2): tabs Earn, Quests and Ranking, remembered under the 'rewards' storage id so the sidebar
// entry reopens the last one. Earn and Quests are the signed-in user's (a visitor gets the sign-in prompt with the
// wallet connect, spec §6 "Visitor"); the ranking is public. The router loads the rewards texts (a lazy namespace)
// with this module, before any tab renders. Each tab's panel (its API calls and schemas) is a chunk requested once the
// page is on screen, off the route's critical path (docs/architecture.md "Performance budgets").
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AfterFirstPaint } from '../../components/after-paint';
import { EmptyState, PageHeader } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { REWARDS_TABS, REWARDS_TABS_STORAGE_ID } from '../../config/tabs';
import { WalletConnect } from '../../features/auth/components/wallet-connect';
import { useRewardsTexts } from '../../features/rewards/hooks/use-rewards-texts';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';

export { loadRewardsTexts } from '../../features/rewards/hooks/use-rewards-texts';

const EarnPanel = lazy(() => import('../../features/rewards/components/earn-panel').then((m) => ({ default: m.EarnPanel })));
const QuestsPanel = lazy(() =>
  import('../../features/rewards/components/quests-panel').then((m) => ({ default: m.QuestsPanel })),
);
const RankingPanel = lazy(() =>
  import('../../features/rewards/components/ranking-panel').then((m) => ({ default: m.RankingPanel })),
);

function Loading() {
  const { t } = useRewardsTexts();
  return (
    <p className="muted" role="status">
      {t('rewards.loading')}
    </p>
  );
}

/** A tab's panel, from the second render on: its chunk is requested once the page has painted. */
function Deferred({ children }: { children: ReactNode }) {
  return (
    <AfterFirstPaint fallback={<Loading />}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </AfterFirstPaint>
  );
}

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
  return (
    <Fragment key={auth.wallet}>
      <Deferred>{children}</Deferred>
    </Fragment>
  );
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
  return (
    <Deferred>
      <RankingPanel />
    </Deferred>
  );
}
