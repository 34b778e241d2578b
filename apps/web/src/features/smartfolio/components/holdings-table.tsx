// The SmartFolio holdings table (spec §2 "Other table columns named: 30d change, rank, … chain, … percent of
// tokens"; the columns the data has: name linking to /x-ray/{id}, chain(s), amount, price, 24h, 30d change, rank,
// holding value, % of tokens, and the coin's 7-day news sentiment; issue 11 §3: its X-Ray audit score, a coloured badge
// linking to /x-ray/{id}, "–" when not audited). Sortable by every header like the dashboard's coin table (rank
// ascending first). Issue 29 §3: the coin's cost basis and unrealised PnL from the profit-and-loss figures.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatAmount, formatPercent, formatUsd, type XrayConfidence } from '@k3/shared';
import { paths } from '../../../config/paths';
import { auditConfidenceOf, auditScoreOf, type AuditScores } from '../../../lib/audit-score';
import { AuditScoreBadge } from '../../../lib/audit-score-badge';
import { currentLocale, useAppTranslation } from '../../../lib/i18n';
import { TREND_MARK, trendOf } from '../../../lib/pnl-format';
import {
  DEFAULT_HOLDING_SORT,
  HOLDING_COLUMNS,
  nextHoldingSort,
  sentimentLabelOf,
  sortHoldings,
  type HoldingColumn,
  type HoldingRow,
  type HoldingSort,
} from '../utils/holdings';
import { ChainLogos } from './chain-logos';

const ICON_SIZE = 24;
const TEXT_COLUMNS: readonly HoldingColumn[] = ['name', 'chain'];

function Percent({ value }: { value: number | null }) {
  const locale = currentLocale();
  if (value === null) return <td className="numeric">—</td>;
  const trend = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  return <td className={`numeric trend-${trend}`}>{formatPercent(value, locale)}</td>;
}

const SENTIMENT_SIGN = { positive: '▲', neutral: '●', negative: '▼' } as const;

/** The coin's 7-day news sentiment: a word, the signed score, and colour as the third cue; "—" without news. */
function Sentiment({ score }: { score: number | null }) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  if (score === null) return <td className="numeric">—</td>;
  const label = sentimentLabelOf(score);
  const trend = label === 'positive' ? 'up' : label === 'negative' ? 'down' : 'flat';
  const signed = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return (
    <td className={`numeric sf-sentiment trend-${trend}`}>
      <span aria-hidden="true">{SENTIMENT_SIGN[label]} </span>
      {t(`common.sentiment.${label}`)} {signed.format(score)}
    </td>
  );
}

/**
 * The coin's cost basis and unrealised PnL, in the table's own money format (spec §9, as the holding value beside them;
 * the PnL tab shows them to the cent), or "—" with the reason as a tooltip.
 */
function PnlCells({ row }: { row: HoldingRow }) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  if (row.pnl === null) {
    return (
      <>
        <td className="numeric">—</td>
        <td className="numeric">—</td>
      </>
    );
  }
  if (row.pnl === 'split' || row.pnl === 'none') {
    const why = t(`pages.smartfolio.portfolio.holdings.pnl.${row.pnl}`, { coin: row.name });
    const empty = (
      <td className="numeric" title={why}>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{why}</span>
      </td>
    );
    return (
      <>
        {empty}
        {empty}
      </>
    );
  }
  const { costBasis, unrealised } = row.pnl;
  const trend = trendOf(unrealised);
  const gain = Number(unrealised);
  return (
    <>
      <td className="numeric">{formatUsd(Number(costBasis), locale)}</td>
      {unrealised === null ? (
        <td className="numeric">—</td>
      ) : (
        <td className={`numeric trend-${trend}`}>
          <span aria-hidden="true">{TREND_MARK[trend]} </span>
          {`${gain > 0 ? '+' : gain < 0 ? '-' : ''}${formatUsd(Math.abs(gain), locale)}`}
        </td>
      )}
    </>
  );
}

/** The coin's audit score, named for a screen reader with the coin and what the number means. */
function Audit({
  row,
  score,
  confidence,
}: {
  row: HoldingRow;
  score: number | null | undefined;
  confidence?: XrayConfidence | null | undefined;
}) {
  const { t } = useAppTranslation();
  const label =
    score === undefined
      ? t('pages.smartfolio.portfolio.holdings.audit.unknown', { coin: row.name })
      : score === null
        ? t('pages.smartfolio.portfolio.holdings.audit.none', { coin: row.name })
        : t('pages.smartfolio.portfolio.holdings.audit.score', { coin: row.name, score });
  return (
    <td className="sf-audit">
      <AuditScoreBadge score={score} confidence={confidence ?? null} label={label} href={paths.xrayProject.getHref(row.cgId)} />
    </td>
  );
}

/** `scores`: the X-Ray scores of the user's holdings, undefined while they load or when they failed. */
export function HoldingsTable({ rows, scores }: { rows: readonly HoldingRow[]; scores?: AuditScores }) {
  const { t } = useAppTranslation();
  const locale = currentLocale();
  const [sort, setSort] = useState<HoldingSort>(DEFAULT_HOLDING_SORT);
  const sorted = useMemo(() => sortHoldings(rows, sort, scores), [rows, sort, scores]);

  return (
    <div className="sf-table-wrap">
      <table className="sf-table">
        <caption className="visually-hidden">{t('pages.smartfolio.portfolio.holdings.caption')}</caption>
        <thead>
          <tr>
            {HOLDING_COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={column === 'audit' ? 'sf-audit' : TEXT_COLUMNS.includes(column) ? undefined : 'numeric'}
                aria-sort={sort.key === column ? sort.direction : undefined}
              >
                <button type="button" className="sf-sort" onClick={() => setSort((current) => nextHoldingSort(current, column))}>
                  {t(`pages.smartfolio.portfolio.holdings.columns.${column}`)}
                  <span aria-hidden="true">{sort.key === column ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <Link className="sf-coin" to={paths.xrayProject.getHref(row.cgId)}>
                  {row.image ? (
                    <img className="token-icon" src={row.image} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" />
                  ) : null}
                  <span>{row.name}</span>
                  <span className="muted">{row.symbol.toUpperCase()}</span>
                </Link>
              </th>
              <Audit row={row} score={auditScoreOf(scores, row.cgId)} confidence={auditConfidenceOf(scores, row.cgId)} />
              <td>
                <ChainLogos chains={row.chains} />
              </td>
              <td className="numeric">{formatAmount(row.amount, locale)}</td>
              <td className="numeric">{formatUsd(row.price, locale)}</td>
              <Percent value={row.change24h} />
              <Percent value={row.change30d} />
              <td className="numeric">{row.rank}</td>
              <td className="numeric">{formatUsd(row.value, locale)}</td>
              <td className="numeric">{row.share === null ? '—' : `${formatAmount(row.share, locale)}%`}</td>
              <PnlCells row={row} />
              <Sentiment score={row.sentiment7d} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
