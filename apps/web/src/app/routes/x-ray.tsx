// X-Ray (spec §2): "/x-ray" (alias "/xray") search and lists, "/x-ray/{id}" (alias "/xray/{id}") project detail,
// "/x-ray/tops/{type}" the three lists. An unknown list type is a 404.
import { Link, useNavigate, useParams } from 'react-router';
import { XrayIcon } from '../../components/icons/icons';
import { EmptyState, PageHeader } from '../../components/ui/page';
import { isMockedPage } from '../../config/env';
import { XRAY_TOP_TYPES, isXrayTopType, paths } from '../../config/paths';
import { ProjectSearch } from '../../features/x-ray/components/project-search';
import { usePageMeta } from '../../hooks/use-page-meta';
import { NotFoundRoute } from './not-found';
import { useAppTranslation } from '../../lib/i18n';

export function XraySearchRoute() {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  usePageMeta('xray');
  return (
    <>
      <PageHeader title={t('pages.xray.title')} description={t('pages.xray.description')} isMock={isMockedPage('x-ray')} />
      <ProjectSearch onSearch={(id) => void navigate(paths.xrayProject.getHref(id))} />
      <section aria-labelledby="xray-lists">
        <h2 id="xray-lists" className="section-title">
          {t('pages.xray.listsTitle')}
        </h2>
        <ul className="link-cards">
          {XRAY_TOP_TYPES.map((type) => (
            <li key={type}>
              <Link to={paths.xrayTops.getHref(type)} className="link-card">
                <XrayIcon />
                <span>{t(`pages.xray.tops.${type}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function XrayProjectRoute() {
  const { t } = useAppTranslation();
  const { id = '' } = useParams();
  usePageMeta('xrayProject', { id });
  return (
    <>
      <PageHeader title={t('pages.xray.project.title', { id })} isMock={isMockedPage('x-ray')} />
      <EmptyState title={t('pages.xray.project.emptyTitle')} text={t('pages.xray.project.emptyText')} />
      <p>
        <Link to={paths.xray.getHref()}>{t('pages.xray.back')}</Link>
      </p>
    </>
  );
}

export function XrayTopsRoute() {
  const { type } = useParams();
  if (!isXrayTopType(type)) return <NotFoundRoute />;
  return <XrayTopsList type={type} />;
}

const TOPS_META = { winners: 'xrayWinners', losers: 'xrayLosers', audited: 'xrayAudited' } as const;

function XrayTopsList({ type }: { type: (typeof XRAY_TOP_TYPES)[number] }) {
  const { t } = useAppTranslation();
  usePageMeta(TOPS_META[type]);
  return (
    <>
      <PageHeader title={t(`pages.xray.tops.${type}`)} isMock={isMockedPage('x-ray')} />
      <EmptyState title={t('pages.xray.topsEmptyTitle')} text={t('pages.xray.topsEmptyText')} />
      <p>
        <Link to={paths.xray.getHref()}>{t('pages.xray.back')}</Link>
      </p>
    </>
  );
}
