// The head of a project's audit (issue 11 §3): logo, name, symbol, price, 24h change, the score gauge, the tags with
// why each was given, how many of the 31 checks ran (and a warning when too few did), and the demo label.
import { formatUsd, type XrayProjectDetail } from '@k3/shared';
import { MockLabel } from '../../../components/ui/page';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { ChangeText, ProjectLogo } from './project-row';
import { ScoreGauge } from './score-gauge';
import { ScoreHistory } from './score-history';
import { TagList } from './tag-list';

const LOGO_SIZE = 56;

export function ProjectHeader({ project, isMock = false }: { project: XrayProjectDetail; isMock?: boolean }) {
  const { t, locale } = useXrayTexts();
  const { coverage } = project;
  const auditedAt = project.auditedAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(project.auditedAt))
    : null;
  return (
    <header className="xray-header card">
      <div className="xray-header-main">
        <ProjectLogo project={project} size={LOGO_SIZE} />
        <div className="xray-header-text">
          <div className="xray-header-title-row">
            <h1 className="page-title">
              {project.name} <span className="xray-symbol">{project.symbol.toUpperCase()}</span>
            </h1>
            {isMock ? <MockLabel /> : null}
            {project.demo ? (
              <span className="demo-badge" title={t('xray.demoHint')}>
                {t('xray.demo')}
              </span>
            ) : null}
          </div>
          <p className="xray-header-meta muted">
            <span>{t('xray.project.rank', { rank: project.rank })}</span>
            <span>{auditedAt ? t('xray.detail.auditedAt', { date: auditedAt }) : t('xray.detail.notAudited')}</span>
          </p>
          <dl className="xray-header-figures">
            <div>
              <dt>{t('xray.project.price')}</dt>
              <dd>{project.price === null ? '—' : formatUsd(project.price, locale)}</dd>
            </div>
            <div>
              <dt>{t('xray.project.change24h')}</dt>
              <dd>
                <ChangeText change={project.change24h} locale={locale} />
              </dd>
            </div>
            <div>
              <dt>{t('xray.detail.marketCap')}</dt>
              <dd>
                {project.marketCap === null ? (
                  <span className="muted">{t('xray.reasons.notPublished')}</span>
                ) : (
                  formatUsd(project.marketCap, locale)
                )}
              </dd>
            </div>
          </dl>
          <TagList tags={project.tags} reasons={project.tagReasons} />
          {project.categories.length > 0 ? (
            <ul className="xray-categories" aria-label={t('xray.detail.categories')}>
              {project.categories.map((category) => (
                <li key={category.id}>{category.name}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="xray-header-score">
        <ScoreGauge score={project.score} />
        <p className="xray-coverage">{t('xray.detail.coverage', { checked: coverage.checked, total: coverage.total })}</p>
        <p className="muted">{t('xray.detail.alertsCount', { count: project.alertCounts.total })}</p>
        <ScoreHistory id={project.id} />
        {coverage.low || project.lowCoverage ? (
          <p className="xray-low-coverage" role="note">
            {t('xray.detail.lowCoverage')}
          </p>
        ) : null}
      </div>
    </header>
  );
}
