// The evaluation set's runner (issue 28 §1): a seeded app (the bundled reference market, the news job run, a demo user
// holding a known portfolio through a balances port), the agent asked every question of questions.ts — a follow-up
// after its earlier messages, their real answers as history — and each answer checked against figures read at test
// time through the same tool runner the agent uses, formatted for the reader. docs/agent-offline.md "Evaluation set".
import { readFileSync } from 'node:fs';
import { ALERT_KEYS, type Locale, PLANS, splitChatSources, type XrayProjectDetail } from '@k3/shared';
import { runNews } from '../../../src/jobs/news';
import type { Balance, BalancesPort } from '../../../src/providers/balances/port';
import { findUserByKey, type UserRow } from '../../../src/repositories/users';
import { tokenLabel } from '../../../src/services/agent/offline/context';
import { figuresFor } from '../../../src/services/agent/offline/format';
import { PHRASES } from '../../../src/services/agent/offline/phrases';
import { createToolRunner, toolDepsOf } from '../../../src/services/agent/tools';
import type {
  HoldingDetailData,
  MarketAssetData,
  NewsSearchData,
  PlanStatusData,
  PortfolioHoldingsData,
  PortfolioSummaryData,
  XrayAuditData,
} from '../../../src/services/agent/tools/catalogue';
import { sourceName, type SourceKind, withSources } from '../../../src/services/agent/sources';
import type { Agent, AgentMessage, ToolRunner } from '../../../src/services/agent/types';
import { EVM_KEY_B, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../../helpers/build-test-app';
import { CATEGORIES, type Category, EVAL_SET, type EvalItem } from './questions';

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

/** Section titles as the web app names them: read from its own texts (apps/web/src/locales/{lang}/xray.json). */
const SECTION_TITLES = Object.fromEntries(
  (['en', 'fr', 'es'] as const).map((lang) => {
    const texts = JSON.parse(readFileSync(new URL(`../../../../web/src/locales/${lang}/xray.json`, import.meta.url), 'utf8')) as {
      detail: { sections: Record<string, string> };
    };
    return [lang, texts.detail.sections];
  }),
) as Readonly<Record<Locale, Record<string, string>>>;

/** Telling the user what to do, which Agent K never does (facts, not advice). */
const ADVICE =
  /\byou should (?:buy|sell|hold)\b|\bI (?:recommend|advise|suggest) (?:you )?(?:to )?(?:buy|sell|hold)|\bgo ahead and (?:buy|sell)\b|je (?:vous|te) (?:conseille|recommande) d['’]?(?:acheter|vendre)|vous devriez (?:acheter|vendre)|tu devrais (?:acheter|vendre)|te recomiendo (?:comprar|vender)|deber[ií]as (?:comprar|vender)/i;
/** The "facts, not advice" line of a should-I answer. */
const NOT_ADVICE: Readonly<Record<Locale, RegExp>> = {
  en: /not (?:financial |investment )?advice/i,
  fr: /pas (?:un )?conseil/i,
  es: /no (?:es )?(?:un )?consejo/i,
};

type Runner = ToolRunner;
const data = async <T>(tools: Runner, name: string, args: Record<string, unknown> = {}): Promise<T | null> => {
  const result = await tools.call(name, args);
  return result.ok ? (result.data as unknown as T) : null;
};

/** The holding that moved the portfolio most over a period, and by how much (USD, rounded to the cent). */
async function topMover(tools: Runner, period: '24h' | '7d' | '30d'): Promise<{ name: string; value: number } | null> {
  const holdings = await data<PortfolioHoldingsData>(tools, 'portfolio_holdings', { limit: 50 });
  if (!holdings) return null;
  let best: { name: string; value: number } | null = null;
  for (const line of holdings.holdings) {
    let percent: number | null;
    if (period === '24h') percent = line.change24h;
    else if (period === '30d') percent = line.change30d;
    else percent = (await data<MarketAssetData>(tools, 'market_asset', { asset: line.id }))?.change7d ?? null;
    if (percent === null || percent <= -100) continue;
    const value = Math.round(((line.value * percent) / (100 + percent)) * 100) / 100;
    if (!best || Math.abs(value) > Math.abs(best.value)) best = { name: line.name, value };
  }
  return best;
}

/** What one expectation code looks for in an answer in `lang`: strings that must all appear, or a test. */
async function expectation(
  code: string,
  lang: Locale,
  tools: Runner,
  world: EvalWorld,
): Promise<{ label: string; test: (answer: string) => boolean }> {
  const fig = figuresFor(lang);
  const say = PHRASES[lang];
  const [kind, arg, extra] = code.split(':') as [string, string | undefined, string | undefined];
  /** Every part must appear. */
  const all = (_: string, parts: string[]) => ({
    label: `${code} [${parts.join(' | ')}]`,
    test: (a: string) => parts.every((p) => a.includes(p)),
  });
  const none = { label: `${code} [no data]`, test: () => false };
  switch (kind) {
    case 'total': {
      const s = await data<PortfolioSummaryData>(tools, 'portfolio_summary');
      return s ? all(code, [fig.usd(s.total)]) : none;
    }
    case 'change': {
      const s = await data<PortfolioSummaryData>(tools, 'portfolio_summary');
      const c = s && { '24h': s.change24h, '7d': s.change7d, '30d': s.change30d }[arg as '24h'];
      return c ? all(code, [fig.usdChange(c.value)]) : none;
    }
    case 'mover': {
      const m = await topMover(tools, arg as '24h');
      return m ? all(code, [m.name, fig.usdChange(m.value)]) : none;
    }
    case 'price':
    case 'chg24':
    case 'mcap': {
      const m = await data<MarketAssetData>(tools, 'market_asset', { asset: arg });
      if (!m) return none;
      if (kind === 'price') return m.price === null ? none : all(code, [m.name, fig.usd(m.price)]);
      if (kind === 'chg24') return m.change24h === null ? none : all(code, [m.name, fig.change(m.change24h)]);
      return m.marketCap === null ? none : all(code, [m.name, fig.usdCompact(m.marketCap)]);
    }
    case 'score': {
      const a = await data<XrayAuditData>(tools, 'xray_audit', { asset: arg });
      if (!a) return none;
      if (a.score === null) {
        const said = a.confidence === 'insufficient' ? say.withheld('', null) : say.notAudited('');
        return all(code, [a.asset.name, said.slice(2, 22)]);
      }
      const parts = [a.asset.name, `${a.score}/100`, say.confidence(a.confidence ?? 'medium')];
      // Quoting a score carries what was not checked and any open incident (issue 28 §2).
      for (const alert of a.alerts) if (alert.key === 'high_risk_detected') parts.push(alert.text);
      if (a.notChecked.length) parts.push(say.notChecked(a.notChecked).split(':')[0]!);
      return all(code, parts);
    }
    case 'amount':
    case 'share': {
      const h = await data<HoldingDetailData>(tools, 'holding_detail', { asset: arg });
      if (!h || !h.held) return none;
      return all(code, [kind === 'amount' ? fig.amount(h.amount) : fig.share(h.share)]);
    }
    case 'token': {
      const m = await data<MarketAssetData>(tools, 'market_asset', { asset: arg });
      return m ? all(code, [m.name]) : none;
    }
    case 'news': {
      const n = await data<NewsSearchData>(tools, 'news_search', {
        window_hours: 168,
        limit: 3,
        ...(arg === 'holdings' ? {} : { asset: arg }),
      });
      if (!n) return none;
      if (n.items.length === 0) {
        // No story: the answer must say so about this token (or the holdings), not talk about something else.
        const label = n.asset ? tokenLabel(n.asset) : null;
        return all(code, [say.noNews(label, say.window(168)).slice(0, 24)]);
      }
      return all(code, [n.items[0]!.title]);
    }
    case 'plan':
    case 'next':
    case 'unlock':
    case 'kredits': {
      const p = await data<PlanStatusData>(tools, 'plan_status');
      if (!p) return none;
      if (kind === 'plan') return all(code, [p.plan.name, fig.amount(p.krl)]);
      if (kind === 'kredits') return all(code, [`${fig.integer(Math.min(p.kredits, p.max))}/${fig.integer(p.max)}`]);
      if (!p.next) return none;
      if (kind === 'next') return all(code, [p.next.name, fig.amount(p.next.missingKrl)]);
      const next = PLANS.find((plan) => plan.id === p.next!.id)!;
      return all(code, [fig.integer(next.prompts)]);
    }
    case 'facts':
      return { label: `${code} ${NOT_ADVICE[lang]}`, test: (a) => NOT_ADVICE[lang].test(a) };
    case 'k3': {
      const num = (n: number) => new Intl.NumberFormat(`${lang}-${lang.toUpperCase()}`).format(n);
      if (arg === 'about') return all(code, ['Agent K', 'X-Ray']);
      if (arg === 'kredits')
        return all(
          code,
          PLANS.map((plan) => num(plan.prompts)),
        );
      if (arg === 'plans')
        return all(
          code,
          PLANS.map((plan) => plan.name),
        );
      if (arg === 'xray') return all(code, ['X-Ray', String(ALERT_KEYS.length)]);
      if (arg === 'demo') return { label: `${code} /d[eé]mo/`, test: (a) => /d[eé]mo/i.test(a) };
      return { label: `${code} /wallet/`, test: (a) => /wallet/i.test(a) && /EVM|Solana|Magic Konnect/.test(a) };
    }
    case 'section': {
      const project = await getData<XrayProjectDetail>(world.t.app, `/api/x-ray/projects/${arg}`, world.token);
      const section = project.sections[extra as keyof typeof project.sections];
      const parts = [project.name, SECTION_TITLES[lang][extra!]!];
      if (section.locked) return all(code, parts);
      for (const alert of section.alerts.slice(0, 3)) parts.push(alert.because[lang]);
      const measured = section.fields.filter(
        (f) => f.value !== null && f.value !== '' && !(Array.isArray(f.value) && !f.value.length),
      );
      const formats = (f: (typeof measured)[number]): string[] => {
        const v = f.value!;
        if (typeof v === 'number') {
          return [
            fig.integer(v),
            fig.usd(v),
            fig.usdCompact(v),
            fig.share(v),
            fig.change(v),
            fig.amount(v),
            `${fig.integer(v)}/100`,
          ];
        }
        if (Array.isArray(v)) return [v[0]!];
        return [String(v)];
      };
      const wanted = measured.slice(0, 2);
      return {
        label: `${code} [${parts.join(' | ')}] + ${wanted.map((f) => f.key).join(', ')}`,
        test: (a) => parts.every((p) => a.includes(p)) && wanted.every((f) => formats(f).some((p) => a.includes(p))),
      };
    }
    case 'fallback':
      return all(code, [say.notUnderstood]);
    case 'advice':
      return { label: 'advice', test: (a) => ADVICE.test(a) };
    case 'ask':
      return all(code, [say.askToken('').split('?')[0]!]);
    default:
      throw new Error(`unknown expectation ${code}`);
  }
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
  const calls = item.must.flatMap((code) => {
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
        return [{ name: 'news_search', args: arg === 'holdings' ? {} : { asset: arg } }];
      case 'plan':
      case 'next':
      case 'unlock':
      case 'kredits':
        return [{ name: 'plan_status', args: {} }];
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
