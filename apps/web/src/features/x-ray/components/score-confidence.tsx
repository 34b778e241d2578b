// The score's confidence under the gauge (issue 25 §1): the level in words, what it means, how many checks ran and
// what share of their weight, and the sections none of whose checks ran ("Not checked: Security") — a clean score on
// part of the picture is never read as a safe token. An audit stored before confidence was recorded shows the checks
// count only.
import type { XrayProjectDetail } from '@k3/shared';
import { useXrayTexts } from '../hooks/use-xray-texts';

export function ScoreConfidence({ project }: { project: XrayProjectDetail }) {
  const { t, locale } = useXrayTexts();
  const basis = project.confidenceBasis;
  const { coverage } = project;
  const checks = (
    <p className="xray-coverage">{t('xray.detail.coverage', { checked: coverage.checked, total: coverage.total })}</p>
  );
  if (!basis) {
    return (
      <>
        {checks}
        {coverage.low || project.lowCoverage ? (
          <p className="xray-low-coverage" role="note">
            {t('xray.detail.lowCoverage')}
          </p>
        ) : null}
      </>
    );
  }
  const level = basis.level;
  const sections = basis.notChecked.map((s) => t(`xray.detail.sections.${s}`)).join(', ');
  return (
    <div className={`xray-confidence xray-confidence-${level}`}>
      <p className="xray-confidence-level">
        {t('xray.confidence.prefix')} <strong>{t(`xray.confidence.short.${level}`)}</strong>
      </p>
      {checks}
      <p className="muted">
        {t('xray.confidence.weight', {
          share: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(basis.weightShare),
        })}
      </p>
      <p className={level === 'high' || level === 'medium' ? 'muted' : 'xray-low-coverage'} role="note">
        {t(`xray.confidence.explain.${level}`)}
        {sections ? ` ${t('xray.confidence.notChecked', { sections })}` : ''}
      </p>
    </div>
  );
}
