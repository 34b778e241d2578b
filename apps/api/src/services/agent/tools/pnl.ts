// Agent K's profit-and-loss tool (issue 29 §3 "Agent K: a PnL tool … answering with the same figures"; docs/agent.md
// "Tools"): the view GET /api/me/pnl answers — services/pnl/user-pnl.ts `userLedger` (the same cached ledger, with the
// user's method) valued by services/pnl/user-view.ts `userPnl` — cut to one token or the total and to the period asked. Nothing is computed here: every
// figure is the API's own string, so what Agent K says the user made is what SmartFolio shows, to the cent.
import { D } from '../../pnl/decimal';
import type { PnlDeps } from '../../pnl/user-pnl';
import { type PnlView as View, userPnl } from '../../pnl/user-view';
import type { ToolResult } from '../types';
import type { Resolution } from './assets';
import type { AssetRef, PnlData, PnlPeriod, PnlReturnFigure } from './catalogue';

export type PnlView = View;

/** Where the user sees their PnL, and imports or syncs the history it is computed from. */
export const PNL_URL = '/smartfolio/pnl';

/** The user's PnL exactly as GET /api/me/pnl gives it (their method, valued at `deps.now`). */
export async function readPnl(deps: PnlDeps, userId: string): Promise<PnlView> {
  return userPnl(deps, userId);
}

const REALISED = { 'this-year': 'thisYear', 'last-year': 'lastYear', 'all-time': 'allTime' } as const;
/** The return matching a period: the API has YTD and all time; a past calendar year has none. */
const RETURN_OF: Readonly<Record<PnlPeriod, 'ytd' | 'all' | null>> = { 'this-year': 'ytd', 'last-year': null, 'all-time': 'all' };

/** The UTC calendar year a period covers (services/pnl/summary.ts periodRange), or null for all time. */
function yearOf(period: PnlPeriod, asOf: string): number | null {
  if (period === 'all-time') return null;
  return new Date(asOf).getUTCFullYear() - (period === 'last-year' ? 1 : 0);
}

/** The tool's data for `asset` (null: the whole history) over `period`, read from the API's view. */
export function pnlData(view: PnlView, period: PnlPeriod, asset: AssetRef | null): PnlData {
  const holding = asset ? view.holdings.find((h) => h.asset === asset.id) : undefined;
  const figures = asset ? holding : view.total;
  const symbolOf = new Map(view.holdings.map((h) => [h.asset, h.symbol]));
  const returns = view.returns;
  const pick = (key: 'ytd' | 'all' | null): PnlReturnFigure | null => (key && returns ? returns[key] : null);
  const history = view.transactions > 0;
  return {
    method: view.method,
    asOf: view.asOf,
    demo: view.demo,
    transactions: view.transactions,
    period,
    year: yearOf(period, view.asOf),
    asset: asset && {
      ...asset,
      held: holding !== undefined && D(holding.amount).gt(0),
      inHistory: holding !== undefined,
    },
    figures:
      history && figures
        ? {
            amount: holding ? holding.amount : null,
            costBasis: figures.costBasis,
            value: figures.value,
            unrealised: figures.unrealised,
            realised: { period: figures.realised[REALISED[period]], allTime: figures.realised.allTime },
            missingHistory: { amount: holding ? holding.missingAmount : null, proceeds: figures.missingProceeds },
          }
        : null,
    // Returns are the whole history's: the API gives none per token.
    returns: !asset && history && returns ? { ytd: pick('ytd'), all: pick('all'), period: pick(RETURN_OF[period]) } : null,
    unvalued: view.unvalued,
    unpriced: view.unpriced.filter((id) => !asset || id === asset.id).map((id) => symbolOf.get(id) ?? id),
    url: PNL_URL,
  };
}

/** A ticker K3 does not know, kept as written by an import ("XYZ"), found in the history by its id or symbol. */
export function historyTicker(view: PnlView, text: string): AssetRef | null {
  const key = text.trim().replace(/^\$/, '').toLowerCase();
  const holding = view.holdings.find((h) => h.asset.toLowerCase() === key || h.symbol.toLowerCase() === key);
  return holding ? { id: holding.asset, symbol: holding.symbol, name: holding.symbol } : null;
}

/**
 * The `pnl` tool: the token is resolved as every tool resolves one (a symbol shared by several projects goes to the one
 * in the user's history), else found among the history's unknown tickers; an unknown name is an error with close
 * matches, never another token's figures.
 */
export async function runPnl(
  args: { asset?: string | undefined; period?: PnlPeriod | undefined },
  view: () => Promise<PnlView>,
  resolve: (text: string, inHistory: ReadonlySet<string>) => Promise<Resolution>,
  demo: boolean,
): Promise<ToolResult> {
  const pnl = await view();
  const period = args.period ?? 'this-year';
  const ok = (asset: AssetRef | null): ToolResult => ({
    ok: true,
    demo: demo || pnl.demo,
    data: pnlData(pnl, period, asset) as unknown as Record<string, unknown>,
  });
  if (args.asset === undefined) return ok(null);
  const found = await resolve(args.asset, new Set(pnl.holdings.map((h) => h.asset)));
  if (!('error' in found)) {
    const { id, symbol, name } = found.project;
    return ok({ id, symbol, name });
  }
  const ticker = historyTicker(pnl, args.asset);
  return ticker ? ok(ticker) : { ok: false, error: found.error, suggestions: found.suggestions };
}
