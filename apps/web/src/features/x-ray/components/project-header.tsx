// The head of a project's audit (issue 11 §3): logo, name, symbol, price, 24h change, the score gauge, the tags with
// why each was given, the score's confidence (how many of the 31 checks ran, what did not), and the demo label.
import { formatUsd, type XrayProjectDetail } from '@k3/shared';
import { MockLabel } from '../../../components/ui/page';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { ChangeText, ProjectLogo } from './project-row';
import { ScoreConfidence } from './score-confidence';
import { ScoreGauge } from './score-gauge';
import { TagList } from './tag-list';

const LOGO_SIZE = 56;

export function ProjectHeader({ project, isMock = false }: { project: XrayProjectDetail; isMock?: boolean }) {
  const { t, locale, categoryName } = useXrayTexts();
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
            {/* A token audited by its address has no market rank. */}
            {project.token ? null : <span>{t('xray.project.rank', { rank: project.rank })}</span>}
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
                <li key={category.id}>{categoryName(category.id, category.name)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="xray-header-score">
        <ScoreGauge score={project.score} withheld={project.confidence === 'insufficient'} />
        <ScoreConfidence project={project} />
        <p className="muted">{t('xray.detail.alertsCount', { count: project.alertCounts.total })}</p>
      </div>
    </header>
  );
}
