// Votes (spec §2): "/votes" and "/votes/current" show the current poll(s), "/votes/past" the past polls. The tabs'
// content (the votes feature, its calls and its `votes` texts, a lazy namespace) is a chunk of its own, loaded with
// its texts, so neither weighs on any other page's first load. A visitor's "Connect wallet" opens the wallet choices
// in place (spec §5 "voting needs a signed-in user").
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { AfterFirstPaint } from '../../components/after-paint';
import { PageHeader } from '../../components/ui/page';
import { Tabs } from '../../components/ui/tabs';
import { VOTES_TABS } from '../../config/tabs';
import { loadVotesTexts } from '../../features/votes/hooks/use-votes-texts';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAuth } from '../../lib/auth';
import { useAppTranslation } from '../../lib/i18n';

const withTexts = <M,>(load: () => Promise<M>) => Promise.all([load(), loadVotesTexts()]).then(([module]) => module);

const CurrentPolls = lazy(() =>
  withTexts(() => import('../../features/votes/components/current-polls')).then((m) => ({ default: m.CurrentPolls })),
);
const PastPolls = lazy(() =>
  withTexts(() => import('../../features/votes/components/past-polls')).then((m) => ({ default: m.PastPolls })),
);
const ConnectDialog = lazy(() =>
  import('../../features/auth/components/connect-dialog').then((m) => ({ default: m.ConnectDialog })),
);

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

function Loading() {
  const { t } = useAppTranslation();
  return (
    <p className="muted" role="status">
      {t('pages.votes.loading')}
    </p>
  );
}

export function CurrentPollTab() {
  const auth = useAuth();
  const [isConnectOpen, setConnectOpen] = useState(false);
  usePageMeta('votes');
  return (
    <>
      {/* The polls' chunk is requested once the page is on screen, off its critical path. */}
      <AfterFirstPaint fallback={<Loading />}>
        <Suspense fallback={<Loading />}>
          <CurrentPolls onConnect={() => setConnectOpen(true)} />
        </Suspense>
      </AfterFirstPaint>
      {isConnectOpen && !auth ? (
        <Suspense fallback={null}>
          <ConnectDialog onClose={() => setConnectOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export function PastPollsTab() {
  usePageMeta('votesPast');
  return (
    <AfterFirstPaint fallback={<Loading />}>
      <Suspense fallback={<Loading />}>
        <PastPolls />
      </Suspense>
    </AfterFirstPaint>
  );
}
