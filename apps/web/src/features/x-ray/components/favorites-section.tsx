// The favorites of the X-Ray home (issue 11 §3 "favorites first"): the signed-in user's chosen projects in their
// order, with "Customize favorites"; a visitor sees why to connect and the connect button (`onConnect`, from the route).
import { XRAY_FAVORITES_MAX, type XrayProjectSummary } from '@k3/shared';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/page';
import { useAuth } from '../../../lib/auth';
import { useFavorites } from '../api/favorites';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { FavoritesDialog } from './favorites-dialog';
import { ProjectList } from './project-row';

const NO_IDS: readonly string[] = [];
const NO_PROJECTS: readonly XrayProjectSummary[] = [];

function SignedInFavorites() {
  const { t } = useXrayTexts();
  const favorites = useFavorites();
  const ids = favorites.data?.ids ?? NO_IDS;
  const projects = favorites.data?.items ?? NO_PROJECTS;
  const [isEditing, setEditing] = useState(false);

  let content;
  if (favorites.isPending) {
    content = (
      <p role="status" className="muted">
        {t('xray.favorites.loading')}
      </p>
    );
  } else if (ids.length === 0) {
    content = (
      <EmptyState level={3} title={t('xray.favorites.empty')} text={t('xray.favorites.emptyText', { max: XRAY_FAVORITES_MAX })} />
    );
  } else {
    content = <ProjectList projects={projects} label={t('xray.favorites.title')} />;
  }

  return (
    <>
      <div className="xray-block-header">
        <h2 id="xray-favorites" className="section-title">
          {t('xray.favorites.title')}
        </h2>
        <button type="button" className="button button-secondary" disabled={favorites.isPending} onClick={() => setEditing(true)}>
          {t('xray.favorites.customize')}
        </button>
      </div>
      {content}
      {isEditing ? <FavoritesDialog ids={ids} projects={projects} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

export function FavoritesSection({ onConnect }: { onConnect: () => void }) {
  const { t } = useXrayTexts();
  const auth = useAuth();
  return (
    <section className="xray-block" aria-labelledby="xray-favorites">
      {auth ? (
        <SignedInFavorites key={auth.wallet} />
      ) : (
        <>
          <h2 id="xray-favorites" className="section-title">
            {t('xray.favorites.title')}
          </h2>
          <div className="xray-connect-prompt card">
            <h3>{t('xray.favorites.visitorTitle')}</h3>
            <p className="muted">{t('xray.favorites.visitorText', { max: XRAY_FAVORITES_MAX })}</p>
            <button type="button" className="button button-primary" onClick={onConnect}>
              {t('xray.detail.locked.connectButton')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
