// The "Demo data" badge of the header, shown whenever the API reports demo: true (issue 2 §3,
// docs/architecture.md "Demo data is labelled as demo wherever it is shown"); its tooltip says the figures are generated.
import { useAppTranslation } from '../../../lib/i18n';
import { useHealth } from '../api/get-health';

export function DemoBadge() {
  const { t } = useAppTranslation();
  const { data } = useHealth();
  if (!data?.demo) return null;
  return (
    <span className="demo-badge" title={t('common.demo.description')}>
      <span className="demo-badge-long">{t('common.demo.label')}</span>
      {/* Phones: the short word, folded into the header's one row (issue 26 §6). */}
      <span className="demo-badge-short">{t('common.demo.short')}</span>
    </span>
  );
}
