// The Ranking tab (spec §2, §3 Ranking entry, §5 "Ranking"): the public ranking (anyone may read it, cached 1800 s)
// with the signed-in user's own entry injected and highlighted (aria-current and a visible "You").
import { EmptyState } from '../../../components/ui/page';
import { useAuth } from '../../../lib/auth';
import { currentLocale } from '../../../lib/i18n';
import { shortenAddress } from '../../../lib/shorten-address';
import { useMyRank } from '../api/get-my-rank';
import { useRanking } from '../api/get-ranking';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { rankingWithOwnEntry } from '../utils/ranking';
import { LoadState } from './load-state';
import './rewards.css';

/** A username equal to the address (spec §3 "starts with 0x when unset") is shown shortened. */
function displayName(username: string, id: string): string {
  return username === '' || username.toLowerCase() === id.toLowerCase() ? shortenAddress(id) : username;
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
            <tr key={row.id} className={row.isOwn ? 'ranking-own' : undefined} aria-current={row.isOwn ? 'true' : undefined}>
              <td className="ranking-rank">{row.rank}</td>
              <th scope="row" className="ranking-user" title={row.id}>
                {displayName(row.username, row.id)}
                {row.isOwn ? <span className="ranking-you">{t('rewards.ranking.you')}</span> : null}
              </th>
              <td className="ranking-xp">{xp.format(row.xp)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {own && !isOwnListed ? <p className="muted ranking-note">{t('rewards.ranking.notRanked')}</p> : null}
    </section>
  );
}
