// One news item (spec §3 "News item"; issue 10 §4): the title linking to the story (an outlet's page in a new tab; a
// demo item's in-app article in place, issue 24 §3), every outlet that carried it, the time since publication in the
// interface language, the impact and sentiment, the coins linking to their X-Ray pages, the categories, the share of
// the user's portfolio it touches (My holding) and the demo label.
import { memo, useId } from 'react';
import type { MyNewsItem, NewsItem } from '@k3/shared';
import { useAppTranslation } from '../../../lib/i18n';
import { formatDateTime, formatExposure, formatTimeAgo } from '../utils/news-filters';
import { CoinChips, DemoBadge, Impact, Sentiment, StoryLink } from './news-parts';

function isMyNewsItem(item: NewsItem): item is MyNewsItem {
  return typeof (item as Partial<MyNewsItem>).exposure === 'number';
}

interface NewsItemViewProps {
  item: NewsItem | MyNewsItem;
  now: number;
  locale: string;
}

export const NewsItemView = memo(function NewsItemView({ item, now, locale }: NewsItemViewProps) {
  const { t } = useAppTranslation();
  const titleId = useId();
  const sources = item.sources.length > 0 ? item.sources : [{ name: item.source, link: item.link }];
  return (
    <li className="news-item">
      <article aria-labelledby={titleId}>
        <div className="news-item-meta">
          <time dateTime={item.pubDate} title={formatDateTime(item.pubDate, locale)}>
            {formatTimeAgo(item.pubDate, now, locale)}
          </time>
          <span className="news-item-sources">
            <span className="visually-hidden">{t('pages.news.item.sources')}: </span>
            {sources.length === 1
              ? sources[0]!.name
              : sources.map((source, index) => (
                  <span key={`${source.name}:${source.link}`}>
                    {index > 0 ? ', ' : null}
                    <StoryLink link={source.link}>{source.name}</StoryLink>
                  </span>
                ))}
          </span>
          <DemoBadge isDemo={item.demo} />
        </div>
        <h2 className="news-item-title" id={titleId}>
          <StoryLink link={item.link}>{item.title}</StoryLink>
        </h2>
        {item.description ? <p className="news-item-description">{item.description}</p> : null}
        <div className="news-item-scores">
          <Impact value={item.impact} />
          <Sentiment label={item.sentiment.label} />
          {isMyNewsItem(item) ? (
            <span className="news-exposure">
              {t('pages.news.item.exposure', { percent: formatExposure(item.exposure, locale) })}
            </span>
          ) : null}
        </div>
        {item.coins.length > 0 || item.category.length > 0 ? (
          <div className="news-item-tags">
            {item.coins.length > 0 ? <CoinChips coins={item.coins} label={t('pages.news.item.coins')} /> : null}
            {item.category.length > 0 ? (
              <ul className="news-categories" aria-label={t('pages.news.category.label')}>
                {item.category.map((category) => (
                  <li key={category}>{t(`pages.news.category.names.${category}`)}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
});
