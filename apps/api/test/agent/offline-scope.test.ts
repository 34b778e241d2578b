// What K3 does not hold, and questions about neither K3's data nor the user's account (issue 28; docs/agent-offline.md
// "What K3 does not hold"): a measure outside K3's catalogue is said plainly in the reader's language, then what K3 has
// on the coin offered as questions (no data read), or what else the question asks under its own heading; a question
// naming no coin nor the account is never answered from the account — the market's news for the market's mood, the
// "I can't" answer otherwise. offline-offers.test.ts: the offers and the other questions K3 cannot answer.
import { LOCALES, type Locale } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { figuresFor } from '../../src/services/agent/offline/format';
import { HELD_WORDS, MEASURES, unheldMeasures } from '../../src/services/agent/offline/measures';
import { PHRASES } from '../../src/services/agent/offline/phrases';
import { topicAnswer } from '../../src/services/agent/offline/visitor';
import type { AgentMessage } from '../../src/services/agent/types';
import { ask, fakeTools, HOLDING, MARKET, NEWS, SUMMARY } from './offline-fixtures';

const ACCOUNT_TOOLS = ['portfolio_summary', 'portfolio_holdings', 'holding_detail', 'plan_status', 'quests'];

const QUESTIONS: Record<string, Record<Locale, string>> = {
  coinMeasure: {
    en: 'what is the funding rate on BTC perps',
    fr: 'quel est le taux de financement du BTC ?',
    es: '¿cuál es el interés abierto de BTC?',
  },
  noCoinMeasure: {
    en: 'which chains have the most TVL?',
    fr: 'quel est le meilleur rendement en staking ?',
    es: '¿dónde veo las liquidaciones del día?',
  },
  mood: {
    en: "what's the crypto market sentiment this week?",
    fr: "quelle est l'ambiance du marché cette semaine ?",
    es: '¿cómo está el ánimo del mercado esta semana?',
  },
  elsewhere: {
    en: 'how do I register on an exchange?',
    fr: 'comment je retire mes euros vers ma banque depuis une plateforme ?',
    es: '¿cómo me registro en un exchange?',
  },
};

describe.each(LOCALES)('what K3 does not hold, in %s', (lang) => {
  const say = PHRASES[lang];
  const fig = figuresFor(lang);

  it('a measure K3 lacks on a coin it knows: said plainly first, then what K3 has on it offered, with no data read', async () => {
    const tools = fakeTools();
    const answer = await ask(tools, lang, QUESTIONS.coinMeasure![lang]);
    const [first, offer, examples] = answer.text.split('\n');
    expect(first).toContain(say.noData(['\u0000'], null).split('\u0000')[0]);
    expect(first).toContain('**Bitcoin** (BTC)');
    expect(offer).toBe(say.k3Offers('**Bitcoin** (BTC)', false));
    expect(examples).toBe(say.tryThese(say.coinExamples('Bitcoin', null)));
    expect(answer.text).not.toContain(fig.usd(MARKET.price!));
    expect(tools.calls).toEqual([]);
  });

  it('with the price asked besides: the plain line, then the price under its own heading', async () => {
    const question = {
      en: 'BTC price and open interest',
      fr: 'prix du BTC et open interest',
      es: 'precio de BTC e interés abierto',
    };
    const tools = fakeTools();
    const answer = await ask(tools, lang, question[lang]);
    const [first, ...rest] = answer.text.split('\n\n');
    expect(first).toContain(say.noData(['\u0000'], null).split('\u0000')[0]);
    expect(first).not.toContain(fig.usd(MARKET.price!));
    expect(rest.join('\n\n')).toContain(say.k3Has('**Bitcoin** (BTC)'));
    expect(rest.join('\n\n')).toContain(fig.usd(MARKET.price!));
    expect(tools.calls).toEqual([{ name: 'market_asset', args: { asset: 'bitcoin' } }]);
  });

  it('a price named inside the measure ("price target") asks no price', async () => {
    const question = {
      en: 'what is the price target for SOL?',
      fr: "quel est l'objectif de prix du SOL ?",
      es: '¿cuál es el precio objetivo de SOL?',
    };
    const tools = fakeTools();
    const answer = await ask(tools, lang, question[lang]);
    expect(answer.text).toContain(say.k3Offers('**Solana** (SOL)', false));
    expect(tools.calls).toEqual([]);
  });

  it('with a measure K3 holds besides (liquidity, an X-Ray measure): the plain line, then that measure from the audit', async () => {
    const tools = fakeTools();
    const answer = await ask(tools, lang, 'BTC liquidity and funding rate');
    expect(answer.text.split('\n\n')[0]).toContain(say.noData(['\u0000'], null).split('\u0000')[0]);
    expect(tools.calls).toEqual([{ name: 'xray_audit', args: { asset: 'bitcoin', section: 'financial' } }]);
  });

  it('such a measure with no coin named: the plain line and what K3 holds, with no data at all', async () => {
    const tools = fakeTools();
    const answer = await ask(tools, lang, QUESTIONS.noCoinMeasure![lang]);
    expect(answer.text).toContain(say.noData(['\u0000'], null).split('\u0000')[0]);
    expect(tools.calls).toEqual([]);
  });

  it('the market’s mood with no coin named: K3’s news across the market, never the holdings’ news', async () => {
    const tools = fakeTools();
    const answer = await ask(tools, lang, QUESTIONS.mood![lang]);
    expect(tools.calls).toEqual([{ name: 'news_search', args: { market: true, window_hours: 168, limit: 3 } }]);
    expect(answer.text).toContain(say.marketNews(say.window(168)));
  });

  it('a question about neither K3’s data nor the account: no tool of the account, no figure of it', async () => {
    const tools = fakeTools();
    const answer = await ask(tools, lang, QUESTIONS.elsewhere![lang]);
    expect(tools.calls.filter((c) => ACCOUNT_TOOLS.includes(c.name))).toEqual([]);
    expect(answer.text).not.toContain(fig.usd(SUMMARY.total));
    expect(answer.text.startsWith(say.notUnderstood)).toBe(true);
  });

  it('a holding named as such, without the first person, is the holding, not the price', async () => {
    const questions = { en: ['Show ETH holdings', 'ETH balance'], fr: ['solde ETH', 'position ETH'], es: ['saldo de ETH'] };
    for (const question of questions[lang]) {
      const tools = fakeTools();
      const answer = await ask(tools, lang, question);
      expect(tools.calls, question).toEqual([{ name: 'holding_detail', args: { asset: 'ethereum' } }]);
      expect(answer.text).toContain(fig.amount(HOLDING.amount));
    }
  });

  it('a follow-up asking a measure K3 lacks keeps the previous answer’s coin', async () => {
    const tools = fakeTools();
    const follow = { en: 'and its funding rate?', fr: 'et son taux de financement ?', es: '¿y su tasa de financiación?' };
    const price = { en: 'price of BTC', fr: 'prix du BTC', es: 'precio de BTC' };
    const history: AgentMessage[] = [{ sender: 'user', message: price[lang] }];
    const answer = await ask(tools, lang, follow[lang], { history });
    const [first] = answer.text.split('\n');
    expect(first).toContain(say.noData(['\u0000'], null).split('\u0000')[0]);
    expect(first).toContain('**Bitcoin** (BTC)');
    expect(answer.text).toContain(say.k3Offers('**Bitcoin** (BTC)', false));
    expect(tools.calls).toEqual([]);
  });

  it('what K3 costs is its plans, never a coin’s fees', async () => {
    const question = { en: 'What fees does K3 charge?', fr: 'quels sont les frais de K3 ?', es: '¿qué comisiones cobra K3?' };
    const tools = fakeTools();
    const answer = await ask(tools, lang, question[lang]);
    expect(answer.text).not.toContain(say.noData(['\u0000'], null).split('\u0000')[0]);
    expect(answer.text).toContain(topicAnswer('k3.plans', lang, { isDemo: false }));
    expect(tools.calls.map((c) => c.name)).toEqual(['plan_status']);
  });
});

describe('questions about the portfolio, the market or a coin that only share a word with a measure', () => {
  const noData = (lang: Locale) => PHRASES[lang].noData(['\u0000'], null).split('\u0000')[0]!;

  it('the portfolio’s return or earnings: the portfolio’s move, not "no data on yields"', async () => {
    const month = figuresFor('fr').change(20.5);
    for (const [lang, question, figure] of [
      ['fr', 'quel est le rendement de mon portefeuille ce mois-ci ?', month],
      ['fr', 'quel rendement pour mon portefeuille ?', null],
      ['en', 'what are my earnings this month?', figuresFor('en').change(20.5)],
    ] as const) {
      const tools = fakeTools();
      const answer = await ask(tools, lang, question);
      expect(answer.text, question).not.toContain(noData(lang));
      expect(tools.calls.map((c) => c.name)).toEqual(['portfolio_summary']);
      if (figure) expect(answer.text).toContain(figure);
    }
  });

  it('a measure in words the plan or the portfolio share ("unlocks", "wallets"): "no data", never the account', async () => {
    for (const question of ['any big token unlocks coming this month?', 'look at these wallets for unclaimed airdrops']) {
      const tools = fakeTools();
      const answer = await ask(tools, 'en', question);
      expect(answer.text, question).toContain(noData('en'));
      expect(tools.calls, question).toEqual([]);
    }
  });

  it('"in depth", "spread out": no "no data" line', async () => {
    for (const question of [
      'Give me an in-depth analysis of BTC',
      'Tell me about Solana in depth',
      'How spread out are BTC holders?',
    ]) {
      const answer = await ask(fakeTools(), 'en', question);
      expect(answer.text, question).not.toContain(noData('en'));
    }
    const holders = fakeTools();
    await ask(holders, 'en', 'How spread out are BTC holders?');
    expect(holders.calls).toEqual([{ name: 'xray_audit', args: { asset: 'bitcoin', section: 'onchain' } }]);
  });

  it('the market’s mood or news this month, in Spanish and French: the market’s news, not the portfolio', async () => {
    for (const [lang, question] of [
      ['es', '¿cuál es el sentimiento del mercado este mes?'],
      ['es', '¿qué pasó en el mercado este mes?'],
      ['fr', 'quel est le sentiment du marché ce mois-ci ?'],
    ] as const) {
      const tools = fakeTools();
      const answer = await ask(tools, lang, question);
      expect(tools.calls, question).toEqual([{ name: 'news_search', args: { market: true, window_hours: 720, limit: 3 } }]);
      expect(answer.text).toContain(PHRASES[lang].marketNews(PHRASES[lang].window(NEWS.windowHours)));
    }
  });
});

describe('the measures K3 does not hold', () => {
  it('never include a measure of K3’s own catalogue (the audit’s fields, the market data)', () => {
    for (const held of ['liquidity', 'volume', 'holders', 'circulating supply', 'market cap', 'price', 'sentiment']) {
      expect(unheldMeasures(held), held).toEqual([]);
    }
    for (const measure of MEASURES) {
      expect(measure.phrases.length, measure.key).toBeGreaterThan(0);
      expect(
        measure.phrases.filter((phrase) => phrase.split(' ').every((word) => HELD_WORDS.has(word))),
        measure.key,
      ).toEqual([]);
    }
  });

  it('are read in any of the three languages, as whole words', () => {
    const keys = (text: string) => unheldMeasures(text).map((m) => m.key);
    expect(keys('open interest and funding rates')).toEqual(['openInterest', 'funding']);
    expect(keys('le carnet d ordres')).toEqual(['orderBook']);
    expect(keys('las ballenas')).toEqual(['whales']);
    expect(keys('a pretty spreadsheet')).toEqual([]);
    expect(keys('market depth, the bid ask spread and trading fees')).toEqual(['depth', 'spread', 'fees']);
    expect(keys('la profondeur de marche et les frais de trading')).toEqual(['depth', 'fees']);
  });

  it('never count an ordinary word that a measure shares (in depth, spread out, fees, earnings, rendement)', () => {
    for (const text of [
      'an in depth analysis',
      'how spread out',
      'what fees does it charge',
      'les frais',
      'my earnings',
      'le rendement',
      'revenue',
    ]) {
      expect(unheldMeasures(text), text).toEqual([]);
    }
  });
});
