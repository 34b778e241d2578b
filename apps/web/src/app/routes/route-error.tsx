// Shown when a page fails to render or its code fails to load (e.g. after a deployment replaced the chunks).
import { useRouteError } from 'react-router';
import { useAppTranslation } from '../../lib/i18n';

export function RouteError() {
  const { t } = useAppTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="not-found" role="alert">
      <h1>{t('common.routeError.title')}</h1>
      <p>{t('common.routeError.text')}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('common.routeError.reload')}
      </button>
    </div>
  );
}
