// What a user holds, valued today, by asset (every wallet, exchange and chain together): the weights of "news ranked by
// what you hold" (issue 10 §3) and of Agent K's portfolio answers. The same figures as the dashboard's coin table.
import type { UserRow } from '../../repositories/users';
import type { Holdings } from '../news/news';
import { buildDashboardBase, type DashboardBase } from './dashboard';
import { loadPortfolios } from './portfolios';
import type { SyncDeps } from './sync';

/** The user's dashboard computation (every portfolio, refreshed when stale): what GET /api/me/dashboard caches. */
export async function userDashboardBase(deps: SyncDeps, user: UserRow): Promise<DashboardBase> {
  const portfolios = await loadPortfolios(deps, user);
  // The states of the sources this read just called, so the answer names a chain that failed it (issue 31 §3).
  await deps.afterSync?.();
  return buildDashboardBase(deps.db, portfolios, {
    now: deps.now,
    boosted: user.boosted,
    observedPricesOnly: deps.observedPricesOnly,
  });
}

/** What a dashboard computation holds, valued, by asset. */
export function holdingsOfBase(base: DashboardBase): Holdings {
  const values = new Map<string, number>();
  let total = 0;
  for (const { coin } of base.lines) {
    if (coin.value <= 0) continue;
    values.set(coin.cg_id, (values.get(coin.cg_id) ?? 0) + coin.value);
    total += coin.value;
  }
  return { values, total };
}
