// The offline agent's answers (issue 12 §2 "Offline agent"): composed in the reader's language from the tools' figures
// and nothing else, demo data said so, tokens asked for when missing and close matches offered when unknown, streamed
// in small chunks that stop when the user stops the answer.
import { LOCALES, type Locale } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { figuresFor } from '../../src/services/agent/offline/format';
import { INSIGHTS } from '../../src/services/agent/offline/phrases/insights';
import { PHRASES } from '../../src/services/agent/offline/phrases';
import { createOfflineAgent } from '../../src/services/agent/offline';
import { TOKEN_WORD } from '../../src/services/agent/offline/nlu';
import { maskTokens } from '../../src/services/agent/offline/tokens';
import { ask, AUDIT, fakeTools, HOLDING, MARKET, NEWS, PLAN, SUMMARY } from './offline-fixtures';

const QUESTIONS: Record<string, Record<Locale, string>> = {
  worth: { en: 'What is my portfolio worth?', fr: 'Combien vaut mon portefeuille ?', es: '¿Cuánto vale mi portafolio?' },
  week: {
    en: 'How did my portfolio move this week?',
    fr: 'Comment a évolué mon portefeuille cette semaine ?',
    es: '¿Cómo se movió mi portafolio esta semana?',
  },
  holding: { en: 'How much ETH do I have?', fr: "Combien d'ETH j'ai ?", es: '¿Cuánto ETH tengo?' },
  safe: { en: 'Is PEPE safe?', fr: 'Est-ce que PEPE est sûr ?', es: '¿Es seguro PEPE?' },
  news: { en: 'News about Bitcoin', fr: 'Actualités sur Bitcoin', es: 'Noticias sobre Bitcoin' },
  price: { en: 'Price of BTC', fr: 'Prix du BTC', es: 'Precio de BTC' },
  plan: { en: 'What plan am I on?', fr: 'Quel est mon plan ?', es: '¿Qué plan tengo?' },
  quests: { en: 'What are my quests?', fr: 'Quelles sont mes quêtes ?', es: '¿Cuáles son mis misiones?' },
};

describe.each(LOCALES)('offline answers in %s', (lang) => {
  const fig = figuresFor(lang);
  const say = PHRASES[lang];

  it('portfolio worth: the total, its 24 h change and the top holdings, from portfolio_summary', async () => {
    const answer = await ask(fakeTools(), lang, QUESTIONS.worth![lang]);
    expect(answer.tools).toEqual(['portfolio_summary']);
    for (const figure of [
      fig.usd(SUMMARY.total),
      fig.change(-0.97),
      fig.usdChange(-120.5),
      fig.usd(6000),
      fig.usd(3000.5),
      fig.share(0.486),
    ]) {
      expect(answer.text).toContain(figure);
    }
    expect(answer.text).toContain('**Bitcoin** (BTC)');
    expect(answer.text).not.toContain('Pepe'); // the top three only
  });

  it('portfolio move: 7 days by default, 24 h for today, 30 days for the month', async () => {
    const week = await ask(fakeTools(), lang, QUESTIONS.week![lang]);
    expect(week.text).toContain(fig.usdChange(830.2));
    expect(week.text).toContain(fig.change(7.21));
    expect(week.text).toContain(fig.usd(SUMMARY.total));
    const today = {
      en: 'how did my portfolio move today',
      fr: "mon portefeuille a bougé comment aujourd'hui",
      es: 'cómo se movió mi cartera hoy',
    };
    expect((await ask(fakeTools(), lang, today[lang])).text).toContain(fig.change(-0.97));
    const month = {
      en: 'how did my portfolio do this month',
      fr: 'performance de mon portefeuille ce mois-ci',
      es: 'cómo le fue a mi cartera este mes',
    };
    expect((await ask(fakeTools(), lang, month[lang])).text).toContain(fig.change(20.5));
    const noHistory = await ask(fakeTools({ portfolio_summary: { ...SUMMARY, change7d: null } }), lang, QUESTIONS.week![lang]);
    expect(noHistory.text).toContain(say.noHistory('7d', fig.usd(SUMMARY.total)));
  });

  it('holding detail: amount, value, share and where it is held, from holding_detail', async () => {
    const answer = await ask(fakeTools(), lang, QUESTIONS.holding![lang]);
    expect(answer.tools).toEqual(['holding_detail']);
    for (const figure of [
      fig.amount(HOLDING.amount),
      fig.usd(HOLDING.value),
      fig.share(HOLDING.share),
      fig.usd(HOLDING.price!),
    ]) {
      expect(answer.text).toContain(figure);
    }
    expect(answer.text).toContain('MetaMask');
    const none = await ask(
      fakeTools({ holding_detail: { ...HOLDING, held: false, amount: 0, value: 0, places: [] } }),
      lang,
      QUESTIONS.holding![lang],
    );
    expect(none.text).toContain(say.notHeld('**Ethereum** (ETH)'));
  });

  it('token safety: score, the most severe alerts with their text, tags and the audit link', async () => {
    const answer = await ask(fakeTools(), lang, QUESTIONS.safe![lang]);
    expect(answer.tools).toEqual(['xray_audit']);
    expect(answer.text).toContain('**42/100**');
    expect(answer.text.indexOf(AUDIT.alerts[1]!.text)).toBeLessThan(answer.text.indexOf(AUDIT.alerts[0]!.text));
    expect(answer.text).toContain(`*${say.tag('danger')}*`);
    expect(answer.text).toContain('](/x-ray/pepe)');
    expect(answer.text).not.toContain('/pricing');
  });

  it('token safety says which sections were not checked, and that no alert there is no verdict', async () => {
    const tools = fakeTools({ xray_audit: { ...AUDIT, alerts: [], notChecked: ['security', 'onchain'] } });
    const answer = await ask(tools, lang, QUESTIONS.safe![lang]);
    expect(answer.text).toContain('**42/100**');
    expect(answer.text).toContain(say.notChecked(['security', 'onchain']));
    expect(answer.text).toContain(say.noAlertsChecked);
    expect(answer.text).not.toContain(say.noAlerts);
  });

  it('token safety quotes the score with its confidence (issue 25 §1)', async () => {
    const answer = await ask(fakeTools({ xray_audit: { ...AUDIT, confidence: 'low' } }), lang, QUESTIONS.safe![lang]);
    expect(answer.text).toContain('**42/100**');
    expect(answer.text).toContain(say.confidence('low'));
  });

  it('token safety with too few checks run: no score, "not enough data", and what was not checked', async () => {
    const withheld = { ...AUDIT, score: null, confidence: 'insufficient', coverage: null, alerts: [], notChecked: ['security'] };
    const answer = await ask(fakeTools({ xray_audit: withheld }), lang, QUESTIONS.safe![lang]);
    expect(answer.text).toContain(say.withheld('**Pepe**', null));
    expect(answer.text).toContain(say.notChecked(['security']));
    expect(answer.text).not.toContain('/100');
    expect(answer.text).not.toContain(say.notAudited('**Pepe**'));
  });

  it('token safety without X-Ray in the plan: score and tags, and the plans page for the full audit', async () => {
    const answer = await ask(fakeTools({ xray_audit: { ...AUDIT, access: 'upgrade', alerts: [] } }), lang, QUESTIONS.safe![lang]);
    expect(answer.text).toContain('**42/100**');
    expect(answer.text).toContain(say.upgrade);
    expect(answer.text).toContain('](/pricing)');
  });

  it('news: about the named token, with links; about the holdings when no token is named', async () => {
    const tools = fakeTools({ news_search: { ...NEWS, asset: { id: 'bitcoin', symbol: 'BTC', name: 'Bitcoin' } } });
    const answer = await ask(tools, lang, QUESTIONS.news![lang]);
    expect(tools.calls).toEqual([{ name: 'news_search', args: { asset: 'bitcoin', window_hours: 168, limit: 3 } }]);
    expect(answer.text).toContain('[Bitcoin reaches a new high](https://news.example/btc-high)');
    expect(answer.text).toContain('8/10');
    const holdings = fakeTools();
    const mine = { en: "what's new on my coins", fr: 'quoi de neuf sur mes cryptos', es: 'qué hay de nuevo en mis monedas' };
    await ask(holdings, lang, mine[lang]);
    expect(holdings.calls).toEqual([{ name: 'news_search', args: { window_hours: 168, limit: 3 } }]);
  });

  it('market price: price, changes, rank and market cap, from market_asset', async () => {
    const answer = await ask(fakeTools(), lang, QUESTIONS.price![lang]);
    expect(answer.tools).toEqual(['market_asset']);
    for (const figure of [fig.usd(MARKET.price!), fig.change(1.2), fig.change(-3.4), fig.usdCompact(MARKET.marketCap!)]) {
      expect(answer.text).toContain(figure);
    }
  });

  it('kredits above the plan’s allowance are a bonus, never 601/600 (issue 26 §1)', async () => {
    const answer = await ask(fakeTools({ plan_status: { ...PLAN, kredits: 21, max: 20 } }), lang, QUESTIONS.plan![lang]);
    expect(answer.text).toContain(say.kredits('20', '20', fig.dateTime(PLAN.refillAt), '1'));
    expect(answer.text).not.toContain('21/20');
  });

  it('plan: the plan, KRL held and missing for the next, kredits and the refill', async () => {
    const answer = await ask(fakeTools(), lang, QUESTIONS.plan![lang]);
    expect(answer.tools).toEqual(['plan_status']);
    for (const figure of [
      '**Pro**',
      '**Elite**',
      fig.amount(PLAN.krl),
      fig.amount(38000),
      '**8/20**',
      fig.dateTime(PLAN.refillAt),
    ]) {
      expect(answer.text).toContain(figure);
    }
  });

  it('quests: none open says so; open ones are listed with their reward', async () => {
    expect((await ask(fakeTools(), lang, QUESTIONS.quests![lang])).text).toContain(say.noQuests);
    const quests = {
      quests: [{ id: 'q1', name: 'Connect a wallet', reward: { xp: 50, kredits: 2 }, status: 'open', url: '/rewards/quests' }],
    };
    const answer = await ask(fakeTools({ quests }), lang, QUESTIONS.quests![lang]);
    expect(answer.text).toContain('[Connect a wallet](/rewards/quests)');
    expect(answer.text).toContain('+50 XP');
  });

  it('says the figures are demo data exactly when a tool answered with demo data', async () => {
    expect((await ask(fakeTools({}, { demo: true }), lang, QUESTIONS.worth![lang])).text).toContain(say.demo);
    expect((await ask(fakeTools({}, { demo: false }), lang, QUESTIONS.worth![lang])).text).not.toContain(say.demo);
  });

  it('anything else: an honest "I can help with…", the capabilities and three example questions', async () => {
    const off = { en: 'tell me a joke', fr: 'raconte-moi une blague', es: 'cuéntame un chiste' };
    const answer = await ask(fakeTools(), lang, off[lang]);
    expect(answer.tools).toEqual([]);
    expect(answer.text).toContain(say.notUnderstood);
    expect(answer.text).toContain(say.capabilities);
    for (const example of say.helpExamples) expect(answer.text).toContain(`*${example}*`);
    expect((await ask(fakeTools(), lang, 'hello')).text).toContain(say.greeting);
  });

  it('a token question without a token asks which one, with an example', async () => {
    const answer = await ask(fakeTools(), lang, { en: 'is it safe?', fr: 'est-ce sûr ?', es: '¿es seguro?' }[lang]);
    expect(answer.tools).toEqual([]);
    expect(answer.text).toBe(say.askToken(say.examples.safe));
  });

  it('an unknown token: said plainly, with the tool’s close matches', async () => {
    const answer = await ask(
      fakeTools(),
      lang,
      { en: 'is foocoin safe', fr: 'foocoin est sûr ?', es: '¿es seguro foocoin?' }[lang],
    );
    expect(answer.text).toContain('**foocoin**');
    expect(answer.text).toContain('**Bitcoin (BTC)**');
    expect(answer.text).toContain('**Bitcoin Cash (BCH)**');
  });

  it('a typo of a token: read as the token a letter away, said so, and answered (issue 28 §1)', async () => {
    const tools = fakeTools();
    const answer = await ask(tools, lang, { en: 'is bitcoinn safe', fr: 'bitcoinn est sûr ?', es: '¿es seguro bitcoinn?' }[lang]);
    expect(answer.text).toContain(INSIGHTS[lang].readAs('bitcoinn', '**Bitcoin** (BTC)'));
    expect(answer.text).toContain('**42/100**');
    expect(tools.calls.at(-1)).toEqual({ name: 'xray_audit', args: { asset: 'bitcoin' } });
  });

  it('a tool that fails is said to have failed, with no figure', async () => {
    const answer = await ask(fakeTools({}, { failing: ['portfolio_summary'] }), lang, QUESTIONS.worth![lang]);
    expect(answer.text).toBe(say.toolFailed);
  });
});

describe('offline agent', () => {
  it('answers in the reader’s language whatever the language of the question', async () => {
    const answer = await ask(fakeTools(), 'en', 'Combien vaut mon portefeuille ?');
    expect(answer.text).toContain(`Your portfolio is worth **${figuresFor('en').usd(SUMMARY.total)}**`);
    expect((await ask(fakeTools(), 'es', 'what plan am I on')).text).toContain('Estás en el plan **Pro**');
  });

  it('takes a token named by a question word ("safe") for a token only in capitals or with $', () => {
    const safe = { id: 'safe', symbol: 'SAFE', name: 'Safe' };
    expect(maskTokens('is it safe?', [safe]).assets).toEqual([]);
    expect(maskTokens('is SAFE safe?', [safe]).assets).toEqual([safe]);
    expect(maskTokens('is $safe safe?', [safe]).assets).toEqual([safe]);
    expect(maskTokens('Is Pepe safe?', [{ id: 'pepe', symbol: 'PEPE', name: 'Pepe' }]).text).toBe(`is ${TOKEN_WORD} safe?`);
  });

  it('news without a known token: across the market (not the holdings), unless a symbol in capitals names an unknown token', async () => {
    const generic = fakeTools();
    await ask(generic, 'en', "what's happening in crypto");
    expect(generic.calls).toEqual([{ name: 'news_search', args: { market: true, window_hours: 168, limit: 3 } }]);
    const unknown = await ask(fakeTools(), 'en', 'news about FOOCOIN');
    expect(unknown.text).toContain("I don't know the token **FOOCOIN**. Did you mean **Bitcoin (BTC)**");
  });

  it('answers for up to three named tokens, one tool call each', async () => {
    const tools = fakeTools();
    await ask(tools, 'en', 'price of BTC, ETH, SOL and PEPE');
    expect(tools.calls.map((c) => c.args.asset)).toEqual(['bitcoin', 'ethereum', 'solana']);
  });

  it('a follow-up naming only a token asks the previous question about it', async () => {
    const tools = fakeTools();
    const history = [
      { sender: 'user' as const, message: 'is PEPE safe?' },
      { sender: 'agent' as const, message: '…' },
    ];
    await ask(tools, 'en', 'and SOL?', { history });
    expect(tools.calls).toEqual([{ name: 'xray_audit', args: { asset: 'solana' } }]);
  });

  it('a follow-up pointing back ("its", "su") or naming a section keeps the coin; no word of it is taken for one', async () => {
    const after = async (lang: Locale, earlier: string, message: string) => {
      const tools = fakeTools();
      const history = [
        { sender: 'user' as const, message: earlier },
        { sender: 'agent' as const, message: '…' },
      ];
      await ask(tools, lang, message, { history });
      return tools.calls;
    };
    const price = [{ name: 'market_asset', args: { asset: 'bitcoin' } }];
    expect(await after('en', 'is BTC safe?', 'and its price?')).toEqual(price);
    expect(await after('es', '¿es seguro BTC?', '¿y su precio?')).toEqual(price);
    const technical = [{ name: 'xray_audit', args: { asset: 'bitcoin', section: 'technical' } }];
    expect(await after('en', 'price of BTC', 'technical analysis please')).toEqual(technical);
    const security = [{ name: 'xray_audit', args: { asset: 'pepe', section: 'security' } }];
    expect(await after('en', 'is PEPE safe?', 'tell me more about the security section')).toEqual(security);
    // "Compare it with ETH": the previous answer's coin beside the one named.
    const compared = await after('en', 'price of SOL', 'compare it with ETH');
    expect(compared.filter((c) => c.name === 'market_asset').map((c) => c.args.asset)).toEqual(['solana', 'ethereum']);
  });

  it('streams the answer in small chunks, reports each tool used and zero tokens at the end', async () => {
    const answer = await ask(fakeTools(), 'en', QUESTIONS.safe!.en);
    expect(answer.chunks.length).toBeGreaterThan(5);
    for (const chunk of answer.chunks) expect(Array.from(chunk).length).toBeLessThanOrEqual(20);
    expect(answer.chunks.slice(0, -1).every((chunk) => chunk.length >= 8)).toBe(true);
    expect(answer.tools).toEqual(['xray_audit']);
    expect(answer.usage).toBe(1);
  });

  it('stops yielding when the user stops the answer', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    const request = {
      lang: 'en' as const,
      message: QUESTIONS.worth!.en,
      history: [],
      tools: fakeTools(),
      signal: controller.signal,
    };
    for await (const chunk of createOfflineAgent().answer(request)) {
      chunks.push(chunk);
      if (chunks.length === 2) controller.abort();
    }
    expect(chunks).toHaveLength(2);
    const tools = fakeTools();
    const stopped = new AbortController();
    stopped.abort();
    for await (const chunk of createOfflineAgent().answer({ ...request, tools, signal: stopped.signal })) chunks.push(chunk);
    expect(tools.calls).toEqual([]);
  });
});
