// One alert of an audit (spec §3 "Alert keys"; issue 11 §3): its severity, its title in the interface language, the
// measured value against the rule's threshold and which side of it is risky ("Risky below 50 %"), and "Why?" opening
// the sentence that says what triggered it, the source of the measure with its as-of time and the evidence found
// (issue 25 §2).
import { useId, useState } from 'react';
import type { XrayAlert } from '@k3/shared';
import { SeverityBadge } from '../../../lib/severity-badge';
import { AlertEvidenceList, AlertSource } from './alert-evidence';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { formatValue } from '../utils/format-field';

export function AlertItem({ alert }: { alert: XrayAlert }) {
  const { t, locale, alertTitle, localized, formatTexts } = useXrayTexts();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const format = (value: number) => {
    const formatted = formatValue(alert.unit, value, locale, formatTexts);
    return formatted.type === 'text' ? formatted.text : String(value);
  };
  return (
    <li className={`xray-alert xray-alert-${alert.severity}`}>
      <div className="xray-alert-head">
        <SeverityBadge severity={alert.severity} />
        <span className="xray-alert-title">{alertTitle(alert.key)}</span>
        <button
          type="button"
          className="button button-ghost xray-alert-toggle"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setOpen((open) => !open)}
        >
          {t('xray.detail.because')}
        </button>
      </div>
      <p className="xray-alert-measure muted">
        <span>{t('xray.detail.measured', { value: format(alert.value) })}</span>
        <span>
          {alert.risky
            ? t(`xray.detail.risky.${alert.risky}`, { value: format(alert.threshold) })
            : t('xray.detail.threshold', { value: format(alert.threshold) })}
        </span>
      </p>
      <div id={panelId} className="xray-alert-why" hidden={!isOpen}>
        <p className="xray-alert-because">{localized(alert.because)}</p>
        {alert.source ? <AlertSource source={alert.source} /> : null}
        {alert.evidence && alert.evidence.length > 0 ? <AlertEvidenceList evidence={alert.evidence} /> : null}
      </div>
    </li>
  );
}

const SEVERITY_ORDER = { critical: 0, high: 1, medium: 2, low: 3, info: 4 } as const;

/** Most severe first. */
export function bySeverity(alerts: readonly XrayAlert[]): XrayAlert[] {
  return [...alerts].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
}
