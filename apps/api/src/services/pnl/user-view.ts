// A user's PnL as the API and Agent K give it (issue 29 §2-3; docs/pnl.md "API"): the cached ledger (user-pnl.ts)
// valued at the latest prices. The ledger is kept while the history is the same; its valuation, which follows the
// prices (the market refresh moves today's close during the day), is kept 30 s — the dashboard's cache time (spec §9),
// so the PnL's value agrees with the dashboard's within the same window.
import { priceHistory } from '../../repositories/market-days';
import { dailyPriceLookup, type DailyPrice } from './from-rows';
import { databaseKey, dayOf, type PnlDeps, pnlView, type UserLedger, userLedger } from './user-pnl';
import type { CostBasisMethod } from './types';

export const VIEW_TTL_MS = 30_000;
/** The latest prices are read over the last days: the last close of each asset within them is "today's". */
const FRESH_DAYS = 7;
const DAY = 86_400_000;

export type PnlView = ReturnType<typeof pnlView>;

const views = new Map<string, { ledger: UserLedger; at: number; view: PnlView }>();
const VIEWS_KEPT = 500;

/** The ledger with its prices read again for the last days: new closes since the ledger was computed count. */
async function withFreshPrices(deps: PnlDeps, ledger: UserLedger): Promise<UserLedger> {
  const assets = [...new Set([...ledger.ledger.lots.map((lot) => lot.asset), ...Object.keys(ledger.prices)])].filter(
    ledger.names.known,
  );
  const from = dayOf(new Date(deps.now.getTime() - FRESH_DAYS * DAY));
  const fresh = dailyPriceLookup(await priceHistory(deps.db, assets, from, dayOf(deps.now), deps.observedOnly));
  const price: DailyPrice = (asset, time) =>
    dayOf(time) >= from ? (fresh(asset, time) ?? ledger.price(asset, time)) : ledger.price(asset, time);
  const prices: Record<string, string> = { ...ledger.prices };
  for (const asset of assets) {
    const latest = fresh(asset, deps.now);
    if (latest !== null) prices[asset] = latest;
  }
  return { ...ledger, price, prices };
}

/** The user's PnL with `method` (their setting when absent). */
export async function userPnl(deps: PnlDeps, userId: string, method?: CostBasisMethod): Promise<PnlView> {
  const ledger = await userLedger(deps, userId, method);
  const id = `${databaseKey(deps.db)}|${userId}|${ledger.method}`;
  const hit = views.get(id);
  if (hit && hit.ledger === ledger && deps.now.getTime() - hit.at < VIEW_TTL_MS && deps.now.getTime() >= hit.at) return hit.view;
  const view = pnlView(await withFreshPrices(deps, ledger), deps.now);
  views.delete(id);
  views.set(id, { ledger, at: deps.now.getTime(), view });
  if (views.size > VIEWS_KEPT) views.delete(views.keys().next().value!);
  return view;
}
