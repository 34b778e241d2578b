// An X-Ray alert's severity as a pill (info, low, medium, high, critical), in the reader's language. Lives in lib
// because the X-Ray page and the holdings' alerts panel both show it and features do not import each other.
import type { Severity } from '@k3/shared';
import { useXrayTranslation } from './xray-texts';
import './severity-badge.css';

export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useXrayTranslation();
  return <span className={`severity-badge severity-${severity}`}>{t(`xray.severity.${severity}`)}</span>;
}
