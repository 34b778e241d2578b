// The parts a news item shows on the hub and on its article page (issue 10 §4, issue 24 §3): the impact as text with a
// bar, the sentiment as a labelled chip (colour is only the third cue, after the word and the sign), the coins
// linking to their X-Ray pages, and a link to the story that opens in place for an in-app path (a demo item's
// article) and in a new tab for an outlet's address.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NEWS_IMPACT, type NewsCoin, type NewsSentimentLabel } from '@k3/shared';
import { ExternalLink } from '../../../components/ui/external-link';
import { paths } from '../../../config/paths';
import { useAppTranslation } from '../../../lib/i18n';
import { storyTarget } from '../utils/story-link';

const SENTIMENT_SIGN = { positive: '▲', neutral: '●', negative: '▼' } as const;

export function Impact({ value }: { value: number }) {
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

export function Sentiment({ label }: { label: NewsSentimentLabel }) {
  const { t } = useAppTranslation();
  return (
    <span className={`news-sentiment news-sentiment-${label}`}>
      <span aria-hidden="true">{SENTIMENT_SIGN[label]} </span>
      {t(`common.sentiment.${label}`)}
    </span>
  );
}

/** The coins an item names, each a chip linking to its X-Ray page; `hasNames` shows their names beside the symbols. */
export function CoinChips({ coins, label, hasNames = false }: { coins: readonly NewsCoin[]; label: string; hasNames?: boolean }) {
  return (
    <ul className="news-coins" aria-label={label}>
      {coins.map((coin) => (
        <li key={coin.id}>
          <Link className="news-coin" to={paths.xrayProject.getHref(coin.id)} title={coin.name}>
            {coin.symbol.toUpperCase()} <span className={hasNames ? 'news-coin-name' : 'visually-hidden'}>({coin.name})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A link to a story: in place for a path of this app, in a new tab for an outlet's address, text otherwise. */
export function StoryLink({ link, children, className }: { link: string; children: ReactNode; className?: string }) {
  const target = storyTarget(link);
  if (target?.kind === 'internal') {
    return (
      <Link to={target.to} className={className}>
        {children}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <ExternalLink href={target.href} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return <>{children}</>;
}

/** The "Demo data" label of a generated story, with its explanation on hover. */
export function DemoBadge({ isDemo }: { isDemo: boolean }) {
  const { t } = useAppTranslation();
  return isDemo ? (
    <span className="demo-badge" title={t('pages.news.item.demoDescription')}>
      {t('common.demo.label')}
    </span>
  ) : null;
}
