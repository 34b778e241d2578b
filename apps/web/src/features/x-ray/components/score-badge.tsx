// A project's score in a list row: the number in a pill coloured by its band, named "Score 72 out of 100".
import { useAppTranslation } from '../../../lib/i18n';
import { auditBand as scoreBand } from '../../../lib/audit-score';

export function ScoreBadge({ score }: { score: number | null }) {
  const { t } = useAppTranslation();
  const label = score === null ? t('xray.project.noScore') : t('xray.project.scoreValue', { score });
  return (
    <span className={`xray-score-badge xray-band-${scoreBand(score)}`} title={label}>
      <span aria-hidden="true">{score ?? '—'}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
