// Agent K's tools (issue 12 §2) on a demo user: every figure equals the one the user's dashboard shows, tokens are
// resolved by id, symbol or name (an unknown one is an error with close matches, never another coin's data), bad
// arguments come back as tool errors, and each runner is bound to its user.
import type { Dashboard, User } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/repositories/users';
import { runNews } from '../../src/jobs/news';
import type {
  HoldingDetailData,
  MarketAssetData,
  NewsSearchData,
  PlanStatusData,
  PortfolioHoldingsData,
  PortfolioSummaryData,
  QuestsData,
  XrayAuditData,
} from '../../src/services/agent/tools/catalogue';
import { createToolRunner, TOOL_SPECS, toolDepsOf } from '../../src/services/agent/tools';
import { planHasXray } from '../../src/services/xray/service';
import type { ToolResult, ToolRunner } from '../../src/services/agent/types';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

async function userWithRunner(lang: 'en' | 'fr' | 'es' = 'en') {
  const wallet = evmWallet(generatePrivateKey());
  const token = await signIn(t.app, wallet);
  const dashboard = await getData<Dashboard>(t.app, '/api/me/dashboard?min=0.01', token);
  const me = await getData<User>(t.app, '/api/me', token);
  const row = (await findUserById(t.app.db, wallet.address))!;
  return { token, dashboard, me, runner: createToolRunner(toolDepsOf(t.app), row, lang) };
}

function data<T>(result: ToolResult): T {
  if (!result.ok) throw new Error(`tool failed: ${result.error}`);
  return result.data as T;
}

describe('portfolio tools', () => {
  let user: Awaited<ReturnType<typeof userWithRunner>>;
  beforeAll(async () => {
    user = await userWithRunner();
  });

  it('gives the dashboard’s total, changes and chains, labelled demo', async () => {
    const result = await user.runner.call('portfolio_summary', {});
    expect(result.ok && result.demo).toBe(true);
    const summary = data<PortfolioSummaryData>(result);
    const round2 = (x: number) => Math.round(x * 100) / 100;
    expect(summary.total).toBe(round2(user.dashboard.total));
    expect(summary.change24h?.value).toBe(round2(user.dashboard.change24h.abs));
    expect(summary.change30d?.value).toBe(round2(user.dashboard.change30d.abs));
    expect(summary.chains.map((c) => c.chain)).toEqual(user.dashboard.chains.map((c) => c.chain));
    const weekAgo = user.dashboard.evolution.at(-8)!.value;
    expect(summary.change7d?.value).toBe(round2(user.dashboard.evolution.at(-1)!.value - weekAgo));
    expect(summary.top.length).toBeGreaterThan(0);
    expect(summary.top.length).toBeLessThanOrEqual(5);
  });

  it('lists holdings most valuable first, one line per token, shares adding to 1', async () => {
    const holdings = data<PortfolioHoldingsData>(await user.runner.call('portfolio_holdings', { limit: 50 }));
    const values = holdings.holdings.map((h) => h.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(new Set(holdings.holdings.map((h) => h.id)).size).toBe(holdings.holdings.length);
    expect(holdings.holdings.reduce((sum, h) => sum + h.share, 0)).toBeCloseTo(1, 2);
    const coinValue = user.dashboard.coins.filter((c) => c.cg_id === holdings.holdings[0]!.id).reduce((s, c) => s + c.value, 0);
    expect(holdings.holdings[0]!.value).toBeCloseTo(coinValue, 2);
  });

  it('details one holding named by its symbol, and says when a token is not held', async () => {
    const top = user.dashboard.coins.reduce((a, b) => (b.value > a.value ? b : a));
    const detail = data<HoldingDetailData>(await user.runner.call('holding_detail', { asset: top.symbol.toLowerCase() }));
    expect(detail.held).toBe(true);
    expect(detail.asset.id).toBe(top.cg_id);
    expect(detail.places.length).toBeGreaterThan(0);
    const notHeld = data<HoldingDetailData>(await user.runner.call('holding_detail', { asset: 'Kryll' }));
    if (!user.dashboard.coins.some((c) => c.cg_id === 'kryll')) expect(notHeld).toMatchObject({ held: false, amount: 0 });
  });
});

describe('market, audit and plan tools', () => {
  let runner: ToolRunner;
  let me: User;
  let token: string;
  beforeAll(async () => {
    ({ runner, me, token } = await userWithRunner('fr'));
  });

  it('resolves a token by id, symbol or name to the same market data, and refuses an unknown one', async () => {
    const byId = data<MarketAssetData>(await runner.call('market_asset', { asset: 'ethereum' }));
    const bySymbol = data<MarketAssetData>(await runner.call('market_asset', { asset: 'ETH' }));
    const byName = data<MarketAssetData>(await runner.call('market_asset', { asset: 'Ethereum' }));
    expect(bySymbol).toEqual(byId);
    expect(byName).toEqual(byId);
    expect(byId.symbol.toUpperCase()).toBe('ETH');
    expect(byId.price).toBeGreaterThan(0);
    const bitcoin = data<MarketAssetData>(await runner.call('market_asset', { asset: '$BTC' }));
    // Each token its own price: never one coin's answer for another.
    expect(bitcoin.id).toBe('bitcoin');
    expect(bitcoin.price).not.toBe(byId.price);
    const unknown = await runner.call('market_asset', { asset: 'Etherium' });
    expect(unknown).toMatchObject({ ok: false, error: 'no token named “Etherium” is known to K3' });
    expect(unknown.ok ? [] : unknown.suggestions).toContain('Ethereum (ETH)');
  });

  it('gives the audit as the user’s plan allows it: score and tags always, alerts in their language with X-Ray', async () => {
    const audit = data<XrayAuditData>(await runner.call('xray_audit', { asset: 'bitcoin' }));
    const detail = await getData<{ score: number; access: string }>(t.app, '/api/x-ray/projects/bitcoin', token);
    expect(audit).toMatchObject({ access: planHasXray(me.plan.id) ? 'full' : 'upgrade', url: '/x-ray/bitcoin' });
    expect(audit.score).toBe(detail.score);
    if (audit.access === 'upgrade') expect(audit.alerts).toEqual([]);
    // The runner was made for a French reader.
    for (const alert of audit.alerts) expect(alert.text).toMatch(/[àâçéèêëîïôûù]|\bde\b|\bla\b|\ble\b/);
  });

  it('reports the plan, the kredits and the next refill as /api/me does', async () => {
    const plan = data<PlanStatusData>(await runner.call('plan_status', {}));
    expect(plan.plan.id).toBe(me.plan.id);
    expect(plan.kredits).toBe(me.chat.kredits);
    expect(plan.max).toBe(me.chat.max);
    expect(plan.refillAt).toBe('2026-12-01T00:00:00.000Z');
  });

  it('answers bad arguments and unknown tools with a tool error, never a throw', async () => {
    const missing = await runner.call('market_asset', {});
    expect(!missing.ok && missing.error).toMatch(/^invalid arguments: asset/);
    expect(await runner.call('portfolio_holdings', { limit: 500 })).toMatchObject({ ok: false });
    expect(await runner.call('portfolio_summary', { user: 'someone-else' })).toMatchObject({ ok: false });
    expect(await runner.call('drop_tables', {})).toEqual({ ok: false, error: 'unknown tool drop_tables' });
  });

  it('finds the tokens a question names, and not the words that look like symbols', async () => {
    const names = async (text: string) => (await runner.findAssets(text)).map((a) => a.id);
    expect(await names('Is BTC safe? And what about ethereum')).toEqual(['bitcoin', 'ethereum']);
    expect(await names('is it safe to buy now?')).toEqual([]);
    expect(await names('Quel est le prix du $SOL ?')).toEqual(['solana']);
    // Everyday words that are a coin's name or symbol count only as written for the coin (capitals, `$`).
    expect(await names('which team just shipped its core upgrade, and do people trust it?')).toEqual([]);
    expect(await names('JUST and CORE prices')).toEqual(['just', 'coredaoorg']);
    expect(await names('is $core safe?')).toEqual(['coredaoorg']);
    // …or as a name: capitalised inside a sentence, or followed by token, coin or DAO.
    expect(await names('Is Core safe? What about Blur?')).toEqual(['coredaoorg', 'blur']);
    expect(await names('Core ideas aside, what is the ton coin price?')).toEqual(['the-open-network']);
    expect(await names('price of the just token')).toEqual(['just']);
  });

  it('describes every tool to an LLM with a JSON Schema that has no user argument', () => {
    expect(TOOL_SPECS.map((s) => s.name)).toEqual([
      'portfolio_summary',
      'portfolio_holdings',
      'holding_detail',
      'xray_audit',
      'news_search',
      'plan_status',
      'quests',
      'market_asset',
      'pnl',
    ]);
    // Tools act for the runner's user only: no argument can name a user, a wallet or an account.
    for (const spec of TOOL_SPECS) {
      expect(spec.parameters).toMatchObject({ type: 'object', additionalProperties: false });
      const properties = Object.keys((spec.parameters as { properties?: object }).properties ?? {});
      expect(properties.filter((name) => /user|wallet|account|address/i.test(name))).toEqual([]);
    }
  });
});

describe('quests tool', () => {
  it('lists the user’s real quests with their status, the ones to do first', async () => {
    const user = await userWithRunner('fr');
    const before = data<QuestsData>(await user.runner.call('quests', {}));
    const listed = await getData<{ quests: { id: string; name: string }[] }>(t.app, '/api/me/quests?lang=fr', user.token);
    expect(before.quests.map((q) => q.id).sort()).toEqual(listed.quests.map((q) => q.id).sort());
    expect(before.quests.length).toBeGreaterThan(0);
    expect(before.quests.every((q) => q.status === 'pending')).toBe(true);
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/me/quests/start',
      headers: bearer(user.token),
      payload: { quest_id: 'refer-a-friend' },
    });
    expect(started.statusCode).toBe(200);
    const after = data<QuestsData>(await user.runner.call('quests', {}));
    // In the runner's language, the started quest first (spec §4: started, then pending).
    expect(after.quests[0]).toMatchObject({ id: 'refer-a-friend', name: 'Parrainez un ami', status: 'started' });
    expect(after.quests[0]!.reward).toEqual({ xp: 150, kredits: 5 });
  });
});

describe('news tool, across the market', () => {
  it('ranks the market’s stories by impact, reads none of the user’s data, and takes one scope only', async () => {
    await runNews(t.app);
    const { me } = await userWithRunner();
    const row = (await findUserById(t.app.db, me.id))!;
    // The market's news is none of the user's data: a runner whose dashboard cannot be read still answers it.
    const deps = { ...toolDepsOf(t.app), dashboardBase: () => Promise.reject(new Error('the dashboard was read')) };
    const runner = createToolRunner(deps, row, 'en');
    const news = data<NewsSearchData>(await runner.call('news_search', { market: true, window_hours: 720, limit: 10 }));
    expect(news.scope).toBe('market');
    expect(news.asset).toBeNull();
    expect(news.items.length).toBeGreaterThan(1);
    const impacts = news.items.map((item) => item.impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    expect(news.items.every((item) => item.exposure === null)).toBe(true);
    const both = await runner.call('news_search', { asset: 'bitcoin', market: true });
    expect(both.ok).toBe(false);
    expect(!both.ok && both.error).toMatch(/^invalid arguments: market: give either asset .* or market/);
  });
});
