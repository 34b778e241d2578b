// Agent K's profit-and-loss tool (issue 29 §3): a K3 CSV imported through POST /api/me/transactions/import as a user
// would, then the `pnl` tool's figures checked against GET /api/me/pnl for the same user — in total and per token, for
// each period, with the user's method — and the offline agent's answers in English, French and Spanish built from them,
// ending with their sources line. A user with no history is told so, with no figure; an unknown token is an error with
// close matches; a ticker K3 does not know is found in the history as written.
import { type Locale, type Pnl, splitChatSources } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/repositories/users';
import { createOfflineAgent } from '../../src/services/agent/offline';
import { figuresFor } from '../../src/services/agent/offline/format';
import { PNL_PHRASES } from '../../src/services/agent/offline/phrases/pnl';
import { sourceName, sourceOf, withSources } from '../../src/services/agent/sources';
import type { PnlData } from '../../src/services/agent/tools/catalogue';
import { createToolRunner, toolDepsOf } from '../../src/services/agent/tools';
import type { AgentMessage, ToolResult, ToolRunner } from '../../src/services/agent/types';
import { bearer, evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date('2026-11-20T10:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;

const CSV = [
  'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id',
  '2026-01-05T09:00:00Z,buy,BTC,1,USD,100,USD,1,100,b1',
  '2026-02-05T09:00:00Z,buy,BTC,1,USD,200,,,200,b2',
  '2026-03-05T09:00:00Z,sell,BTC,1,USD,300,,,300,s1',
  '2025-06-01T09:00:00Z,buy,ETH,2,USD,4000,,,4000,e1',
  '2025-07-01T09:00:00Z,sell,ETH,1,USD,2500,,,2500,e2',
  '2026-04-01T09:00:00Z,sell,LINK,10,USD,150,,,150,l1',
].join('\n');

interface User {
  token: string;
  runner: (lang?: Locale) => ToolRunner;
}

async function newUser(csv?: string): Promise<User> {
  const wallet = evmWallet(generatePrivateKey());
  const token = await signIn(t.app, wallet);
  if (csv) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/me/transactions/import',
      headers: bearer(token),
      payload: { csv },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const row = (await findUserById(t.app.db, wallet.address))!;
  return { token, runner: (lang = 'en') => createToolRunner(toolDepsOf(t.app), row, lang) };
}

let trader: User;
let newcomer: User;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
  trader = await newUser(CSV);
  newcomer = await newUser();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

function data(result: ToolResult): PnlData {
  if (!result.ok) throw new Error(`tool failed: ${result.error}`);
  return result.data as unknown as PnlData;
}

describe('the pnl tool', () => {
  it('gives the whole history’s figures GET /api/me/pnl gives, for each period', async () => {
    const api = await getData<Pnl>(t.app, '/api/me/pnl', trader.token);
    const runner = trader.runner();
    const key = { 'this-year': 'thisYear', 'last-year': 'lastYear', 'all-time': 'allTime' } as const;
    for (const period of ['this-year', 'last-year', 'all-time'] as const) {
      const result = await runner.call('pnl', { period });
      expect(result.ok && result.demo).toBe(true);
      const pnl = data(result);
      expect(pnl).toMatchObject({
        method: api.method,
        asOf: api.asOf,
        demo: api.demo,
        transactions: 6,
        period,
        asset: null,
        unvalued: api.unvalued,
        url: '/smartfolio/pnl',
      });
      expect(pnl.figures).toEqual({
        amount: null,
        costBasis: api.total.costBasis,
        value: api.total.value,
        unrealised: api.total.unrealised,
        realised: { period: api.total.realised[key[period]], allTime: api.total.realised.allTime },
        missingHistory: { amount: null, proceeds: api.total.missingProceeds },
      });
      const matching = { 'this-year': api.returns!.ytd, 'last-year': null, 'all-time': api.returns!.all }[period];
      expect(pnl.returns).toEqual({ ytd: api.returns!.ytd, all: api.returns!.all, period: matching });
    }
    // Checked by hand against the CSV: 300 − (100 + 1 fee) this year, 2500 − 2000 last year; 10 LINK sold unbought.
    expect(api.total.realised).toEqual({ thisYear: '199.00', lastYear: '500.00', allTime: '699.00' });
    expect(api.total.missingProceeds).toBe('150.00');
    expect(data(await runner.call('pnl', {})).period).toBe('this-year');
  });

  it('gives one token’s figures, named by symbol, name or id, with its missing history', async () => {
    const api = await getData<Pnl>(t.app, '/api/me/pnl', trader.token);
    const runner = trader.runner();
    const btc = api.holdings.find((h) => h.asset === 'bitcoin')!;
    const bySymbol = data(await runner.call('pnl', { asset: 'BTC', period: 'last-year' }));
    expect(bySymbol.asset).toEqual({ id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', held: true, inHistory: true });
    expect(bySymbol.figures).toEqual({
      amount: btc.amount,
      costBasis: btc.costBasis,
      value: btc.value,
      unrealised: btc.unrealised,
      realised: { period: btc.realised.lastYear, allTime: btc.realised.allTime },
      missingHistory: { amount: btc.missingAmount, proceeds: btc.missingProceeds },
    });
    expect(bySymbol.returns).toBeNull();
    expect(data(await runner.call('pnl', { asset: 'Bitcoin', period: 'last-year' }))).toEqual(bySymbol);
    expect(data(await runner.call('pnl', { asset: 'bitcoin', period: 'last-year' }))).toEqual(bySymbol);

    const link = data(await runner.call('pnl', { asset: 'LINK', period: 'all-time' }));
    const linkApi = api.holdings.find((h) => h.asset === 'chainlink')!;
    expect(link.asset).toMatchObject({ id: 'chainlink', held: false, inHistory: true });
    expect(link.figures?.missingHistory).toEqual({ amount: '10', proceeds: '150.00' });
    expect(link.figures?.missingHistory).toEqual({ amount: linkApi.missingAmount, proceeds: linkApi.missingProceeds });

    // A token known to K3 that the history never saw: said so, with no figure.
    const sol = data(await runner.call('pnl', { asset: 'SOL' }));
    expect(sol.asset).toMatchObject({ id: 'solana', held: false, inHistory: false });
    expect(sol.figures).toBeNull();
  });

  it('follows the user’s cost-basis method, as the API does', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/pnl/method',
      headers: bearer(trader.token),
      payload: { method: 'lifo' },
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const api = await getData<Pnl>(t.app, '/api/me/pnl', trader.token);
      const btc = data(await trader.runner().call('pnl', { asset: 'BTC', period: 'all-time' }));
      expect(btc.method).toBe('lifo');
      expect(btc.figures?.realised.allTime).toBe(api.holdings.find((h) => h.asset === 'bitcoin')!.realised.allTime);
      expect(btc.figures?.realised.allTime).toBe('100.00');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/api/me/pnl/method',
        headers: bearer(trader.token),
        payload: { method: 'fifo' },
      });
    }
  });

  it('says there is no history, with no figure, for a user without transactions', async () => {
    const result = await newcomer.runner().call('pnl', { asset: 'BTC' });
    const pnl = data(result);
    expect(pnl).toMatchObject({ transactions: 0, figures: null, returns: null, method: 'fifo' });
    expect(data(await newcomer.runner().call('pnl', {}))).toMatchObject({ transactions: 0, figures: null, returns: null });
    expect(sourceOf('pnl', result)).toEqual({ kind: 'pnl', asOf: clock.now().toISOString() });
  });

  it('refuses an unknown token with close matches, and finds a ticker K3 does not know in the history', async () => {
    const unknown = await trader.runner().call('pnl', { asset: 'Etherium' });
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.suggestions).toContain('Ethereum (ETH)');
    expect(await trader.runner().call('pnl', { period: 'next-year' })).toMatchObject({ ok: false });
    expect(await trader.runner().call('pnl', { user: 'someone-else' })).toMatchObject({ ok: false });

    const odd = await newUser(
      [
        'time,type,asset,amount,counter_asset,counter_amount,fee_asset,fee_amount,usd_value,id',
        '2026-02-01T00:00:00Z,buy,ZZQX,5,USD,50,,,50,z1',
      ].join('\n'),
    );
    const api = await getData<Pnl>(t.app, '/api/me/pnl', odd.token);
    const pnl = data(await odd.runner().call('pnl', { asset: 'zzqx' }));
    expect(pnl.asset).toMatchObject({ id: api.holdings[0]!.asset, symbol: 'ZZQX', held: true, inHistory: true });
    expect(pnl.figures).toMatchObject({ amount: '5', costBasis: '50.00', value: null, unrealised: null });
    expect(pnl.unpriced).toEqual(['ZZQX']);
  });
});

/** The offline agent's whole answer, as the chat route streams it (with its sources line). */
async function answer(user: User, lang: Locale, message: string, history: AgentMessage[] = []) {
  let text = '';
  const tools: string[] = [];
  for await (const chunk of withSources(createOfflineAgent(), t.app.clock).answer({
    lang,
    message,
    history,
    tools: user.runner(lang),
    signal: new AbortController().signal,
    onTool: (name) => tools.push(name),
  })) {
    text += chunk;
  }
  return { text, tools, ...splitChatSources(text) };
}

describe('the offline agent’s PnL answers', () => {
  const QUESTIONS: Readonly<Record<Locale, { btc: string; basis: string; followUp: string }>> = {
    en: { btc: 'How much did I make on BTC this year?', basis: 'What is my cost basis?', followUp: 'and on ETH?' },
    fr: { btc: 'Combien j’ai gagné sur le BTC cette année ?', basis: 'Quel est mon prix de revient ?', followUp: 'et sur ETH ?' },
    es: { btc: '¿Cuánto he ganado con BTC este año?', basis: '¿Cuál es mi coste base?', followUp: '¿y con ETH?' },
  };

  it.each(['en', 'fr', 'es'] as const)('%s: a token this year, the cost basis, a follow-up — the API’s figures', async (lang) => {
    const api = await getData<Pnl>(t.app, '/api/me/pnl', trader.token);
    const fig = figuresFor(lang);
    const say = PNL_PHRASES[lang];
    const btc = api.holdings.find((h) => h.asset === 'bitcoin')!;

    const first = await answer(trader, lang, QUESTIONS[lang].btc);
    expect(first.tools).toEqual(['pnl']);
    for (const part of [
      fig.usdChange(Number(btc.realised.thisYear)),
      fig.usdChange(Number(btc.realised.allTime)),
      fig.usd(Number(btc.costBasis)),
      fig.usdChange(Number(btc.unrealised)),
      say.method('fifo'),
      '**Bitcoin** (BTC)',
    ]) {
      expect(first.body, part).toContain(part);
    }
    expect(first.sources?.map((s) => s.text)).toEqual([expect.stringMatching(new RegExp(`^${sourceName('pnl', lang)}, `))]);

    const basis = await answer(trader, lang, QUESTIONS[lang].basis);
    expect(basis.body).toContain(fig.usd(Number(api.total.costBasis)));
    expect(basis.body).toContain(fig.usdChange(Number(api.total.realised.thisYear)));
    // The LINK sold without a known purchase is said plainly, with its proceeds.
    expect(basis.body).toContain(say.missing(fig.usd(150), null).split('**')[0]!);
    expect(basis.body).toContain(fig.usd(Number(api.total.missingProceeds)));

    const history: AgentMessage[] = [
      { sender: 'user', message: QUESTIONS[lang].btc },
      { sender: 'agent', message: first.text },
    ];
    const eth = api.holdings.find((h) => h.asset === 'ethereum')!;
    const next = await answer(trader, lang, QUESTIONS[lang].followUp, history);
    expect(next.tools).toEqual(['pnl']);
    expect(next.body).toContain('**Ethereum** (ETH)');
    expect(next.body).toContain(fig.usd(Number(eth.costBasis)));
    expect(next.body).toContain(fig.usdChange(Number(eth.realised.allTime)));
  });

  it.each(['en', 'fr', 'es'] as const)('%s: a user with no history is told so, with no figure', async (lang) => {
    const { body, tools } = await answer(newcomer, lang, QUESTIONS[lang].btc);
    expect(tools).toEqual(['pnl']);
    expect(body).toContain(PNL_PHRASES[lang].noHistory('/smartfolio/pnl'));
    // No figure: the only digit is K3's own name.
    expect(body.replaceAll('K3', '')).not.toMatch(/\d/);
  });
});
