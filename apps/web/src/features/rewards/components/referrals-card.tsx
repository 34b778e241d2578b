// The referral program (spec §3 "Referrals: count and referral XP", §9 "Referral reward: 10% of each referred user's
// points"): friends referred, XP earned from them, and the referral link with a copy button (spec §8 "Clipboard copy
// gives a success toast").
import { useId } from 'react';
import { formatAmount } from '@k3/shared';
import { currentLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useReferrals } from '../api/get-referrals';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { LoadState } from './load-state';

export function ReferralsCard() {
  const { t } = useRewardsTexts();
  const referrals = useReferrals();
  const linkId = useId();
  const locale = currentLocale();
  const data = referrals.data;

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('rewards.earn.referrals.copied'));
    } catch {
      notify.error(t('rewards.earn.referrals.copyFailed'));
    }
  };

  return (
    <section className="card earn-card earn-referrals" aria-labelledby="earn-referrals-title">
      <h2 id="earn-referrals-title" className="card-title">
        {t('rewards.earn.referrals.title')}
      </h2>
      <p className="muted">{t('rewards.earn.referrals.text')}</p>
      {data ? (
        <>
          <dl className="earn-figures">
            <div>
              <dt>{t('rewards.earn.referrals.count')}</dt>
              <dd>{formatAmount(data.count, locale)}</dd>
            </div>
            <div>
              <dt>{t('rewards.earn.referrals.xp')}</dt>
              <dd>{formatAmount(data.xp, locale)}</dd>
            </div>
          </dl>
          <label className="field-label" htmlFor={linkId}>
            {t('rewards.earn.referrals.link')}
          </label>
          <div className="referral-link">
            <input id={linkId} className="input" value={data.link} readOnly onFocus={(event) => event.target.select()} />
            <button type="button" className="button button-secondary" onClick={() => void copy(data.link)}>
              {t('rewards.earn.referrals.copy')}
            </button>
          </div>
        </>
      ) : (
        <LoadState isError={referrals.isError} onRetry={() => void referrals.refetch()} />
      )}
    </section>
  );
}
