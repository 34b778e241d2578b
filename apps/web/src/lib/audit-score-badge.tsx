// An X-Ray audit score as a small pill coloured by its band (issue 11 §3), linking to the project's X-Ray page when
// given `href`, with the score's confidence written beside it (issue 25 §1: a score never stands without how far it
// can be trusted; "Not enough data" when the score is withheld). The caller names it in the reader's language ("Audit
// score of Bitcoin: 65 of 100"): the name is what a screen reader says, the number and colour what the eye sees. Lives
// in lib because the X-Ray lists, the dashboard and SmartFolio tables show it and features do not import each other.
import type { XrayConfidence } from '@k3/shared';
import { Link } from 'react-router';
import { auditBand } from './audit-score';
import { useXrayTranslation } from './xray-texts';
import './audit-score-badge.css';

interface AuditScoreBadgeProps {
  /** 0–100; null: not audited or withheld ("–"); undefined: not known yet ("…"). */
  score: number | null | undefined;
  label: string;
  href?: string;
  size?: 'small' | 'large';
  /** The score's confidence; null or absent: not recorded (no audit, or one stored before confidence was). */
  confidence?: XrayConfidence | null;
}

export function AuditScoreBadge({ score, label, href, size = 'small', confidence }: AuditScoreBadgeProps) {
  const { t } = useXrayTranslation();
  const className = `audit-badge audit-band-${auditBand(score)}${size === 'large' ? ' audit-badge-large' : ''}`;
  const level = confidence ? t(`xray.confidence.short.${confidence}`) : null;
  const named = confidence
    ? confidence === 'insufficient'
      ? `${label}. ${t('xray.confidence.withheld')}`
      : `${label}, ${t('xray.confidence.named', { level: level!.toLowerCase() })}`
    : label;
  const content = (
    <>
      <span aria-hidden="true">{score === undefined ? '…' : (score ?? '–')}</span>
      <span className="visually-hidden">{named}</span>
    </>
  );
  const pill = href ? (
    <Link className={className} to={href} title={named}>
      {content}
    </Link>
  ) : (
    <span className={className} title={named}>
      {content}
    </span>
  );
  if (!confidence) return pill;
  return (
    <span className="audit-score">
      {pill}
      <span className={`audit-confidence audit-confidence-${confidence}`} aria-hidden="true">
        {level}
      </span>
    </span>
  );
}
