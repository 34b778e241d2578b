// The loading line and the error with a retry button the rewards panels show while their query has no data.
import { useRewardsTexts } from '../hooks/use-rewards-texts';

export function LoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useRewardsTexts();
  if (!isError) {
    return (
      <p role="status" className="muted rewards-status">
        <span className="spinner" aria-hidden="true" /> {t('rewards.loading')}
      </p>
    );
  }
  return (
    <div role="alert" className="rewards-status">
      <p className="form-error">{t('rewards.error')}</p>
      <button type="button" className="button button-secondary" onClick={onRetry}>
        {t('rewards.retry')}
      </button>
    </div>
  );
}
