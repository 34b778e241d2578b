// The three X-Ray lists (spec §2 "/x-ray/tops/{type}": Top Winners 24h, Top Losers 24h, Last Audited Projects): the
// head of each on the X-Ray home with a link to the whole list, and the whole list on its own page.
import { Link } from 'react-router';
import { XRAY_TOP_TYPES, type XrayTopType } from '@k3/shared';
import { EmptyState } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { useTops } from '../api/get-tops';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { ProjectList } from './project-row';

/** Entries of each list shown on the X-Ray home. */
export const TOP_PREVIEW_SIZE = 5;

function TopContent({ type, limit }: { type: XrayTopType; limit?: number }) {
  const { t } = useXrayTexts();
  const tops = useTops(type);
  if (tops.isError) {
    return (
      <p role="alert" className="form-error">
        {t('xray.tops.error')}
      </p>
    );
  }
  if (!tops.data) {
    return (
      <p role="status" className="muted">
        {t('xray.loading')}
      </p>
    );
  }
  if (tops.data.items.length === 0) {
    return <EmptyState level={3} title={t('xray.tops.empty')} text={t('xray.tops.emptyText')} />;
  }
  const items = limit === undefined ? tops.data.items : tops.data.items.slice(0, limit);
  return <ProjectList projects={items} label={t(`xray.tops.${type}`)} />;
}

export function TopLists() {
  const { t } = useXrayTexts();
  return (
    <section className="xray-block" aria-labelledby="xray-lists">
      <h2 id="xray-lists" className="section-title">
        {t('xray.tops.title')}
      </h2>
      <div className="xray-tops">
        {XRAY_TOP_TYPES.map((type) => {
          const title = t(`xray.tops.${type}`);
          return (
            <section key={type} className="card xray-top" aria-labelledby={`xray-top-${type}`}>
              <h3 id={`xray-top-${type}`} className="xray-top-title">
                {title}
              </h3>
              <TopContent type={type} limit={TOP_PREVIEW_SIZE} />
              <Link className="xray-top-more" to={paths.xrayTops.getHref(type)} aria-label={t('xray.tops.seeAll', { title })}>
                {t('xray.tops.seeAllShort')}
              </Link>
            </section>
          );
        })}
      </div>
    </section>
  );
}

/** The whole list, for /x-ray/tops/{type}. */
export function TopList({ type }: { type: XrayTopType }) {
  const { t } = useXrayTexts();
  return (
    <div className="xray-page">
      <TopContent type={type} />
      <p>
        <Link to={paths.xray.getHref()}>{t('xray.tops.back')}</Link>
      </p>
    </div>
  );
}
