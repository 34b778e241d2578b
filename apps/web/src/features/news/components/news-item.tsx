// One news item (spec §3 "News item"; issue 10 §4): the title linking to the story (a new tab), every outlet that
// carried it, the time since publication in the interface language, the impact as text ("Impact 8/10") with a bar,
// the sentiment as a labelled chip (colour is only the third cue, after the word and the sign), the coins linking to
// their X-Ray pages, the categories, the share of the user's portfolio it touches (My holding) and the demo label.
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { NEWS_IMPACT, type MyNewsItem, type NewsItem } from '@k3/shared';
import { ExternalLink } from '../../../components/ui/external-link';
import { paths } from '../../../config/paths';
import { useAppTranslation } from '../../../lib/i18n';
import { formatDateTime, formatExposure, formatTimeAgo } from '../utils/news-filters';

const SENTIMENT_SIGN = { positive: '▲', neutral: '●', negative: '▼' } as const;

function Impact({ value }: { value: number }) {
  const { t } = useAppTranslation();
  const level = value >= NEWS_IMPACT.high ? 'high' : value >= 4 ? 'medium' : 'low';
  return (
    <span className={`news-impact news-impact-${level}`}>
      <span className="news-impact-bar" aria-hidden="true">
        <span style={{ width: `${(value / NEWS_IMPACT.max) * 100}%` }} />
      </span>
      {t('pages.news.item.impact', { value, max: NEWS_IMPACT.max })}
    </span>
  );
}

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
  const sentiment = item.sentiment.label;
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
                    <ExternalLink href={source.link}>{source.name}</ExternalLink>
                  </span>
                ))}
          </span>
          {item.demo ? (
            <span className="demo-badge" title={t('pages.news.item.demoDescription')}>
              {t('common.demo.label')}
            </span>
          ) : null}
        </div>
        <h2 className="news-item-title" id={titleId}>
          <ExternalLink href={item.link}>{item.title}</ExternalLink>
        </h2>
        {item.description ? <p className="news-item-description">{item.description}</p> : null}
        <div className="news-item-scores">
          <Impact value={item.impact} />
          <span className={`news-sentiment news-sentiment-${sentiment}`}>
            <span aria-hidden="true">{SENTIMENT_SIGN[sentiment]} </span>
            {t(`common.sentiment.${sentiment}`)}
          </span>
          {isMyNewsItem(item) ? (
            <span className="news-exposure">
              {t('pages.news.item.exposure', { percent: formatExposure(item.exposure, locale) })}
            </span>
          ) : null}
        </div>
        {item.coins.length > 0 || item.category.length > 0 ? (
          <div className="news-item-tags">
            {item.coins.length > 0 ? (
              <ul className="news-coins" aria-label={t('pages.news.item.coins')}>
                {item.coins.map((coin) => (
                  <li key={coin.id}>
                    <Link className="news-coin" to={paths.xrayProject.getHref(coin.id)} title={coin.name}>
                      {coin.symbol.toUpperCase()}
                      <span className="visually-hidden"> ({coin.name})</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
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
