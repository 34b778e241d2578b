// The 404 page for unknown routes (and unknown X-Ray list types).
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useAppTranslation } from '../../lib/i18n';

export function NotFoundRoute() {
  const { t } = useAppTranslation();
  usePageMeta('notFound');
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t('common.notFound.title')}</h1>
      <p>{t('common.notFound.text')}</p>
      <Link to={paths.home.getHref()} className="button button-primary">
        {t('common.notFound.home')}
      </Link>
    </div>
  );
}
