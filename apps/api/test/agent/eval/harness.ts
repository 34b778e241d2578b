// The evaluation set's runner (issue 28 §1): a seeded app (the bundled reference market, the news job run, a demo user
// holding a known portfolio through a balances port, with a transaction history imported: pnl-history.ts), the agent
// asked every question of questions.ts — a follow-up after its earlier messages, their real answers as history — and
// each answer checked against figures read at test time through the same tool runner the agent uses, formatted for
// the reader. docs/agent-offline.md "Evaluation set".
import { type Locale, splitChatSources } from '@k3/shared';
import { runNews } from '../../../src/jobs/news';
import type { Balance, BalancesPort } from '../../../src/providers/balances/port';
import { findUserByKey, type UserRow } from '../../../src/repositories/users';
import { createToolRunner, toolDepsOf } from '../../../src/services/agent/tools';
import { sourceName, type SourceKind, withSources } from '../../../src/services/agent/sources';
import type { Agent, AgentMessage } from '../../../src/services/agent/types';
import { EVM_KEY_B, evmWallet, manualClock, signIn, TEST_ENV } from '../../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../../helpers/build-test-app';
import { CATEGORIES, type Category, EVAL_SET, type EvalItem } from './questions';
import { expectation } from './expectations';
import { importEvalHistory } from './pnl-history';

/** The demo user's portfolio: the plan token (Shrimp, 500 KRL short of Lobster), ETH on two chains, and five more. */
export const EVAL_HOLDINGS: Balance[] = [
  { chain: 'ethereum', assetId: 'kryll', amount: '1000' },
  { chain: 'ethereum', assetId: 'ethereum', amount: '3.25' },
  { chain: 'arbitrum', assetId: 'ethereum', amount: '0.75' },
  { chain: 'bitcoin', assetId: 'bitcoin', amount: '0.05' },
  { chain: 'solana', assetId: 'solana', amount: '20' },
  { chain: 'ethereum', assetId: 'pepe', amount: '20000000' },
  { chain: 'ethereum', assetId: 'chainlink', amount: '50' },
  { chain: 'ethereum', assetId: 'usd-coin', amount: '500' },
];

/** Every token the set names: audited before the run, as the X-Ray job would have. */
const AUDITED = [
  'bitcoin',
  'ethereum',
  'solana',
  'pepe',
  'dogecoin',
  'cardano',
  'chainlink',
  'ripple',
  'avalanche-2',
  'polkadot',
  'kryll',
  'uniswap',
  'shiba-inu',
  'usd-coin',
];

export interface EvalWorld {
  t: TestApp;
  user: UserRow;
  token: string;
  close(): Promise<void>;
}

/** `env`: more settings for the app (an LLM_BASE_URL for the LLM path). */
export async function evalWorld(env: Record<string, string> = {}): Promise<EvalWorld> {
  const clock = manualClock(new Date());
  const wallet = evmWallet(EVM_KEY_B);
  const balances: BalancesPort = {
    demo: true,
    wallet: (target) => Promise.resolve(target.address === wallet.address ? EVAL_HOLDINGS : []),
    exchange: () => Promise.resolve([]),
  };
  const dataDir = await tempDir();
  const t = await buildTestApp({
    env: { ...TEST_ENV, DATA_DIR: dataDir.path, ...env },
    clock: clock.now,
    loadReference: true,
    balances,
  });
  const token = await signIn(t.app, wallet);
  const user = (await findUserByKey(t.app.db, wallet.address.toLowerCase()))!;
  await (await t.app.xray.service()).auditMany(AUDITED);
  await runNews(t.app);
  await importEvalHistory(t.app, token, clock.now());
  return {
    t,
    user,
    token,
    close: async () => {
      await t.close();
      await dataDir.remove();
    },
  };
}

export interface ItemResult {
  id: string;
  category: Category;
  heldOut: boolean;
  fresh: boolean;
  lang: Locale;
  message: string;
  ok: boolean;
  /** Expectations not met, with what was looked for. */
  missing: string[];
  forbidden: string[];
  /** The tools the agent called for this question. */
  tools: string[];
  /** The offline agent called every tool a right answer needs (expectedCalls). */
  toolsRight: boolean;
  /** For an answer expected to state figures: whether it ends with a sources line naming their data; else null. */
  sourced: boolean | null;
  answer: string;
}

/** The whole answer of `agent` to one message, with the tools it called. */
export async function answerOf(
  agent: Agent,
  world: EvalWorld,
  lang: Locale,
  message: string,
  history: AgentMessage[],
): Promise<{ text: string; tools: string[] }> {
  const used: string[] = [];
  const tools = createToolRunner(toolDepsOf(world.t.app), world.user, lang);
  let text = '';
  // As the chat route runs it: the answer ends with its sources (services/agent/sources.ts).
  for await (const chunk of withSources(agent, world.t.app.clock).answer({
    lang,
    message,
    history,
    tools,
    signal: new AbortController().signal,
    onTool: (name) => used.push(name),
  })) {
    text += chunk;
  }
  return { text, tools: used };
}

export async function runItem(agent: Agent, world: EvalWorld, item: EvalItem): Promise<ItemResult> {
  const history: AgentMessage[] = [];
  for (const earlier of item.history ?? []) {
    const { text } = await answerOf(agent, world, item.lang, earlier, history);
    history.push({ sender: 'user', message: earlier }, { sender: 'agent', message: text });
  }
  const { text, tools } = await answerOf(agent, world, item.lang, item.message, history);
  const reader = createToolRunner(toolDepsOf(world.t.app), world.user, item.lang);
  const missing: string[] = [];
  const forbidden: string[] = [];
  for (const code of item.must) {
    const e = await expectation(code, item.lang, reader, world);
    if (!e.test(text)) missing.push(e.label);
  }
  for (const code of item.mustNot ?? []) {
    const e = await expectation(code, item.lang, reader, world);
    if (e.test(text)) forbidden.push(e.label);
  }
  const kinds = new Set(
    item.must.flatMap((code) => {
      const kind = SOURCE_OF[code.split(':')[0]!];
      return kind ? [kind] : [];
    }),
  );
  const { sources } = splitChatSources(text);
  const sourced =
    kinds.size === 0
      ? null
      : sources !== null && [...kinds].every((kind) => sources.some((s) => s.text.startsWith(sourceName(kind, item.lang))));
  return {
    toolsRight: expectedCalls(item).every((call) => tools.includes(call.name)),
    sourced,
    id: item.id,
    category: item.category,
    heldOut: item.heldOut === true,
    fresh: item.fresh === true,
    lang: item.lang,
    message: item.message,
    ok: missing.length === 0 && forbidden.length === 0,
    missing,
    forbidden,
    tools,
    answer: text,
  };
}

/** The tool each figure expectation is read with: the calls a right answer needs (the tool-choice part of the set). */
export function expectedCalls(item: EvalItem): { name: string; args: Record<string, unknown> }[] {
  const calls = item.must.flatMap((code): { name: string; args: Record<string, unknown> }[] => {
    const [kind, arg, section] = code.split(':') as [string, string | undefined, string | undefined];
    switch (kind) {
      case 'total':
      case 'change':
      case 'mover':
        return [{ name: 'portfolio_summary', args: {} }];
      case 'amount':
      case 'share':
        return [{ name: 'holding_detail', args: { asset: arg } }];
      case 'price':
      case 'chg24':
      case 'mcap':
        return [{ name: 'market_asset', args: { asset: arg } }];
      case 'score':
        return [{ name: 'xray_audit', args: { asset: arg } }];
      case 'section':
        return [{ name: 'xray_audit', args: { asset: arg, section } }];
      case 'news':
        return [{ name: 'news_search', args: arg === 'holdings' ? {} : arg === 'market' ? { market: true } : { asset: arg } }];
      case 'plan':
      case 'next':
      case 'unlock':
      case 'kredits':
        return [{ name: 'plan_status', args: {} }];
      case 'pnl':
      case 'basis':
      case 'missing':
        return [{ name: 'pnl', args: pnlArgs(arg, kind === 'pnl' ? section : undefined) }];
      default:
        return [];
    }
  });
  const seen = new Set<string>();
  return calls.filter((call) => {
    const key = `${call.name}${JSON.stringify(call.args)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The `pnl` tool's arguments of an expectation: a token (`total`: none) and a period. */
export function pnlArgs(asset: string | undefined, period: string | undefined): Record<string, unknown> {
  return { ...(asset && asset !== 'total' ? { asset } : {}), ...(period ? { period } : {}) };
}

/** The data each figure expectation is read from: the source its answer must name. */
const SOURCE_OF: Readonly<Record<string, SourceKind>> = {
  total: 'portfolio',
  change: 'portfolio',
  mover: 'portfolio',
  amount: 'portfolio',
  share: 'portfolio',
  price: 'market',
  chg24: 'market',
  mcap: 'market',
  score: 'audit',
  section: 'audit',
  news: 'news',
  plan: 'plan',
  next: 'plan',
  kredits: 'plan',
  pnl: 'pnl',
  basis: 'pnl',
  missing: 'pnl',
};

export async function runSet(agent: Agent, world: EvalWorld, set: readonly EvalItem[] = EVAL_SET): Promise<ItemResult[]> {
  const results: ItemResult[] = [];
  for (const item of set) results.push(await runItem(agent, world, item));
  return results;
}

export interface CategoryScore {
  category: Category | 'all';
  seen: { right: number; total: number };
  /** The first held-out batch (written before tuning). */
  heldOut: { right: number; total: number };
  /** The fresh held-out batch (written after the first tuning rounds, never tuned on). */
  fresh: { right: number; total: number };
}

export function scores(results: readonly ItemResult[]): CategoryScore[] {
  const count = (rows: readonly ItemResult[]) => ({ right: rows.filter((r) => r.ok).length, total: rows.length });
  const of = (rows: readonly ItemResult[], category: Category | 'all'): CategoryScore => ({
    category,
    seen: count(rows.filter((r) => !r.heldOut)),
    heldOut: count(rows.filter((r) => r.heldOut && !r.fresh)),
    fresh: count(rows.filter((r) => r.fresh)),
  });
  return [
    ...CATEGORIES.map((c) =>
      of(
        results.filter((r) => r.category === c),
        c,
      ),
    ),
    of(results, 'all'),
  ];
}

const pct = ({ right, total }: { right: number; total: number }) =>
  total ? `${String(right).padStart(3)}/${String(total).padEnd(3)} ${((100 * right) / total).toFixed(1).padStart(5)} %` : '—';

/** The per-category table the test prints and scripts/agent-eval.mjs shows. */
export function table(rows: readonly CategoryScore[]): string {
  const lines = rows.map((r) => {
    const all = {
      right: r.seen.right + r.heldOut.right + r.fresh.right,
      total: r.seen.total + r.heldOut.total + r.fresh.total,
    };
    return `${r.category.padEnd(12)} ${pct(r.seen).padEnd(18)} ${pct(r.heldOut).padEnd(18)} ${pct(r.fresh).padEnd(18)} ${pct(all)}`;
  });
  return [
    `${'category'.padEnd(12)} ${'seen'.padEnd(18)} ${'held-out'.padEnd(18)} ${'fresh held-out'.padEnd(18)} all`,
    ...lines,
  ].join('\n');
}
