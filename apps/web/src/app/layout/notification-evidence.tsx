// The evidence under a notification (the bell's panel, the /notifications page): X-Ray's evidence list, a lazy chunk
// asked for only when a notification has evidence to show, with X-Ray's texts (its labels, "Copy").
import { lazy } from 'react';
import type { XrayAlertEvidence } from '@k3/shared';
import { loadXrayTexts } from '../../lib/xray-texts';

const AlertEvidenceList = lazy(() =>
  Promise.all([import('./notification-evidence-list'), loadXrayTexts()]).then(([m]) => ({ default: m.AlertEvidenceList })),
);

export function NotificationEvidence({ evidence }: { evidence: readonly XrayAlertEvidence[] }) {
  return (
    <div className="notification-evidence">
      <AlertEvidenceList evidence={evidence} />
    </div>
  );
}
