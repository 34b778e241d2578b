// A project's X-Ray audit, /x-ray/{id} (spec §2; issue 11 §3): the header, the charts (price and volume, score history
// with what changed; issue 25 §3), the six sections in the spec's order and "You may also like"; the project-not-found
// page for an unknown id (404 `project_not_found`). "tell me more" opens the chat panel beside the audit and sends a
// prompt naming the section and the project (lib/chat-dock.ts `askAgentK`). A token audited by its address (an id
// `<chain>:<address>`, issue 30 §1) says so under its header. A lazy chunk of the route; `onConnect` opens the wallet
// choices for a visitor.
import { XRAY_SECTIONS, type XrayAlert, type XrayCheck, type XrayProjectDetail, type XraySection } from '@k3/shared';
import { Navigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { askAgentK } from '../../../lib/chat-dock';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { isProjectNotFound, useProject } from '../api/get-project';
import { useChartTexts } from '../hooks/use-chart-texts';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { AuditCharts } from './audit-charts';
import { AuditSection } from './audit-section';
import { ProjectHeader } from './project-header';
import { ProjectNotFound } from './project-not-found';
import { tokenAddressKind } from '../utils/token-address';
import { SimilarProjects } from './similar-projects';
import { TokenNotice } from './token-notice';
import './xray.css';
import './xray-detail.css';

function allAlertsOf(project: XrayProjectDetail): XrayAlert[] {
  return XRAY_SECTIONS.flatMap((section) => {
    const content = project.sections[section];
    return content.locked ? [] : content.alerts;
  });
}

function allChecksOf(project: XrayProjectDetail): XrayCheck[] {
  return XRAY_SECTIONS.flatMap((section) => {
    const content = project.sections[section];
    return content.locked ? [] : content.checks;
  });
}

function Audit({ project, onConnect, isMock }: { project: XrayProjectDetail; onConnect: () => void; isMock: boolean }) {
  const { t, sectionTitle } = useXrayTexts();
  const allAlerts = allAlertsOf(project);
  const allChecks = allChecksOf(project);
  const tellMeMore = (section: XraySection) => {
    const prompt = t('xray.detail.tellMeMorePrompt', {
      section: sectionTitle(section),
      name: project.name,
      symbol: project.symbol.toUpperCase(),
    });
    // The chat opens beside the audit with the prompt sent: the reader stays on the audit (issue 26 §5).
    askAgentK(prompt);
  };
  return (
    <div className="xray-page">
      <ProjectHeader project={project} isMock={isMock} />
      {project.token ? <TokenNotice token={project.token} /> : null}
      <AuditCharts project={project} />
      <div className="xray-sections">
        {XRAY_SECTIONS.map((section) => (
          <AuditSection
            key={section}
            section={section}
            content={project.sections[section]}
            allAlerts={allAlerts}
            allChecks={allChecks}
            onTellMeMore={tellMeMore}
            onConnect={onConnect}
          />
        ))}
      </div>
      <SimilarProjects id={project.id} />
    </div>
  );
}

interface ProjectDetailProps {
  id: string;
  onConnect: () => void;
  /** The page is configured as mocked (spec §2). */
  isMock?: boolean;
}

/** `<chain>:<address>` as the search's parameters, when the address is a token address; else null. */
function unauditedToken(id: string): { search: string; chain: string } | null {
  const match = /^([a-z0-9-]+):([0-9A-Za-z]+)$/.exec(id);
  if (!match || !tokenAddressKind(match[2]!)) return null;
  return { search: match[2]!, chain: match[1]! };
}

export function ProjectDetail({ id, onConnect, isMock = false }: ProjectDetailProps) {
  const { t } = useXrayTexts();
  const project = useProject(id);
  // The charts' texts load with the audit (in parallel, both asked for by this first render), and the audit is shown
  // once both are there: the charts then come in the audit's first render, not as a block pushing the sections down
  // (docs/performance.md "X-Ray page layout shift").
  const charts = useChartTexts();
  usePageMeta('xrayProject', { id: project.data?.name ?? id });

  if (project.data && charts.ready) return <Audit project={project.data} onConnect={onConnect} isMock={isMock} />;
  if (project.isError && isProjectNotFound(project.error)) {
    // A token named by its address that nobody audited yet (a watch notification's link, a shared link): the search
    // with its address typed and its chain chosen, one "Audit" away.
    const token = unauditedToken(id);
    if (token) return <Navigate replace to={paths.xray.getHref(token)} />;
    return <ProjectNotFound id={id} />;
  }
  return (
    <>
      <PageHeader title={t('xray.detail.title', { name: id })} isMock={isMock} />
      {project.isError ? (
        <p role="alert" className="form-error">
          {t('xray.detail.error')}
        </p>
      ) : (
        <p role="status" className="muted">
          {t('xray.detail.loading')}
        </p>
      )}
    </>
  );
}

export default ProjectDetail;
