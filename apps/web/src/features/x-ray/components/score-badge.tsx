// A project's score in a list row: the audit badge shared with the dashboard, named "Score 72 out of 100".
import { AuditScoreBadge } from '../../../lib/audit-score-badge';
import { useAppTranslation } from '../../../lib/i18n';

export function ScoreBadge({ score }: { score: number | null }) {
  const { t } = useAppTranslation();
  return (
    <AuditScoreBadge score={score} label={score === null ? t('xray.project.noScore') : t('xray.project.scoreValue', { score })} />
  );
}
