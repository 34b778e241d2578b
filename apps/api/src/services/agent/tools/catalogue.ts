// Agent K's tool catalogue (issue 12 §2 "Tools"): names, what each does, its arguments (zod, turned into the JSON
// Schema an LLM reads) and the shape of its data. Every tool is read-only and scoped to the signed-in user; the market
// tool shows what any visitor may see. docs/agent.md "Tools".
import { type CostBasisMethodId, XRAY_SECTIONS } from '@k3/shared';
import { z } from 'zod';

/** An asset named by the user: a CoinGecko-style id (`bitcoin`), a symbol (`BTC`) or a name (`Bitcoin`). */
const assetArg = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .describe('The token: its id (bitcoin), symbol (BTC) or name (Bitcoin), as the user wrote it');

/** The periods realised profit and loss is given for: UTC calendar years, or the whole history (issue 29 §2). */
export const PNL_PERIODS = ['this-year', 'last-year', 'all-time'] as const;
export type PnlPeriod = (typeof PNL_PERIODS)[number];

export const TOOL_ARGS = {
  portfolio_summary: z.object({}).strict(),
  portfolio_holdings: z
    .object({ limit: z.number().int().min(1).max(50).optional().describe('Most valuable first; default 10') })
    .strict(),
  holding_detail: z.object({ asset: assetArg }).strict(),
  xray_audit: z
    .object({
      asset: assetArg,
      section: z
        .enum(XRAY_SECTIONS)
        .optional()
        .describe(
          'One section of the audit to read in full: its measures (holders, decentralization, liquidity…) and its alerts',
        ),
    })
    .strict(),
  news_search: z
    .object({
      asset: assetArg.optional().describe('Only news naming this token; absent: news about what the user holds'),
      market: z
        .boolean()
        .optional()
        .describe(
          'True for the most impactful stories across the whole market, not ranked by the user’s holdings; not with asset',
        ),
      window_hours: z.number().int().min(1).max(720).optional().describe('How far back, in hours; default 168 (7 days)'),
      limit: z.number().int().min(1).max(10).optional().describe('Default 5'),
    })
    .strict()
    // One scope: a token's news or the market's, never both (asked both, which one was meant is unknown).
    .refine((args) => !(args.asset && args.market), {
      path: ['market'],
      message: 'give either asset (one token’s news) or market (the whole market’s), not both',
    }),
  plan_status: z.object({}).strict(),
  quests: z.object({}).strict(),
  market_asset: z.object({ asset: assetArg }).strict(),
  pnl: z
    .object({
      asset: assetArg.optional().describe('One token’s profit and loss; absent: the whole history’s'),
      period: z
        .enum(PNL_PERIODS)
        .optional()
        .describe('The period of realised PnL (UTC calendar years): this-year (default), last-year or all-time'),
    })
    .strict(),
} as const;
export type ToolName = keyof typeof TOOL_ARGS;
export const TOOL_NAMES = Object.keys(TOOL_ARGS) as ToolName[];

export const TOOL_DESCRIPTIONS: Readonly<Record<ToolName, string>> = {
  portfolio_summary:
    'The user’s whole portfolio (every wallet and exchange account): total value in USD, 24 h, 7 d and 30 d change, value by chain, top 5 holdings, and per period the holdings that moved it most (their USD contribution and share of the move).',
  portfolio_holdings:
    'The user’s holdings, most valuable first: amount, price, value, share of the portfolio, 24 h and 30 d change.',
  holding_detail:
    'One token in the user’s portfolio: amount and value per wallet and chain, share, price and changes; held=false if not held.',
  xray_audit:
    'The X-Ray audit of a token: score 0–100 with its confidence and the sections not checked, an open incident, tags and the alerts with their explanation; with `section`, that section’s measures and alerts. Needs a plan with X-Ray for the full audit. Always quote a score with its confidence.',
  news_search:
    'Recent news: about one token, about the user’s holdings ranked by impact × exposure, or (market) across the whole market ranked by impact. Title, outlet, link, impact 1–10, sentiment.',
  plan_status:
    'The user’s plan (from the KRL they hold), KRL missing for the next plan, kredits left, prompts per period and the next refill.',
  quests: 'The quests the user can do now, with their reward and status.',
  market_asset: 'Public market data of a token: price in USD, 24 h / 7 d / 30 d change, market cap and rank.',
  pnl: 'The user’s profit and loss from their transaction history (imported exports, synced wallets and exchange accounts), the figures of SmartFolio and GET /api/me/pnl, with their cost-basis method: for one token or the whole history, cost basis, value and unrealised PnL at today’s daily close, realised PnL of the period and of all time, the missing history (disposals without known purchases: their proceeds are kept out of realised), and the whole history’s return (YTD, all time). USD figures are decimal strings to the cent, return rates fractions (0.1 = 10 %). `transactions: 0` means K3 holds no history for the user: say so, and quote no figure (`figures` is null).',
};

// The data each tool answers (ToolResult.data). Amounts are numbers in USD unless named otherwise; percentages are
// percent (12.5 = 12.5 %); null means "not known", never zero.
export interface AssetRef {
  id: string;
  symbol: string;
  name: string;
}
export interface ChangeFigure {
  value: number;
  percent: number | null;
}
/** A holding's part in a move of the portfolio: its value change from its price move over the period. */
export interface Mover extends AssetRef {
  /** USD: value now less the same amount at the price of the period's start. */
  change: number;
  /** The token's price change over the period, percent. */
  percent: number;
  /** Share of the period's gross move (the sum of every holding's absolute change), 0–1. */
  share: number;
}
export interface PortfolioSummaryData {
  total: number;
  change24h: ChangeFigure | null;
  /** From the 30-day chart: today's total less the total 7 days ago. */
  change7d: ChangeFigure | null;
  change30d: ChangeFigure | null;
  sources: number;
  chains: { chain: string; value: number; share: number }[];
  top: (AssetRef & { value: number; share: number })[];
  /** Per period, the 5 holdings whose price move changed the portfolio most (absolute USD), largest first. */
  movers: Record<'24h' | '7d' | '30d', Mover[]>;
  asOf: string;
}
export interface HoldingLine extends AssetRef {
  amount: number;
  price: number | null;
  value: number;
  share: number;
  change24h: number | null;
  change30d: number | null;
}
export interface PortfolioHoldingsData {
  total: number;
  count: number;
  holdings: HoldingLine[];
  asOf: string;
}
export interface HoldingDetailData {
  asset: AssetRef;
  held: boolean;
  amount: number;
  value: number;
  share: number;
  price: number | null;
  change24h: number | null;
  change30d: number | null;
  places: { source: string; chain: string; amount: number; value: number }[];
  asOf: string;
}
export interface XrayAuditData {
  asset: AssetRef;
  /** full, or upgrade (the user's plan has no X-Ray: score and tags only). */
  access: 'full' | 'upgrade';
  score: number | null;
  /** high, medium, low, or insufficient (the score is withheld: `score` null); null when never audited. */
  confidence: string | null;
  coverage: number | null;
  tags: { key: string; reason: string }[];
  alerts: { key: string; severity: string; text: string }[];
  /** The sections none of whose checks could run (issue 25 §1): no alert there is no verdict, and answers say so. */
  notChecked: string[];
  /** An incident in the news is open (the critical high_risk_detected alert fired); its story is among `alerts` with X-Ray. */
  openIncident: boolean;
  /** With the `section` argument: that section's measures and alerts (locked without X-Ray in the plan). */
  section?: XraySectionData;
  auditedAt: string | null;
  url: string;
}
export interface XraySectionData {
  key: string;
  locked: boolean;
  /** The measures: `value` null when not checked (`reason` says why). */
  fields: { key: string; kind: string; value: number | string | boolean | string[] | null; reason?: string }[];
  alerts: { key: string; severity: string; text: string }[];
  /** Checks of this section that could not run. */
  notChecked: number;
  checks: number;
}
export interface NewsSearchData {
  asset: AssetRef | null;
  /** What the stories are picked for: one token, the user's holdings, or the whole market (none of the user's data). */
  scope: 'asset' | 'holdings' | 'market';
  windowHours: number;
  /** When the search ran (ISO); each item has its publication time. */
  asOf: string;
  items: {
    title: string;
    source: string;
    /** The outlet's story (http(s)); for a demo item its in-app article path, `/news/{id}`. */
    url: string;
    pubDate: string;
    impact: number;
    sentiment: string;
    coins: string[];
    exposure: number | null;
  }[];
}
export interface PlanStatusData {
  plan: { id: string; name: string };
  krl: number;
  next: { id: string; name: string; missingKrl: number } | null;
  eligible: boolean;
  kredits: number;
  max: number;
  promptsPerPeriod: number;
  refillAt: string;
  asOf: string;
}
export interface QuestsData {
  quests: { id: string; name: string; reward: { xp: number; kredits: number }; status: string; url: string | null }[];
}
export interface MarketAssetData extends AssetRef {
  rank: number | null;
  price: number | null;
  change24h: number | null;
  change7d: number | null;
  change30d: number | null;
  marketCap: number | null;
  asOf: string | null;
}

/** One return of the whole history (Modified Dietz), as GET /api/me/pnl gives it. */
export interface PnlReturnFigure {
  start: string;
  /** USD, decimal string. */
  gain: string;
  /** 0.1 = 10 %; null when nothing was invested. */
  rate: number | null;
  /** false when a holding had no price or the period has missing history. */
  complete: boolean;
}
/** USD figures are GET /api/me/pnl's decimal strings, rounded to the cent; amounts exact decimal strings. */
export interface PnlFiguresData {
  /** The amount held now (a token only; null for the whole history). */
  amount: string | null;
  costBasis: string;
  /** At today's daily close; null when something held has no price. */
  value: string | null;
  unrealised: string | null;
  realised: { period: string; allTime: string };
  /** Disposed of or moved out without known lots: the amount (a token only) and the proceeds kept out of realised. */
  missingHistory: { amount: string | null; proceeds: string };
}
export interface PnlData {
  method: CostBasisMethodId;
  asOf: string;
  /** The history is generated demo data. */
  demo: boolean;
  /** Transactions stored for the user; 0: no history, no figure. */
  transactions: number;
  period: PnlPeriod;
  /** The UTC calendar year of the period; null for all time. */
  year: number | null;
  /** The token asked about (held: some of it is held now; inHistory: it is in the transactions); null for the total. */
  asset: (AssetRef & { held: boolean; inHistory: boolean }) | null;
  /** Null when there is no history, or the token is not in it. */
  figures: PnlFiguresData | null;
  /** The whole history's returns (none per token): YTD, all time, and the one of `period` (none for last-year). */
  returns: { ytd: PnlReturnFigure | null; all: PnlReturnFigure | null; period: PnlReturnFigure | null } | null;
  /** Transactions left out: no USD value of their day is known. */
  unvalued: number;
  /** Tokens held with no price today (their value is unknown). */
  unpriced: string[];
  /** Where the user sees it and completes their history. */
  url: string;
}
