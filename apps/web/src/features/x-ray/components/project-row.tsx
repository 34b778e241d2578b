// One project in a list (search results, favorites, tops, "You may also like"): logo, name, symbol, price, 24h change,
// score badge and tags, the whole row a link to its audit.
import { Link } from 'react-router';
import { formatPercent, formatUsd, type XrayProjectSummary } from '@k3/shared';
import { paths } from '../../../config/paths';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { ScoreBadge } from './score-badge';
import { TagList } from './tag-list';

const LOGO_SIZE = 32;

export function ProjectLogo({
  project,
  size = LOGO_SIZE,
}: {
  project: Pick<XrayProjectSummary, 'image' | 'symbol'>;
  size?: number;
}) {
  if (project.image) {
    return <img className="xray-logo" src={project.image} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span className="xray-logo xray-logo-fallback" aria-hidden="true" style={{ width: size, height: size }}>
      {project.symbol.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function ChangeText({ change, locale }: { change: number | null; locale: string }) {
  if (change === null) return <span className="muted">—</span>;
  const trend = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return <span className={`trend-${trend}`}>{formatPercent(change, locale)}</span>;
}

/** The name is the link (a short accessible name); CSS stretches its target over the whole row. */
export function ProjectRow({ project }: { project: XrayProjectSummary }) {
  const { t, locale } = useXrayTexts();
  return (
    <div className="xray-row">
      <ProjectLogo project={project} />
      <span className="xray-row-name">
        <Link to={paths.xrayProject.getHref(project.id)} className="xray-row-link">
          {project.name}
        </Link>
        <span className="xray-symbol">{project.symbol.toUpperCase()}</span>
      </span>
      <span className="xray-row-price">
        <span className="visually-hidden">{t('xray.project.price')} </span>
        {project.price === null ? '—' : formatUsd(project.price, locale)}
      </span>
      <span className="xray-row-change">
        <span className="visually-hidden">{t('xray.project.change24h')} </span>
        <ChangeText change={project.change24h} locale={locale} />
      </span>
      <ScoreBadge score={project.score} confidence={project.confidence} />
      <div className="xray-row-tags">
        <TagList tags={project.tags} />
      </div>
    </div>
  );
}

export function ProjectList({ projects, label }: { projects: readonly XrayProjectSummary[]; label?: string }) {
  return (
    <ul className="xray-list" aria-label={label}>
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectRow project={project} />
        </li>
      ))}
    </ul>
  );
}
