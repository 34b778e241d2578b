// The audit score as a half-circle gauge from 0 to 100 (issue 11 §3): an image named by its value, the number also
// written in it, the arc coloured by the score's band.
import { useXrayTranslation } from '../../../lib/xray-texts';
import { auditBand as scoreBand } from '../../../lib/audit-score';

const ARC = 'M 10 60 A 50 50 0 0 1 110 60';

/** `withheld`: too few checks ran, the score is held back ("Not enough data"), not missing. */
export function ScoreGauge({ score, withheld = false }: { score: number | null; withheld?: boolean }) {
  const { t } = useXrayTranslation();
  const none = withheld ? t('xray.confidence.short.insufficient') : t('xray.project.noScore');
  const label = `${t('xray.detail.gauge')}: ${score === null ? none : t('xray.project.scoreValue', { score })}`;
  const filled = score === null ? 0 : Math.min(100, Math.max(0, score));
  return (
    <svg className={`xray-gauge xray-band-${scoreBand(score)}`} viewBox="0 0 120 70" role="img" aria-label={label}>
      <path className="xray-gauge-track" d={ARC} pathLength={100} />
      {filled > 0 ? <path className="xray-gauge-value" d={ARC} pathLength={100} strokeDasharray={`${filled} 100`} /> : null}
      <text className="xray-gauge-number" x="60" y="56" textAnchor="middle">
        {score ?? '—'}
      </text>
      <text className="xray-gauge-scale" x="60" y="68" textAnchor="middle">
        /100
      </text>
    </svg>
  );
}
