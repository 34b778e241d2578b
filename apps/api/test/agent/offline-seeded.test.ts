// The offline agent over a seeded user with the real tool runner (issue 12 §4 "each intent in en, fr and es returns
// the right figures for a seeded user"): known holdings, the bundled reference market, and every answer checked
// against what the user's own pages show (/api/me/dashboard, /api/me, /api/x-ray, /api/news), formatted for the reader.
import { type Dashboard, LOCALES, type NewsItem, PLANS, type Quest, type User, type XrayProjectDetail } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNews } from '../../src/jobs/news';
import { findUserByKey, type UserRow } from '../../src/repositories/users';
import { createOfflineAgent } from '../../src/services/agent/offline';
import { figuresFor } from '../../src/services/agent/offline/format';
import { PHRASES } from '../../src/services/agent/offline/phrases';
import { FIELD_LABELS } from '../../src/services/agent/offline/phrases/fields';
import { createToolRunner, toolDepsOf } from '../../src/services/agent/tools';
import type { ToolRunner } from '../../src/services/agent/types';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';
import { EVM_KEY_B, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date());
const wallet = evmWallet(EVM_KEY_B);
const HOLDINGS: Balance[] = [
  { chain: 'ethereum', assetId: 'kryll', amount: '2500' },
  { chain: 'ethereum', assetId: 'ethereum', amount: '3.25' },
  { chain: 'arbitrum', assetId: 'ethereum', amount: '0.75' },
];
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => Promise.resolve(target.address === wallet.address ? HOLDINGS : []),
  exchange: () => Promise.resolve([]),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let token = '';
let user: UserRow;
let dashboard: Dashboard;
let me: User;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true, balances });
  token = await signIn(t.app, wallet);
  dashboard = await getData<Dashboard>(t.app, '/api/me/dashboard', token);
  me = await getData<User>(t.app, '/api/me', token);
  user = (await findUserByKey(t.app.db, wallet.address.toLowerCase()))!;
  await (await t.app.xray.service()).auditMany(['ethereum']);
  await runNews(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

async function ask(lang: (typeof LOCALES)[number], message: string): Promise<string> {
  return (await askCalls(lang, message)).text;
}

/** The answer and the tools it called, with their arguments. */
async function askCalls(lang: (typeof LOCALES)[number], message: string) {
  const runner = createToolRunner(toolDepsOf(t.app), user, lang);
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  const tools: ToolRunner = {
    ...runner,
    findAssets: (text) => runner.findAssets(text),
    call: (name, args, signal) => {
      calls.push({ name, args: args as Record<string, unknown> });
      return runner.call(name, args, signal);
    },
  };
  const request = { lang, message, history: [], tools, signal: new AbortController().signal };
  let text = '';
  for await (const chunk of createOfflineAgent().answer(request)) text += chunk;
  return { text, calls };
}

const QUESTIONS = {
  worth: { en: 'what is my portfolio worth', fr: 'combien vaut mon portefeuille', es: 'cuánto vale mi portafolio' },
  week: {
    en: 'how did my portfolio move this week',
    fr: 'comment a évolué mon portefeuille cette semaine',
    es: 'cómo se movió mi portafolio esta semana',
  },
  today: {
    en: 'how did my portfolio move today',
    fr: "comment a bougé mon portefeuille aujourd'hui",
    es: 'cómo se movió mi portafolio hoy',
  },
  month: {
    en: 'how did my portfolio do this month',
    fr: 'mon portefeuille ce mois-ci, ça a bougé comment',
    es: 'cómo le fue a mi cartera este mes',
  },
  holding: { en: 'how much ETH do I have', fr: "combien d'ETH j'ai", es: 'cuánto ETH tengo' },
  safe: { en: 'is ethereum safe?', fr: 'est-ce que ethereum est sûr ?', es: '¿es seguro ethereum?' },
  news: { en: 'news about ethereum', fr: 'actualités sur ethereum', es: 'noticias sobre ethereum' },
  price: { en: 'price of ETH', fr: 'prix de l’ETH', es: 'precio de ETH' },
  plan: { en: 'what plan am I on', fr: 'quel est mon plan', es: 'qué plan tengo' },
  quests: { en: 'what are my quests', fr: 'quelles sont mes quêtes', es: 'cuáles son mis misiones' },
} as const;

describe.each(LOCALES)('the offline agent for a seeded user, in %s', (lang) => {
  const fig = figuresFor(lang);
  const say = PHRASES[lang];

  it('portfolio worth and moves: the dashboard’s total and changes', async () => {
    expect(dashboard.total).toBeGreaterThan(0);
    const worth = await ask(lang, QUESTIONS.worth[lang]);
    expect(worth).toContain(fig.usd(dashboard.total));
    // The dashboard lists a coin once per chain; the answer names each token once, its chains added together.
    const ethereum = dashboard.coins.filter((coin) => coin.cg_id === 'ethereum').reduce((sum, coin) => sum + coin.value, 0);
    expect(worth).toContain(`**Ethereum** (ETH): ${fig.usd(ethereum)}`);
    const weekAgo = dashboard.evolution.at(-8)!.value;
    const week = Math.round((dashboard.evolution.at(-1)!.value - weekAgo) * 100) / 100;
    expect(await ask(lang, QUESTIONS.week[lang])).toContain(fig.usdChange(week));
    expect(await ask(lang, QUESTIONS.today[lang])).toContain(fig.usdChange(Math.round(dashboard.change24h.abs * 100) / 100));
    expect(await ask(lang, QUESTIONS.month[lang])).toContain(fig.usdChange(Math.round(dashboard.change30d.abs * 100) / 100));
  });

  it('holding: the dashboard’s amount and value of ETH, over both chains', async () => {
    const answer = await ask(lang, QUESTIONS.holding[lang]);
    const eth = dashboard.coins.filter((coin) => coin.cg_id === 'ethereum');
    expect(answer).toContain(fig.amount(4));
    expect(answer).toContain(fig.usd(eth.reduce((sum, coin) => sum + coin.value, 0)));
  });

  it('token safety: the X-Ray page’s score', async () => {
    const project = await getData<XrayProjectDetail>(t.app, '/api/x-ray/projects/ethereum', token);
    const answer = await ask(lang, QUESTIONS.safe[lang]);
    expect(answer).toContain(project.score === null ? say.notAudited('**Ethereum** (ETH)') : `**${project.score}/100**`);
    expect(answer).toContain('](/x-ray/ethereum)');
  });

  it('news: the most impactful story about the token that the news page lists, in the reader’s news language', async () => {
    const newsLang = lang === 'fr' ? 'fr' : 'en';
    const { items } = await getData<{ items: NewsItem[] }>(t.app, `/api/news?window=168&lang=${newsLang}`, token);
    const about = items
      .filter((item) => item.coins.some((coin) => coin.id === 'ethereum'))
      .sort((a, b) => b.impact - a.impact || b.pubDate.localeCompare(a.pubDate));
    expect(about.length).toBeGreaterThan(0);
    const answer = await ask(lang, QUESTIONS.news[lang]);
    expect(answer).toContain(`[${about[0]!.title}](${about[0]!.link})`);
    expect(answer).toContain(`${about[0]!.impact}/10`);
  });

  it('market price: the X-Ray page’s price', async () => {
    const project = await getData<XrayProjectDetail>(t.app, '/api/x-ray/projects/ethereum', token);
    expect(await ask(lang, QUESTIONS.price[lang])).toContain(fig.usd(project.price!));
  });

  it('plan and kredits: /api/me’s plan, KRL to the next plan and kredits', async () => {
    const answer = await ask(lang, QUESTIONS.plan[lang]);
    expect(answer).toContain(`**${PLANS.find((plan) => plan.id === me.plan.id)!.name}**`);
    if (me.plan.next) expect(answer).toContain(fig.amount(me.plan.next.missingKrl));
    expect(answer).toContain(`**${me.chat.kredits}/${me.chat.max}**`);
  });

  it('a coin whose name is an everyday word (Core): what K3 has offered, and each question offered asks it', async () => {
    const measure = {
      en: "what's the open interest of Core?",
      fr: "quel est l'open interest de Core ?",
      es: '¿cuál es el open interest de Core?',
    };
    const offer = await askCalls(lang, measure[lang]);
    expect(offer.calls).toEqual([]);
    expect(offer.text).toContain(PHRASES[lang].k3Offers('**Core**', false));
    const asked = PHRASES[lang].coinExamples('Core', null);
    const tools = await Promise.all(asked.map(async (question) => (await askCalls(lang, question)).calls));
    expect(tools.map((calls) => calls.map((c) => [c.name, c.args.asset]))).toEqual([
      [['market_asset', 'coredaoorg']],
      [['xray_audit', 'coredaoorg']],
      [['news_search', 'coredaoorg']],
    ]);
  });

  it('the supply or the liquidity asked: the audit section’s figure it names, among the first shown', async () => {
    const supply = {
      en: "what's the circulating supply of ETH?",
      fr: "quelle est l'offre en circulation de l'ETH ?",
      es: '¿cuál es el suministro circulante de ETH?',
    };
    const liquidity = { en: 'ETH liquidity', fr: "la liquidité de l'ETH", es: 'la liquidez de ETH' };
    const labels = FIELD_LABELS[lang].financial!;
    const bulletsOf = (text: string) => text.split('\n').filter((line) => line.startsWith('• '));
    expect(bulletsOf(await ask(lang, supply[lang]))[0]).toContain(labels.circulatingSupply);
    expect(bulletsOf(await ask(lang, liquidity[lang]))[0]).toContain(labels.liquidityRatio);
  });

  it('quests: the quests /api/me/quests lists, with their reward and status', async () => {
    const { quests } = await getData<{ quests: Quest[] }>(t.app, `/api/me/quests?lang=${lang}`, token);
    expect(quests.length).toBeGreaterThan(0);
    const answer = await ask(lang, QUESTIONS.quests[lang]);
    expect(answer).toContain(say.quests);
    // Nothing is started yet, so the agent keeps the list's order.
    const first = quests[0]!;
    expect(answer).toContain(first.name);
    expect(answer).toContain(`${say.reward(first.reward.xp, first.reward.kredits)} — *${say.questStatus(first.status)}*`);
    expect(answer).not.toContain(say.noQuests);
  });
});
