// An X-Ray audit score as a small pill coloured by its band (issue 11 §3), linking to the project's X-Ray page when
// given `href`. The caller names it in the reader's language ("Audit score of Bitcoin: 65 of 100"): the name is what a
// screen reader says, the number and colour what the eye sees. Lives in lib because both the dashboard and SmartFolio
// tables show it and features do not import each other.
import { Link } from 'react-router';
import { auditBand } from './audit-score';
import './audit-score-badge.css';

interface AuditScoreBadgeProps {
  /** 0–100; null: not audited ("–"); undefined: not known yet ("…"). */
  score: number | null | undefined;
  label: string;
  href?: string;
  size?: 'small' | 'large';
}

export function AuditScoreBadge({ score, label, href, size = 'small' }: AuditScoreBadgeProps) {
  const className = `audit-badge audit-band-${auditBand(score)}${size === 'large' ? ' audit-badge-large' : ''}`;
  const content = (
    <>
      <span aria-hidden="true">{score === undefined ? '…' : (score ?? '–')}</span>
      <span className="visually-hidden">{label}</span>
    </>
  );
  return href ? (
    <Link className={className} to={href} title={label}>
      {content}
    </Link>
  ) : (
    <span className={className} title={label}>
      {content}
    </span>
  );
}
