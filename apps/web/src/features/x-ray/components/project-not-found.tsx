// The X-Ray "project not found" page (spec §2 "a 'project not found' page (with the text 'Use the search feature')",
// §8 "Project not found page"): the 404 look of the app's not-found page, with the X-Ray search box to try again.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { XrayIcon } from '../../../components/icons/icons';
import { paths } from '../../../config/paths';
import { useXrayTexts } from '../hooks/use-xray-texts';

export function ProjectNotFound({ id }: { id: string }) {
  const { t } = useXrayTexts();
  const navigate = useNavigate();
  const inputId = useId();
  const [query, setQuery] = useState(id);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = query.trim();
    void navigate(paths.xray.getHref({ search }));
  };

  return (
    <div className="not-found xray-not-found">
      <p className="not-found-code" aria-hidden="true">
        {t('xray.notFound.code')}
      </p>
      <h1>{t('xray.notFound.title')}</h1>
      <p>{t('xray.notFound.text')}</p>
      <form role="search" className="search-form" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('xray.search.label')}
        </label>
        <XrayIcon aria-hidden="true" />
        <input
          id={inputId}
          className="input"
          type="search"
          value={query}
          maxLength={100}
          placeholder={t('xray.search.placeholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="button button-primary">
          {t('xray.search.submit')}
        </button>
      </form>
    </div>
  );
}
