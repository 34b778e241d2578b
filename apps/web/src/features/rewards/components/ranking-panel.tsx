// The Ranking tab (spec §2, §3 Ranking entry, §5 "Ranking"): the public ranking (anyone may read it, cached 1800 s)
// with the signed-in user's own entry injected and highlighted (aria-current and a visible "You"). A user ranked below
// the table sees their own row after it, with their exact rank; generated demo members carry a "demo" tag.
import { EmptyState } from '../../../components/ui/page';
import { useAuth } from '../../../lib/auth';
import { currentLocale } from '../../../lib/i18n';
import { shortenAddress } from '../../../lib/shorten-address';
import { useMyRank } from '../api/get-my-rank';
import { useRanking } from '../api/get-ranking';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { rankingWithOwnEntry, type RankingRow } from '../utils/ranking';
import { LoadState } from './load-state';
import './rewards.css';

/** A username equal to the address (spec §3 "starts with 0x when unset") is shown shortened. */
function displayName(username: string, id: string): string {
  return username === '' || username.toLowerCase() === id.toLowerCase() ? shortenAddress(id) : username;
}

function Row({ row, xp }: { row: RankingRow; xp: Intl.NumberFormat }) {
  const { t } = useRewardsTexts();
  return (
    <tr className={row.isOwn ? 'ranking-own' : undefined} aria-current={row.isOwn ? 'true' : undefined}>
      <td className="ranking-rank">{row.rank}</td>
      <th scope="row" className="ranking-user" title={row.id}>
        <span className="ranking-name">{displayName(row.username, row.id)}</span>
        {row.isOwn ? <span className="ranking-you">{t('rewards.ranking.you')}</span> : null}
        {row.isDemo ? <span className="ranking-demo">{t('rewards.ranking.demoTag')}</span> : null}
      </th>
      <td className="ranking-xp">{xp.format(row.xp)}</td>
    </tr>
  );
}

export function RankingPanel() {
  const { t } = useRewardsTexts();
  const auth = useAuth();
  const ranking = useRanking();
  const mine = useMyRank();
  const locale = currentLocale();
  // Exact figures: two users a few XP apart must not read the same.
  const xp = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });

  if (!ranking.data) return <LoadState isError={ranking.isError} onRetry={() => void ranking.refetch()} />;
  const own = auth && mine.data ? mine.data : null;
  const rows = rankingWithOwnEntry(ranking.data.ranking, own);
  if (rows.length === 0) {
    return <EmptyState title={t('rewards.ranking.empty.title')} text={t('rewards.ranking.empty.text')} />;
  }
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(ranking.data.updatedAt),
  );
  const isOwnListed = rows.some((row) => row.isOwn);
  // Below the table: the user's own row, at the exact rank the server counts (1 + the users with more XP).
  const below: RankingRow | null =
    own && !isOwnListed && own.rank !== null
      ? { id: own.id, xp: own.xp, username: own.username, rank: own.rank, isOwn: true, isDemo: false }
      : null;
  const hasDemo = rows.some((row) => row.isDemo);

  return (
    <section className="card ranking" aria-labelledby="ranking-caption">
      <table className="ranking-table">
        <caption id="ranking-caption">
          <span className="ranking-caption">{t('rewards.ranking.caption')}</span>
          <span className="muted ranking-updated">{t('rewards.ranking.updated', { time: updated })}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('rewards.ranking.rank')}</th>
            <th scope="col">{t('rewards.ranking.user')}</th>
            <th scope="col" className="ranking-xp">
              {t('rewards.ranking.xp')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.id} row={row} xp={xp} />
          ))}
        </tbody>
        {below ? (
          <tbody className="ranking-below">
            <tr aria-hidden="true" className="ranking-gap">
              <td colSpan={3}>…</td>
            </tr>
            <Row row={below} xp={xp} />
          </tbody>
        ) : null}
      </table>
      {own && !isOwnListed && !below ? <p className="muted ranking-note">{t('rewards.ranking.notRanked')}</p> : null}
      {hasDemo ? <p className="muted ranking-note">{t('rewards.ranking.demoNote')}</p> : null}
    </section>
  );
}
