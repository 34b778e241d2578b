// A news story's page, /news/{id} (issue 24 §3): where a demo item leads (its stored link names a host that never
// resolves), and a live item's page in K3. The title and text, when and by which outlets it was published (each
// outlet's own story in place for a demo item, in a new tab for a live one), impact and sentiment as on the hub, the
// coins it names linking to their X-Ray pages, the categories, the demo label with its explanation and, for a live item,
// a link to the outlet's story; above every state (loading, not found for an unknown or malformed id, failed), a link
// back to the hub. A lazy chunk of the route.
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import type { NewsItem } from '@k3/shared';
import { ExternalLink } from '../../../components/ui/external-link';
import { PageHeader } from '../../../components/ui/page';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAppTranslation } from '../../../lib/i18n';
import { isNewsItemId, isNewsItemNotFound, useNewsItem } from '../api/get-news-item';
import { formatDateTime, formatTimeAgo } from '../utils/news-filters';
import { storyTarget } from '../utils/story-link';
import { CoinChips, DemoBadge, Impact, Sentiment, StoryLink } from './news-parts';
import './news.css';
import './news-article.css';

/** The outlets that carried the story: the one shown first, each linking to its own story (not the page itself). */
function Outlets({ item }: { item: NewsItem }) {
  const sources = item.sources.length > 0 ? item.sources : [{ name: item.source, link: item.link }];
  return (
    <ul className="news-article-outlets">
      {sources.map((source) => (
        <li key={`${source.name}:${source.link}`}>
          {source.link === item.link && storyTarget(source.link)?.kind === 'internal' ? (
            <strong>{source.name}</strong>
          ) : (
            <StoryLink link={source.link}>{source.name}</StoryLink>
          )}
        </li>
      ))}
    </ul>
  );
}

function Article({ item, locale }: { item: NewsItem; locale: string }) {
  const { t } = useAppTranslation();
  const titleId = useId();
  const [now] = useState(() => Date.now());
  const outlet = storyTarget(item.link);
  return (
    <article className="news-article" aria-labelledby={titleId}>
      <div className="news-item-meta">
        <time dateTime={item.pubDate}>
          {formatDateTime(item.pubDate, locale)} · {formatTimeAgo(item.pubDate, now, locale)}
        </time>
        <DemoBadge isDemo={item.demo} />
      </div>
      <h1 className="page-title news-article-title" id={titleId} lang={item.lang}>
        {item.title}
      </h1>
      {item.demo ? <p className="news-note news-article-demo">{t('pages.news.article.demoNote')}</p> : null}
      {item.description ? (
        <p className="news-article-text" lang={item.lang}>
          {item.description}
        </p>
      ) : null}
      <div className="news-item-scores">
        <Impact value={item.impact} />
        <Sentiment label={item.sentiment.label} />
      </div>
      <dl className="news-article-facts">
        <div>
          <dt>{t('pages.news.article.outlets', { count: Math.max(1, item.sources.length) })}</dt>
          <dd>
            <Outlets item={item} />
          </dd>
        </div>
        {item.coins.length > 0 ? (
          <div>
            <dt>{t('pages.news.article.coins')}</dt>
            <dd>
              <CoinChips coins={item.coins} label={t('pages.news.item.coins')} hasNames />
            </dd>
          </div>
        ) : null}
        {item.category.length > 0 ? (
          <div>
            <dt>{t('pages.news.category.label')}</dt>
            <dd>
              <ul className="news-categories">
                {item.category.map((category) => (
                  <li key={category}>{t(`pages.news.category.names.${category}`)}</li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {outlet?.kind === 'external' ? (
        <p className="news-article-read">
          <ExternalLink className="button" href={outlet.href}>
            {t('pages.news.article.readAt', { source: item.source })}
          </ExternalLink>
        </p>
      ) : null}
    </article>
  );
}

export function NewsArticle({ id }: { id: string }) {
  const { t, i18n } = useAppTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const story = useNewsItem(id);
  const isNotFound = !isNewsItemId(id) || (story.isError && isNewsItemNotFound(story.error));
  usePageMeta('newsArticle', { title: story.data?.title ?? t('pages.news.article.title') });

  let content: ReactNode;
  if (story.data) content = <Article item={story.data} locale={locale} />;
  else if (isNotFound) {
    content = <PageHeader title={t('pages.news.article.notFound.title')} description={t('pages.news.article.notFound.text')} />;
  } else if (story.isError) {
    content = (
      <>
        <PageHeader title={t('pages.news.article.title')} />
        <p role="alert" className="form-error">
          {t('pages.news.article.error')}
        </p>
        <button type="button" className="button button-ghost" onClick={() => void story.refetch()}>
          {t('pages.news.article.retry')}
        </button>
      </>
    );
  } else {
    content = (
      <>
        <PageHeader title={t('pages.news.article.title')} />
        <p role="status" className="muted">
          {t('pages.news.article.loading')}
        </p>
      </>
    );
  }
  return (
    <div className="news-article-page">
      <Link className="news-article-back" to={paths.news.getHref()}>
        <span aria-hidden="true">←</span>
        {t('pages.news.article.back')}
      </Link>
      {content}
    </div>
  );
}

export default NewsArticle;
