// What a polls tab shows before or instead of its polls: loading, a failed load with a retry, and the spec's empty
// state (spec §8 "No poll is available for the moment, please check back later.").
import { EmptyState } from '../../../components/ui/page';
import { useVotesTexts } from '../hooks/use-votes-texts';

export function PollsLoading() {
  const { t } = useVotesTexts();
  return (
    <p className="muted" role="status">
      {t('votes.loading')}
    </p>
  );
}

export function PollsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useVotesTexts();
  return (
    <div className="poll-load-error">
      <p className="form-error" role="alert">
        {t('votes.loadError')}
      </p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('votes.retry')}
      </button>
    </div>
  );
}

export function NoPoll({ tab }: { tab: 'current' | 'past' }) {
  const { t } = useVotesTexts();
  const title = tab === 'current' ? t('votes.empty.currentTitle') : t('votes.empty.pastTitle');
  return <EmptyState title={title} text={t('votes.empty.text')} />;
}
