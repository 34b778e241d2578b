// "You may also like" (spec §2 "X-Ray: … 'You may also like' similar projects"): `GET /api/x-ray/projects/{id}/similar`.
// Nothing is shown while it loads or when it fails: the audit above is the page.
import { useSimilar } from '../api/get-project';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { ProjectList } from './project-row';

export function SimilarProjects({ id }: { id: string }) {
  const { t } = useXrayTexts();
  const similar = useSimilar(id);
  if (!similar.data) return null;
  return (
    <section className="xray-block" aria-labelledby="xray-similar">
      <h2 id="xray-similar" className="section-title">
        {t('xray.detail.similar')}
      </h2>
      {similar.data.length === 0 ? (
        <p className="muted">{t('xray.detail.similarEmpty')}</p>
      ) : (
        <ProjectList projects={similar.data} label={t('xray.detail.similar')} />
      )}
    </section>
  );
}
