// The X-Ray search (spec §2 "X-Ray: search box, category filter and reset"; issue 11 §3): a debounced search box, the
// category filter (from /api/x-ray/categories) and a reset, the matching projects a page at a time. The search and the
// filter live in the address (`?search=&category=&page=`), so a reload or the back button keeps them. Accents and case
// are the server's business (xraySearchKey). Words that are a token address (0x… or a Solana mint) also offer, above the
// results, to audit that token by its address (token-lookup-panel.tsx; issue 30 §1).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { XrayIcon } from '../../../components/icons/icons';
import { EmptyState } from '../../../components/ui/page';
import { useXrayTexts } from '../hooks/use-xray-texts';
import { useCategories, useProjects } from '../api/get-projects';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { tokenAddressKind } from '../utils/token-address';
import { ProjectList } from './project-row';
import { TokenLookupPanel } from './token-lookup-panel';

/** A pause this long in the typing sends the search (a server round trip per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 250;
const MAX_SEARCH = 100;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `onConnect` opens the wallet choices for a visitor (auditing by address needs a session). */
export function ProjectSearch({ onConnect }: { onConnect: () => void }) {
  const { t, locale, categoryName } = useXrayTexts();
  const searchId = useId();
  const categoryId = useId();
  const resultsId = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const category = params.get('category') ?? '';
  const page = pageOf(params.get('page'));

  const [query, setQuery] = useState(search);
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);

  const update = (next: { search?: string; category?: string; page?: number }) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const values = { search: next.search ?? search, category: next.category ?? category, page: next.page ?? 1 };
        for (const [key, value] of Object.entries(values)) {
          if (value === '' || value === 1) out.delete(key);
          else out.set(key, String(value));
        }
        return out;
      },
      { replace: true },
    );
  };

  // The typed words reach the address (and the query) once the typing pauses.
  useEffect(() => {
    if (debounced !== search) update({ search: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new pause in the typing sends a search
  }, [debounced]);

  const isActive = search !== '' || category !== '';
  const categories = useCategories();
  const results = useProjects({ search, category, page }, isActive);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update({ search: query.trim() });
  };
  const onReset = () => {
    setQuery('');
    update({ search: '', category: '' });
  };

  const address = query.trim();
  const addressKind = tokenAddressKind(address);
  const data = results.data;
  return (
    <section className="xray-search" aria-label={t('xray.search.label')}>
      <form role="search" className="xray-search-form" onSubmit={onSubmit}>
        <div className="xray-search-box">
          <label htmlFor={searchId} className="field-label">
            {t('xray.search.label')}
          </label>
          <div className="search-form">
            <XrayIcon aria-hidden="true" />
            <input
              id={searchId}
              className="input"
              type="search"
              value={query}
              maxLength={MAX_SEARCH}
              placeholder={t('xray.search.placeholder')}
              autoComplete="off"
              spellCheck={false}
              aria-controls={resultsId}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <div className="xray-search-category">
          <label htmlFor={categoryId} className="field-label">
            {t('xray.search.category')}
          </label>
          <select
            id={categoryId}
            className="input"
            value={category}
            onChange={(event) => update({ category: event.target.value })}
          >
            <option value="">{t('xray.search.allCategories')}</option>
            {[...(categories.data ?? [])]
              .map((entry) => ({ ...entry, label: categoryName(entry.id, entry.name) }))
              .sort((a, b) => a.label.localeCompare(b.label, locale))
              .map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label} ({entry.count})
                </option>
              ))}
          </select>
        </div>
        <button
          type="button"
          className="button button-secondary xray-search-reset"
          disabled={!isActive && query === ''}
          onClick={onReset}
        >
          {t('xray.search.reset')}
        </button>
      </form>
      {addressKind ? (
        <TokenLookupPanel
          key={`${address}:${params.get('chain') ?? ''}`}
          address={address}
          kind={addressKind}
          initialChain={params.get('chain') ?? undefined}
          onConnect={onConnect}
        />
      ) : null}
      <div id={resultsId} className="xray-results">
        <p className="xray-count muted" aria-live="polite">
          {isActive && data ? t('xray.search.count', { count: data.total }) : ''}
        </p>
        {!isActive ? null : results.isError ? (
          <p role="alert" className="form-error">
            {t('xray.search.error')}
          </p>
        ) : !data ? (
          <p role="status" className="muted">
            {t('xray.search.loading')}
          </p>
        ) : data.items.length === 0 ? (
          <EmptyState title={t('xray.search.empty')} text={t('xray.search.emptyText')} />
        ) : (
          <div className={results.isPlaceholderData ? 'xray-results-stale' : undefined}>
            <ProjectList projects={data.items} label={t('xray.search.results')} />
            {data.pages > 1 ? (
              <nav className="xray-pagination" aria-label={t('xray.search.pagination')}>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={data.page <= 1}
                  onClick={() => update({ page: data.page - 1 })}
                >
                  {t('xray.search.previous')}
                </button>
                <span>{t('xray.search.page', { page: data.page, pages: data.pages })}</span>
                <button
                  type="button"
                  className="button button-ghost"
                  disabled={data.page >= data.pages}
                  onClick={() => update({ page: data.page + 1 })}
                >
                  {t('xray.search.next')}
                </button>
              </nav>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
