// "Customize favorites" (issue 11 §3): the user's favorites in their order, each movable up or down and removable, and
// a search to add projects, up to XRAY_FAVORITES_MAX. Nothing is sent until Save (`PUT /api/me/favorites`); Cancel,
// Escape or the backdrop leave them as they were.
import { useId, useState } from 'react';
import { XRAY_FAVORITES_MAX, type XrayProjectSummary } from '@k3/shared';
import { Dialog } from '../../../components/ui/dialog';
import { notify } from '../../../lib/toast';
import { useSaveFavorites } from '../api/favorites';
import { useProjects } from '../api/get-projects';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { moveItem } from '../utils/favorites';
import { SEARCH_DEBOUNCE_MS } from './project-search';
import { ProjectLogo } from './project-row';

type Known = Pick<XrayProjectSummary, 'id' | 'name' | 'symbol' | 'image'>;

interface FavoritesDialogProps {
  ids: readonly string[];
  /** What is known of the current favorites (name, logo); an id missing here shows as itself. */
  projects: readonly Known[];
  onClose: () => void;
}

export function FavoritesDialog({ ids, projects, onClose }: FavoritesDialogProps) {
  const { t } = useXrayTexts();
  const searchId = useId();
  const [draft, setDraft] = useState<string[]>(() => [...ids]);
  const [known, setKnown] = useState<ReadonlyMap<string, Known>>(() => new Map(projects.map((p) => [p.id, p])));
  const [query, setQuery] = useState('');
  const search = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const results = useProjects({ search, category: '', page: 1 }, search !== '');
  const save = useSaveFavorites();

  const isFull = draft.length >= XRAY_FAVORITES_MAX;
  const nameOf = (id: string) => known.get(id)?.name ?? id;

  const add = (project: XrayProjectSummary) => {
    if (isFull || draft.includes(project.id)) return;
    setKnown((current) => new Map(current).set(project.id, project));
    setDraft((current) => [...current, project.id]);
  };
  const remove = (id: string) => setDraft((current) => current.filter((entry) => entry !== id));
  const move = (index: number, by: -1 | 1) => setDraft((current) => moveItem(current, index, index + by));

  const onSave = () => {
    save.mutate(draft, {
      onSuccess: () => {
        notify.success(t('xray.favorites.saved'));
        onClose();
      },
    });
  };

  return (
    <Dialog open onClose={onClose} title={t('xray.favorites.dialogTitle')} className="xray-favorites-dialog">
      <h3 className="xray-dialog-subtitle">{t('xray.favorites.chosen', { count: draft.length, max: XRAY_FAVORITES_MAX })}</h3>
      {draft.length === 0 ? (
        <p className="muted">{t('xray.favorites.chosenEmpty')}</p>
      ) : (
        <ol className="xray-favorites-edit">
          {draft.map((id, index) => {
            const name = nameOf(id);
            const project = known.get(id);
            return (
              <li key={id}>
                {project ? <ProjectLogo project={project} size={24} /> : null}
                <span className="xray-favorites-edit-name">
                  {name} {project ? <span className="xray-symbol">{project.symbol.toUpperCase()}</span> : null}
                </span>
                <span className="xray-favorites-edit-actions">
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('xray.favorites.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('xray.favorites.moveDown', { name })}
                    disabled={index === draft.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={t('xray.favorites.remove', { name })}
                    onClick={() => remove(id)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}

      <label htmlFor={searchId} className="field-label xray-favorites-add-label">
        {t('xray.favorites.addLabel')}
      </label>
      <input
        id={searchId}
        className="input"
        type="search"
        value={query}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('xray.favorites.addPlaceholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      {isFull ? (
        <p className="field-hint" role="status">
          {t('xray.favorites.full', { max: XRAY_FAVORITES_MAX })}
        </p>
      ) : null}
      {search !== '' && results.data ? (
        results.data.items.length === 0 ? (
          <p className="muted">{t('xray.search.empty')}</p>
        ) : (
          <ul className="xray-favorites-results" aria-label={t('xray.search.results')}>
            {results.data.items.map((project) => {
              const isChosen = draft.includes(project.id);
              return (
                <li key={project.id}>
                  <ProjectLogo project={project} size={24} />
                  <span className="xray-favorites-edit-name">
                    {project.name} <span className="xray-symbol">{project.symbol.toUpperCase()}</span>
                  </span>
                  <button
                    type="button"
                    className="button button-ghost"
                    aria-label={isChosen ? undefined : t('xray.favorites.add', { name: project.name })}
                    disabled={isChosen || isFull}
                    onClick={() => add(project)}
                  >
                    {isChosen ? t('xray.favorites.added') : '+'}
                  </button>
                </li>
              );
            })}
          </ul>
        )
      ) : null}

      {save.isError ? (
        <p role="alert" className="form-error">
          {t('xray.favorites.saveError', { message: save.error.message })}
        </p>
      ) : null}
      <div className="xray-dialog-actions">
        <button type="button" className="button button-ghost" onClick={onClose}>
          {t('xray.favorites.cancel')}
        </button>
        <button type="button" className="button button-primary" disabled={save.isPending} onClick={onSave}>
          {save.isPending ? t('xray.favorites.saving') : t('xray.favorites.save')}
        </button>
      </div>
    </Dialog>
  );
}
