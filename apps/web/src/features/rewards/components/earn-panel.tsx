// The Earn tab (spec §2 "Rewards: tabs Earn, Quests, Ranking"; §1 "rewards, share and earn, referrals, levels"): the
// user's level, XP and progress bar, the daily Share & Earn, the quests and the referral program.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatAmount } from '@k3/shared';
import { LevelProgress } from '../../../components/ui/level-progress';
import { ShareDialog } from '../../../components/ui/share-dialog';
import { paths } from '../../../config/paths';
import { currentLocale } from '../../../lib/i18n';
import { useMe } from '../../../lib/me';
import { hasSharedToday } from '../../../lib/share-label';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { ReferralsCard } from './referrals-card';
import './rewards.css';

function LevelCard() {
  const { t } = useRewardsTexts();
  const { data: me } = useMe();
  const level = me?.levelInfo;
  const locale = currentLocale();
  return (
    <section className="card earn-card earn-level" aria-labelledby="earn-level-title" aria-busy={me ? undefined : true}>
      <h2 id="earn-level-title" className="card-title">
        {t('rewards.earn.level.title')}
      </h2>
      <dl className="earn-figures">
        <div>
          <dt>{t('rewards.earn.level.level')}</dt>
          <dd>{level ? level.level : '…'}</dd>
        </div>
        <div>
          <dt>{t('rewards.earn.level.xp')}</dt>
          <dd>{level ? formatAmount(level.xp, locale) : '…'}</dd>
        </div>
      </dl>
      <LevelProgress level={level} />
      {level ? (
        <p className="muted earn-note">
          {t('rewards.earn.level.toNext', { count: Math.max(0, level.next - level.xp), level: level.level + 1 })}
        </p>
      ) : null}
    </section>
  );
}

function ShareEarnCard() {
  const { t } = useRewardsTexts();
  const { data: me } = useMe();
  const [isSharing, setSharing] = useState(false);
  const hasShared = hasSharedToday(me?.system.lastShare ?? null);
  return (
    <section className="card earn-card" aria-labelledby="earn-share-title">
      <h2 id="earn-share-title" className="card-title">
        {t('rewards.earn.share.title')}
      </h2>
      <p className="muted">{hasShared ? t('rewards.earn.share.done') : t('rewards.earn.share.text')}</p>
      <button type="button" className="button button-primary" aria-haspopup="dialog" onClick={() => setSharing(true)}>
        {hasShared ? t('rewards.earn.share.button') : t('rewards.earn.share.buttonEarn')}
      </button>
      <ShareDialog open={isSharing} onClose={() => setSharing(false)} />
    </section>
  );
}

function QuestsCard() {
  const { t } = useRewardsTexts();
  return (
    <section className="card earn-card" aria-labelledby="earn-quests-title">
      <h2 id="earn-quests-title" className="card-title">
        {t('rewards.earn.quests.title')}
      </h2>
      <p className="muted">{t('rewards.earn.quests.text')}</p>
      <Link className="button button-secondary" to={paths.quests.getHref()}>
        {t('rewards.earn.quests.link')}
      </Link>
    </section>
  );
}

export function EarnPanel() {
  return (
    <div className="earn-grid">
      <LevelCard />
      <ShareEarnCard />
      <QuestsCard />
      <ReferralsCard />
    </div>
  );
}
