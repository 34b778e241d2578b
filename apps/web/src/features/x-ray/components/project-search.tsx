// X-Ray search box (spec §2 "X-Ray: search box"): opens the project page of the typed id; suggestions come with
// the X-Ray feature.
import { useId, useState, type FormEvent } from 'react';
import { XrayIcon } from '../../../components/icons/icons';
import { useAppTranslation } from '../../../lib/i18n';

/** Project ids are CoinGecko-style slugs: "Bitcoin Cash" -> "bitcoin-cash". */
export function toProjectId(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function ProjectSearch({ onSearch }: { onSearch: (projectId: string) => void }) {
  const { t } = useAppTranslation();
  const inputId = useId();
  const [query, setQuery] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = toProjectId(query);
    if (id) onSearch(id);
  };

  return (
    <form role="search" className="search-form" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('pages.xray.search.label')}
      </label>
      <XrayIcon />
      <input
        id={inputId}
        className="input"
        type="search"
        value={query}
        placeholder={t('pages.xray.search.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="button button-primary">
        {t('pages.xray.search.submit')}
      </button>
    </form>
  );
}
