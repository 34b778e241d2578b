// The coin table (spec §2 "Coin table: columns name (links to /x-ray/{id}), amount, price, h24, holding, news.
// Sortable by header except news; … clicking toggles ascending and descending" and
// "A More/Less toggle shows all coins (5 shown initially)"). News: the coin's stories of the last 24 h in the reader's
// news language (French for French readers, English otherwise), a link to the news hub filtered on the coin
// (`/news?coin=<id>`), which shows exactly those; none gives a muted 0, not a link. Audit (issue 11 §3): the coin's
// X-Ray score as a coloured badge linking to /x-ray/{id}, "–" when not audited, sortable like the others.
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatAmount, formatPercent, formatUsd, newsLangFor, type Coin, type XrayConfidence } from '@k3/shared';
import { paths } from '../../../config/paths';
import { auditConfidenceOf, auditScoreOf, type AuditScores } from '../../../lib/audit-score';
import { AuditScoreBadge } from '../../../lib/audit-score-badge';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import {
  DEFAULT_SORT,
  INITIAL_COINS,
  nextSort,
  sortCoins,
  visibleCoins,
  type CoinSort,
  type SortColumn,
} from '../utils/coin-sort';
import { trendOf } from '../utils/change';

const COLUMNS: readonly { id: SortColumn; numeric: boolean }[] = [
  { id: 'rank', numeric: true },
  { id: 'name', numeric: false },
  { id: 'audit', numeric: false },
  { id: 'amount', numeric: true },
  { id: 'price', numeric: true },
  { id: 'h24', numeric: true },
  { id: 'holding', numeric: true },
];
const ICON_SIZE = 24;

/** The audit cell: the score's badge, named for a screen reader with the coin and what the number means. */
function AuditCell({
  coin,
  score,
  confidence,
}: {
  coin: Pick<Coin, 'cg_id' | 'name'>;
  score: number | null | undefined;
  confidence?: XrayConfidence | null | undefined;
}) {
  const { t } = useAppTranslation();
  const label =
    score === undefined
      ? t('pages.dashboard.coins.audit.unknown', { coin: coin.name })
      : score === null
        ? t('pages.dashboard.coins.audit.none', { coin: coin.name })
        : t('pages.dashboard.coins.audit.score', { coin: coin.name, score });
  return (
    <td className="coin-audit">
      <AuditScoreBadge score={score} confidence={confidence ?? null} label={label} href={paths.xrayProject.getHref(coin.cg_id)} />
    </td>
  );
}

/** `scores`: the X-Ray scores of the user's holdings, undefined while they load or when they failed. */
export function CoinTable({ coins, scores }: { coins: readonly Coin[]; scores?: AuditScores }) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  // The stories in the language the news hub shows this reader, so the number matches what the link opens.
  const newsLang = newsLangFor(locale).lang;
  const tableId = useId();
  const [sort, setSort] = useState<CoinSort>(DEFAULT_SORT);
  const [expanded, setExpanded] = useState(false);
  const sorted = useMemo(() => sortCoins(coins, sort, scores), [coins, sort, scores]);
  const rows = visibleCoins(sorted, expanded);

  return (
    <div className="coin-table-wrap">
      <table className="coin-table" id={tableId}>
        <caption className="visually-hidden">{t('pages.dashboard.coins.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={column.numeric ? 'numeric' : column.id === 'audit' ? 'coin-audit' : undefined}
                aria-sort={sort.key === column.id ? sort.direction : undefined}
              >
                <button type="button" className="sort-button" onClick={() => setSort((current) => nextSort(current, column.id))}>
                  {column.id === 'rank' ? (
                    <>
                      <span aria-hidden="true">#</span>
                      <span className="visually-hidden">{t('pages.dashboard.coins.columns.rank')}</span>
                    </>
                  ) : (
                    t(`pages.dashboard.coins.columns.${column.id}`)
                  )}
                  <span className="sort-indicator" aria-hidden="true">
                    {sort.key === column.id ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col" className="numeric">
              {t('pages.dashboard.coins.columns.news')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((coin) => (
            <tr key={`${coin.cg_id}:${coin.chain}`}>
              <td className="numeric coin-rank">{coin.rank}</td>
              <th scope="row">
                <Link className="coin-name" to={paths.xrayProject.getHref(coin.cg_id)}>
                  {coin.image ? (
                    <img className="token-icon" src={coin.image} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" />
                  ) : null}
                  <span>{coin.name}</span>
                  <span className="coin-symbol">{coin.symbol.toUpperCase()}</span>
                </Link>
              </th>
              <AuditCell
                coin={coin}
                score={auditScoreOf(scores, coin.cg_id)}
                confidence={auditConfidenceOf(scores, coin.cg_id)}
              />
              <td className="numeric">{formatAmount(Number(coin.amount), locale)}</td>
              <td className="numeric">{formatUsd(coin.current_price, locale)}</td>
              <td className={`numeric trend-${coin.change24h === null ? 'flat' : trendOf(coin.change24h)}`}>
                {coin.change24h === null ? '—' : formatPercent(coin.change24h, locale)}
              </td>
              <td className="numeric">{formatUsd(coin.value, locale)}</td>
              <td className="numeric">
                {coin.news.count24hByLang[newsLang] > 0 ? (
                  <Link
                    className="coin-news-link"
                    to={`${paths.news.getHref()}?coin=${encodeURIComponent(coin.cg_id)}`}
                    aria-label={t('pages.dashboard.coins.newsLink', {
                      count: coin.news.count24hByLang[newsLang],
                      coin: coin.name,
                    })}
                  >
                    {coin.news.count24hByLang[newsLang]}
                  </Link>
                ) : (
                  <span className="muted" title={t('pages.dashboard.coins.noNews')}>
                    <span aria-hidden="true">0</span>
                    <span className="visually-hidden">{t('pages.dashboard.coins.noNews')}</span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {coins.length > INITIAL_COINS ? (
        <button
          type="button"
          className="button button-ghost coin-table-toggle"
          aria-expanded={expanded}
          aria-controls={tableId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('pages.dashboard.coins.less') : t('pages.dashboard.coins.more')}
        </button>
      ) : null}
    </div>
  );
}
