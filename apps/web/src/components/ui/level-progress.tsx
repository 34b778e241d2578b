// The level progress bar (spec §2 "level, XP … and a level progress bar"; spec §3 levelInfo): the share of the current
// level's step already earned, on the quadratic curve of @k3/shared levelInfo. Shown in the dashboard header and the
// rewards' Earn tab.
import type { User } from '@k3/shared';
import { useAppTranslation } from '../../lib/i18n';
import { levelProgress } from '../../lib/level-progress';
import './level-progress.css';

const PROGRESS_WIDTH = 100;

export function LevelProgress({ level }: { level: User['levelInfo'] | undefined }) {
  const { t } = useAppTranslation();
  const ratio = level ? levelProgress(level) : 0;
  return (
    <div
      className="level-progress"
      role="progressbar"
      aria-label={t('common.level.progress')}
      aria-valuemin={level?.fullXp ?? 0}
      aria-valuemax={level?.next ?? 1}
      aria-valuenow={level?.xp ?? 0}
      aria-valuetext={level ? t('common.level.progressText', { xp: level.xp, next: level.next }) : undefined}
    >
      <svg viewBox={`0 0 ${PROGRESS_WIDTH} 4`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <rect className="level-progress-track" width={PROGRESS_WIDTH} height="4" rx="2" />
        <rect className="level-progress-fill" width={PROGRESS_WIDTH * ratio} height="4" rx="2" />
      </svg>
    </div>
  );
}
