// Questions the offline agent cannot answer from K3's data, and what it offers instead (docs/agent-offline.md "What K3
// does not hold", steps 6 and 10 of "How a message is read"): what K3 has on a coin offered as questions that it does
// answer, the news of a subject that is neither a coin nor the market, a coin named in a question about something else,
// and words the account, the plan or a should-I share with other questions.
import { LOCALES, type Locale } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { PHRASES } from '../../src/services/agent/offline/phrases';
import { INSIGHTS } from '../../src/services/agent/offline/phrases/insights';
import { ask, fakeTools } from './offline-fixtures';

const ACCOUNT_TOOLS = ['portfolio_summary', 'portfolio_holdings', 'holding_detail', 'plan_status', 'quests'];
const noData = (lang: Locale) => PHRASES[lang].noData(['\u0000'], null).split('\u0000')[0]!;

describe.each(LOCALES)('what K3 offers, in %s', (lang) => {
  const say = PHRASES[lang];

  it('every question it offers on a coin is one it answers with that coin’s data', async () => {
    const [price, safe, news] = say.coinExamples('Bitcoin', null);
    const compare = say.coinExamples('Bitcoin', 'Ethereum')[2];
    const asked = async (question: string) => {
      const tools = fakeTools();
      await ask(tools, lang, question);
      return tools.calls;
    };
    expect(await asked(price)).toEqual([{ name: 'market_asset', args: { asset: 'bitcoin' } }]);
    expect(await asked(safe)).toEqual([{ name: 'xray_audit', args: { asset: 'bitcoin' } }]);
    expect((await asked(news)).map((c) => [c.name, c.args.asset])).toEqual([['news_search', 'bitcoin']]);
    const compared = await asked(compare);
    expect(compared.filter((c) => c.name === 'market_asset').map((c) => c.args.asset)).toEqual(['bitcoin', 'ethereum']);
    const market = await asked(say.marketExample);
    expect(market.map((c) => [c.name, c.args.market])).toEqual([['news_search', true]]);
  });

  it('a measure K3 lacks about the market’s mood, no coin named: the plain line and the market’s news offered', async () => {
    const question = {
      en: 'what do ETF flows say about the market mood?',
      fr: "que disent les flux des ETF sur l'ambiance du marché ?",
      es: '¿qué dicen las ballenas sobre el ánimo del mercado?',
    };
    const tools = fakeTools();
    const answer = await ask(tools, lang, question[lang]);
    expect(answer.text).toContain(noData(lang));
    expect(answer.text).toContain(say.marketExample);
    expect(tools.calls).toEqual([]);
  });

  it('the news of a subject that is neither a coin nor the market: said so, no story of something else', async () => {
    const topic = {
      en: "what's going on with lending protocols lately?",
      fr: 'quelles sont les nouvelles sur les stablecoins algorithmiques ?',
      es: '¿qué está pasando con los juegos en blockchain?',
    };
    const tools = fakeTools();
    const answer = await ask(tools, lang, topic[lang]);
    expect(answer.text).toContain(say.newsTopic);
    expect(answer.text).toContain(say.marketExample);
    expect(tools.calls).toEqual([]);
    // The market at large is still the market's news.
    const market = {
      en: "what's happening in crypto right now?",
      fr: 'que se passe-t-il sur le marché crypto ?',
      es: '¿qué está pasando en el mercado cripto hoy?',
    };
    const wide = fakeTools();
    await ask(wide, lang, market[lang]);
    expect(wide.calls.map((c) => [c.name, c.args.market])).toEqual([['news_search', true]]);
  });

  it('a coin named in a question about something else: not understood, what K3 has on the coin offered', async () => {
    const question = {
      en: 'how will stricter European stablecoin legislation reshape builders choosing Solana?',
      fr: "comment la future législation européenne va-t-elle transformer l'écosystème des développeurs sur Solana ?",
      es: '¿cómo transformará la futura legislación europea el ecosistema de desarrolladores de Solana?',
    };
    const tools = fakeTools();
    const answer = await ask(tools, lang, question[lang]);
    expect(answer.text.startsWith(say.notUnderstood)).toBe(true);
    expect(answer.text).toContain(say.k3Offers('**Solana** (SOL)', false));
    expect(tools.calls).toEqual([]);
  });

  it('"is it a good idea to buy", "go long": the facts, not advice; "which should I buy" of two: side by side, not advice', async () => {
    const should = {
      en: ['is it good to buy SOL now?', 'is it a good idea to go long on SOL?'],
      fr: ["est-ce une bonne idée d'acheter du SOL ?", 'une position longue sur SOL, bonne idée ?'],
      es: ['¿es buena idea comprar SOL ahora?', '¿abro una posición larga en SOL?'],
    };
    for (const question of should[lang]) {
      const tools = fakeTools();
      const answer = await ask(tools, lang, question);
      expect(answer.text, question).toContain(INSIGHTS[lang].shouldHead('**Bitcoin** (BTC)').slice(0, 20));
      expect(
        tools.calls.map((c) => c.name),
        question,
      ).toContain('market_asset');
    }
    const which = {
      en: 'which of BTC and ETH should I buy?',
      fr: 'BTC ou ETH, lequel dois-je acheter ?',
      es: '¿cuál es mejor, BTC o ETH? ¿debería comprar alguno?',
    };
    const tools = fakeTools();
    const answer = await ask(tools, lang, which[lang]);
    expect(answer.text.startsWith(INSIGHTS[lang].notAdvice)).toBe(true);
    expect(answer.text).toContain(INSIGHTS[lang].compareHead);
  });

  it('a follow-up on an offer keeps its coin: "is it safe?", "and its price?"', async () => {
    const offers = {
      en: [
        "what's the open interest of BTC?",
        'how will stricter European stablecoin legislation reshape builders choosing BTC?',
      ],
      fr: [
        "quel est l'open interest du BTC ?",
        "comment la future législation européenne va-t-elle transformer l'écosystème du BTC ?",
      ],
      es: ['¿cuál es el open interest de BTC?', '¿cómo transformará la futura legislación europea el ecosistema de BTC?'],
    };
    const follow = {
      en: ['is it safe?', 'and its price?'],
      fr: ['est-ce sûr ?', 'et son prix ?'],
      es: ['¿es seguro?', '¿y su precio?'],
    };
    for (const offer of offers[lang]) {
      const history = [
        { sender: 'user' as const, message: offer },
        { sender: 'agent' as const, message: '…' },
      ];
      const [safe, price] = follow[lang];
      const first = fakeTools();
      await ask(first, lang, safe!, { history });
      expect(first.calls, offer).toEqual([{ name: 'xray_audit', args: { asset: 'bitcoin' } }]);
      const second = fakeTools();
      await ask(second, lang, price!, { history });
      expect(second.calls, offer).toEqual([{ name: 'market_asset', args: { asset: 'bitcoin' } }]);
    }
  });

  it('the market followed by when or after what is the market’s news; "crypto lending desks" is a subject of its own', async () => {
    const market = {
      en: ['what happened in crypto over the weekend?', 'any news on the market after the Fed meeting?'],
      fr: ["que s'est-il passé dans la crypto depuis lundi ?", 'des nouvelles du marché après la réunion de la Fed ?'],
      es: ['¿qué pasó en el mercado cripto desde el lunes?', '¿qué noticias hay sobre los altcoins esta semana?'],
    };
    for (const question of market[lang]) {
      const tools = fakeTools();
      await ask(tools, lang, question);
      expect(
        tools.calls.map((c) => [c.name, c.args.market]),
        question,
      ).toEqual([['news_search', true]]);
    }
    const topic = {
      en: "what's happening with crypto lending desks?",
      fr: 'que se passe-t-il avec les plateformes de prêt crypto ?',
      es: '¿qué está pasando con las plataformas de préstamos cripto?',
    };
    const tools = fakeTools();
    const answer = await ask(tools, lang, topic[lang]);
    expect(answer.text).toContain(say.newsTopic);
    expect(tools.calls).toEqual([]);
  });

  it('should-I about the portfolio, no coin named: the portfolio’s facts and the not-advice line, no word taken for a coin', async () => {
    const questions = {
      en: ['is it a good idea to diversify my portfolio?', 'which of my coins should I sell?'],
      fr: ['est-ce une bonne idée de diversifier mon portefeuille ?', 'dois-je vendre mes cryptos ?'],
      es: ['¿es buena idea diversificar mi cartera?', '¿debería vender mis monedas?'],
    };
    for (const question of questions[lang]) {
      const tools = fakeTools();
      const answer = await ask(tools, lang, question);
      expect(
        tools.calls.map((c) => c.name),
        question,
      ).toEqual(['portfolio_summary']);
      expect(answer.text.startsWith(INSIGHTS[lang].notAdvice), question).toBe(true);
    }
  });

  it('tokenomics and technical analysis: the audit’s section that holds them', async () => {
    const questions = {
      en: ['what are the tokenomics of ETH?', 'technical analysis of BTC'],
      fr: ["la tokenomique de l'ETH ?", 'analyse technique du BTC'],
      es: ['¿cuál es la tokenomica de ETH?', 'análisis técnico de BTC'],
    };
    const [tokenomics, technical] = questions[lang];
    const first = fakeTools();
    await ask(first, lang, tokenomics!);
    expect(first.calls).toEqual([{ name: 'xray_audit', args: { asset: 'ethereum', section: 'financial' } }]);
    const second = fakeTools();
    await ask(second, lang, technical!);
    expect(second.calls).toEqual([{ name: 'xray_audit', args: { asset: 'bitcoin', section: 'technical' } }]);
  });
});

describe('words the account shares with other questions', () => {
  it('a plan of something else ("the roadmap plan for a chain") is not the user’s plan; "which plan for a trader" is', async () => {
    for (const [lang, question] of [
      ['en', 'what is the rollout plan for that new layer two?'],
      ['fr', 'quel est le plan pour cette nouvelle blockchain ?'],
      ['es', '¿cuál es el plan para esta nueva cadena?'],
    ] as const) {
      const tools = fakeTools();
      await ask(tools, lang, question);
      expect(
        tools.calls.filter((c) => ACCOUNT_TOOLS.includes(c.name)),
        question,
      ).toEqual([]);
    }
    const tools = fakeTools();
    await ask(tools, 'en', 'which plan for a trader who asks a lot?');
    expect(tools.calls.map((c) => c.name)).toEqual(['plan_status']);
    // A plan for a kind of user is the reader's plan question; a plan for a name that is not K3's is another's.
    for (const [lang, question] of [
      ['en', 'is there a plan for traders?'],
      ['en', 'what do I get with the plan for Lobster?'],
      ['fr', 'quel plan pour débuter ?'],
      ['es', '¿qué plan para principiantes?'],
    ] as const) {
      const mine = fakeTools();
      await ask(mine, lang, question);
      expect(
        mine.calls.map((c) => c.name),
        question,
      ).toEqual(['plan_status']);
    }
    const named = fakeTools();
    await ask(named, 'en', 'what is the adoption plan for Monad?');
    expect(named.calls.filter((c) => ACCOUNT_TOOLS.includes(c.name))).toEqual([]);
  });

  it('wallets that are not the user’s are not the portfolio; "my wallets" are', async () => {
    const others = fakeTools();
    await ask(others, 'en', 'can the leftover tokens in those wallets be merged into one?');
    expect(others.calls.filter((c) => ACCOUNT_TOOLS.includes(c.name))).toEqual([]);
    for (const [lang, question] of [
      ['en', 'what are my wallets worth?'],
      ['en', 'how much is in my two wallets?'],
      ['fr', 'combien valent mes deux wallets ?'],
    ] as const) {
      const mine = fakeTools();
      await ask(mine, lang, question);
      expect(
        mine.calls.map((c) => c.name),
        question,
      ).toEqual(['portfolio_summary']);
    }
  });
});
