// A tool runner for the offline agent's tests: fixed tool results of the catalogue's shapes, every call recorded,
// findAssets over a small token list (whole words, case aside), and unknown tokens answered with close matches.
import type {
  HoldingDetailData,
  MarketAssetData,
  NewsSearchData,
  PlanStatusData,
  PortfolioSummaryData,
  QuestsData,
  ToolName,
  XrayAuditData,
} from '../../src/services/agent/tools/catalogue';
import type { AgentRequest, ToolResult, ToolRunner } from '../../src/services/agent/types';
import { createOfflineAgent } from '../../src/services/agent/offline';
import type { Locale } from '@k3/shared';

export const BTC = { id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin' };
export const ETH = { id: 'ethereum', symbol: 'ETH', name: 'Ethereum' };
export const SOL = { id: 'solana', symbol: 'SOL', name: 'Solana' };
export const PEPE = { id: 'pepe', symbol: 'PEPE', name: 'Pepe' };
const ASSETS = [BTC, ETH, SOL, PEPE];

export const SUMMARY: PortfolioSummaryData = {
  total: 12345.67,
  change24h: { value: -120.5, percent: -0.97 },
  change7d: { value: 830.2, percent: 7.21 },
  change30d: { value: 2100.75, percent: 20.5 },
  sources: 2,
  chains: [{ chain: 'ethereum', value: 9000, share: 0.729 }],
  top: [
    { ...BTC, value: 6000, share: 0.486 },
    { ...ETH, value: 3000.5, share: 0.243 },
    { ...SOL, value: 1200, share: 0.0972 },
    { ...PEPE, value: 10, share: 0.0008 },
  ],
  movers: {
    '24h': [{ ...BTC, change: -150.2, percent: -2.44, share: 0.62 }],
    '7d': [],
    '30d': [],
  },
  asOf: '2025-05-01T00:00:00.000Z',
};
export const HOLDING: HoldingDetailData = {
  asset: ETH,
  held: true,
  amount: 1.2345,
  value: 3000.5,
  share: 0.243,
  price: 2430.5,
  change24h: 1.5,
  change30d: null,
  places: [
    { source: 'MetaMask', chain: 'Ethereum', amount: 1, value: 2430.5 },
    { source: 'Binance', chain: 'BNB Chain', amount: 0.2345, value: 570 },
  ],
  asOf: '2025-05-01T00:00:00.000Z',
};
export const AUDIT: XrayAuditData = {
  asset: PEPE,
  access: 'full',
  score: 42,
  confidence: 'medium',
  coverage: 0.8,
  tags: [{ key: 'danger', reason: 'Concentrated supply' }],
  alerts: [
    { key: 'thinLiquidity', severity: 'medium', text: 'Liquidity is thin on every pool.' },
    { key: 'supplyConcentration', severity: 'critical', text: 'The top 10 wallets hold 80% of the supply.' },
  ],
  notChecked: [],
  openIncident: false,
  auditedAt: '2025-05-01T00:00:00.000Z',
  url: '/x-ray/pepe',
};
export const NEWS: NewsSearchData = {
  asset: null,
  scope: 'holdings',
  windowHours: 168,
  asOf: '2025-05-01T00:00:00.000Z',
  items: [
    {
      title: 'Bitcoin reaches a new high',
      source: 'CoinDesk',
      url: 'https://news.example/btc-high',
      pubDate: '2025-05-01T00:00:00.000Z',
      impact: 8,
      sentiment: 'positive',
      coins: ['BTC'],
      exposure: 0.49,
    },
  ],
};
export const MARKET: MarketAssetData = {
  ...BTC,
  rank: 1,
  price: 65432.1,
  change24h: 1.2,
  change7d: -3.4,
  change30d: null,
  marketCap: 1.29e12,
  asOf: '2025-05-01',
};
export const PLAN: PlanStatusData = {
  plan: { id: 'pro', name: 'Pro' },
  krl: 12000,
  next: { id: 'elite', name: 'Elite', missingKrl: 38000 },
  eligible: true,
  kredits: 8,
  max: 20,
  promptsPerPeriod: 20,
  refillAt: '2025-06-01T00:00:00.000Z',
  asOf: '2025-05-01T00:00:00.000Z',
};
export const QUESTS: QuestsData = { quests: [] };

export type Fixtures = { [K in ToolName]?: object };

export interface FakeTools extends ToolRunner {
  calls: { name: string; args: Record<string, unknown> }[];
}

/** The runner: the fixture of each tool, for any token of the list; demo as told; unknown tokens get suggestions. */
export function fakeTools(fixtures: Fixtures = {}, options: { demo?: boolean; failing?: ToolName[] } = {}): FakeTools {
  const data: Fixtures = {
    portfolio_summary: SUMMARY,
    holding_detail: HOLDING,
    xray_audit: AUDIT,
    news_search: NEWS,
    market_asset: MARKET,
    plan_status: PLAN,
    quests: QUESTS,
    ...fixtures,
  };
  const calls: FakeTools['calls'] = [];
  return {
    calls,
    specs: [],
    call(name, args) {
      const record = (args ?? {}) as Record<string, unknown>;
      calls.push({ name, args: record });
      const asset = record.asset;
      let result: ToolResult;
      if (options.failing?.includes(name as ToolName)) result = { ok: false, error: `the ${name} data is unavailable right now` };
      else if (typeof asset === 'string' && !ASSETS.some((a) => a.id === asset)) {
        result = {
          ok: false,
          error: `no token named “${asset}” is known to K3`,
          suggestions: ['Bitcoin (BTC)', 'Bitcoin Cash (BCH)'],
        };
      } else result = { ok: true, demo: options.demo ?? false, data: data[name as ToolName] as Record<string, unknown> };
      return Promise.resolve(result);
    },
    findAssets(text) {
      const named = ASSETS.filter((a) =>
        [a.id, a.symbol, a.name].some((term) => new RegExp(`(?<![\\p{L}])${term}(?![\\p{L}])`, 'iu').test(text)),
      );
      return Promise.resolve(named);
    },
  };
}

/** The offline agent's whole answer and its chunks, for one message. */
export async function ask(
  tools: ToolRunner,
  lang: Locale,
  message: string,
  extra: Partial<AgentRequest> = {},
): Promise<{ text: string; chunks: string[]; tools: string[]; usage: number }> {
  const chunks: string[] = [];
  const used: string[] = [];
  let usage = 0;
  const request: AgentRequest = {
    lang,
    message,
    history: [],
    tools,
    signal: new AbortController().signal,
    onTool: (name) => used.push(name),
    onUsage: () => (usage += 1),
    ...extra,
  };
  for await (const chunk of createOfflineAgent().answer(request)) chunks.push(chunk);
  return { text: chunks.join(''), chunks, tools: used, usage };
}
