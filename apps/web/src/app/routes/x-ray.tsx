// X-Ray (spec §2): "/x-ray" (alias "/xray") search and lists, "/x-ray/{id}" (alias "/xray/{id}") project detail,
// "/x-ray/tops/{type}" the three lists; an unknown list type is a 404. The pages' content (the X-Ray feature, its API
// calls and schemas) is a lazy chunk of its own, asked for once the route has painted its header, so it stays off the
// route's critical path like the news hub (docs/architecture.md "Performance budgets": 150 KB on every route). A
// visitor's "Connect" (favorites, locked sections) opens the header's wallet choices in place (issue 9 §1).
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/ui/page';
import { isMockedPage } from '../../config/env';
import { isXrayTopType, type XrayTopType } from '../../config/paths';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAuth } from '../../lib/auth';
import { useXrayTranslation } from '../../lib/xray-texts';
import { NotFoundRoute } from './not-found';

export { loadXrayTexts } from '../../lib/xray-texts';

const XrayHome = lazy(() => import('../../features/x-ray/components/xray-home'));
const ProjectDetail = lazy(() => import('../../features/x-ray/components/project-detail'));
const TopsPage = lazy(() => import('../../features/x-ray/components/tops-page'));
const ConnectDialog = lazy(() =>
  import('../../features/auth/components/connect-dialog').then((m) => ({ default: m.ConnectDialog })),
);

/** The wallet choices in a dialog, for a visitor: `open` shows them, a sign-in closes them. */
function useConnectDialog() {
  const auth = useAuth();
  const [isOpen, setOpen] = useState(false);
  const dialog =
    isOpen && !auth ? (
      <Suspense fallback={null}>
        <ConnectDialog onClose={() => setOpen(false)} />
      </Suspense>
    ) : null;
  return { open: () => setOpen(true), dialog };
}

/** Renders `children` from the render after the first paint, `fallback` until then. */
function AfterPaint({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [isPainted, setPainted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPainted(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return isPainted ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

function Loading() {
  const { t } = useXrayTranslation();
  return (
    <p className="muted" role="status">
      {t('xray.loading')}
    </p>
  );
}

export function XraySearchRoute() {
  const { t } = useXrayTranslation();
  const connect = useConnectDialog();
  usePageMeta('xray');
  return (
    <>
      <PageHeader title={t('xray.title')} description={t('xray.description')} isMock={isMockedPage('x-ray')} />
      <AfterPaint fallback={<Loading />}>
        <XrayHome onConnect={connect.open} />
      </AfterPaint>
      {connect.dialog}
    </>
  );
}

/** While the detail's chunk loads: the page's meta and a header naming the id. */
function ProjectLoading({ id }: { id: string }) {
  const { t } = useXrayTranslation();
  usePageMeta('xrayProject', { id });
  return (
    <>
      <PageHeader title={t('xray.detail.title', { name: id })} isMock={isMockedPage('x-ray')} />
      <Loading />
    </>
  );
}

export function XrayProjectRoute() {
  const { id = '' } = useParams();
  const connect = useConnectDialog();
  return (
    <>
      <AfterPaint fallback={<ProjectLoading id={id} />}>
        <ProjectDetail key={id} id={id} onConnect={connect.open} isMock={isMockedPage('x-ray')} />
      </AfterPaint>
      {connect.dialog}
    </>
  );
}

export function XrayTopsRoute() {
  const { type } = useParams();
  if (!isXrayTopType(type)) return <NotFoundRoute />;
  return <XrayTops type={type} />;
}

const TOPS_META = { winners: 'xrayWinners', losers: 'xrayLosers', audited: 'xrayAudited' } as const;

function XrayTops({ type }: { type: XrayTopType }) {
  const { t } = useXrayTranslation();
  usePageMeta(TOPS_META[type]);
  return (
    <>
      <PageHeader title={t(`xray.tops.${type}`)} isMock={isMockedPage('x-ray')} />
      <AfterPaint fallback={<Loading />}>
        <TopsPage type={type} />
      </AfterPaint>
    </>
  );
}
