// What an alert rests on (issue 25 §2), shown under its "Why?": the source its measure was read from and when, and
// the evidence found — a story or explorer page as a link (in-app pages through the router), a selector, an offset or
// a header as a copyable value (spec §8 "Clipboard copy gives a success toast").
import { Link } from 'react-router';
import type { XrayAlert, XrayAlertEvidence } from '@k3/shared';
import { ExternalLink } from '../../../components/ui/external-link';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { evidenceTarget, formatAsOf } from '../utils/alert-evidence';
import { copyText } from '../utils/copy-text';

export function AlertSource({ source }: { source: NonNullable<XrayAlert['source']> }) {
  const { t, locale } = useXrayTexts();
  return (
    <p className="xray-alert-source muted">
      {source.asOf
        ? t('xray.detail.source', { name: source.name, date: formatAsOf(source.asOf, locale) })
        : t('xray.detail.sourceUndated', { name: source.name })}
    </p>
  );
}

function EvidenceValue({ evidence, label }: { evidence: XrayAlertEvidence; label: string }) {
  const { t } = useXrayTexts();
  const target = evidenceTarget(evidence);
  if (target.type === 'route') return <Link to={target.to}>{evidence.text ?? evidence.value}</Link>;
  if (target.type === 'external') return <ExternalLink href={target.href}>{evidence.text ?? evidence.value}</ExternalLink>;
  const copy = () => copyText(evidence.value, { copied: t('xray.detail.copied'), copyFailed: t('xray.detail.copyFailed') });
  return (
    <>
      <code className="xray-evidence-code">{evidence.value}</code>
      <button
        type="button"
        className="button button-ghost xray-evidence-copy"
        aria-label={t('xray.detail.copyLabel', { label })}
        onClick={() => void copy()}
      >
        {t('xray.detail.copy')}
      </button>
    </>
  );
}

export function AlertEvidenceList({ evidence }: { evidence: readonly XrayAlertEvidence[] }) {
  const { t, evidenceLabel } = useXrayTexts();
  return (
    <div className="xray-evidence">
      <p className="xray-evidence-title">{t('xray.detail.evidence')}</p>
      <ul className="xray-evidence-list">
        {evidence.map((item, index) => {
          const label = evidenceLabel(item.label);
          return (
            <li key={`${item.label}-${index}`} className="xray-evidence-item">
              <span className="xray-evidence-label">{label}</span>
              <span className="xray-evidence-value">
                <EvidenceValue evidence={item} label={label} />
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
