// A project's score in a list row: the audit badge shared with the dashboard, named "Score 72 out of 100", with the
// score's confidence beside it.
import type { XrayConfidence } from '@k3/shared';
import { AuditScoreBadge } from '../../../lib/audit-score-badge';
import { useXrayTranslation } from '../../../lib/xray-texts';

export function ScoreBadge({ score, confidence }: { score: number | null; confidence: XrayConfidence | null }) {
  const { t } = useXrayTranslation();
  return (
    <AuditScoreBadge
      score={score}
      confidence={confidence}
      label={score === null ? t('xray.project.noScore') : t('xray.project.scoreValue', { score })}
    />
  );
}
