// One test per offline rule (docs/news-scoring.md): negation, intensifiers, each event family, rank, amounts (en/fr),
// source weights and the French phrases.
import { describe, expect, it } from 'vitest';
import type { NewsLang } from '@k3/shared';
import type { NewsAsset, ScoreInput } from '../types';
import { amountAdjustment, parseAmounts, rankAdjustment, sourceAdjustment } from './impact';
import { createOfflineScorer, impactOf, lexiconSum, sentimentOf } from './offline';
import { normalize } from './text';

const coin = (symbol: string, rank: number): NewsAsset => ({ id: symbol.toLowerCase(), symbol, name: symbol, rank });
const input = (title: string, lang: NewsLang = 'en', extra: Partial<ScoreInput> = {}): ScoreInput => ({
  title,
  description: '',
  lang,
  source: 'CoinDesk',
  coins: [coin('XYZ', 40)],
  categories: [],
  ...extra,
});
const label = (title: string, lang: NewsLang = 'en') => sentimentOf(input(title, lang)).label;

describe('offline sentiment', () => {
  it('reads crypto phrases a general lexicon gets wrong', () => {
    expect(label('Traders brace as bitcoin enters a bear market')).toBe('negative');
    expect(label('Short squeeze sends the token higher')).toBe('positive');
    expect(label('Protocol suffers rug pull')).toBe('negative');
    expect(label('Stablecoin depegs')).toBe('negative');
    expect(label('Ether hits all-time high')).toBe('positive');
    expect(label('Regulator dismisses charges against exchange')).toBe('positive');
  });

  it('negation flips the words it reaches ("not", "fails to", "ne … pas", "sans")', () => {
    expect(label('Token rallies')).toBe('positive');
    expect(label('Token fails to rally')).toBe('negative');
    expect(label('Bitcoin is not crashing, analysts note')).not.toBe('negative');
    expect(label('Not as bad as feared: exchange results')).toBe('positive');
    expect(label('Le bitcoin chute', 'fr')).toBe('negative');
    expect(label('Le bitcoin ne chute pas', 'fr')).toBe('positive');
    expect(lexiconSum('Une semaine sans panique', 'fr')).toBeGreaterThan(0);
  });

  it('intensifiers strengthen and dampeners soften', () => {
    expect(lexiconSum('Token drops sharply', 'en')).toBeLessThan(lexiconSum('Token drops', 'en'));
    expect(lexiconSum('Token drops slightly', 'en')).toBeGreaterThan(lexiconSum('Token drops', 'en'));
    expect(lexiconSum('Le jeton recule fortement', 'fr')).toBeLessThan(lexiconSum('Le jeton recule', 'fr'));
  });

  it('understands the French crypto phrases', () => {
    expect(label("L'ether s'envole", 'fr')).toBe('positive');
    expect(label('Nouveau plus haut historique pour le SOL', 'fr')).toBe('positive');
    expect(label("Piratage d'une plateforme d'échange", 'fr')).toBe('negative');
    expect(label("Rejet de l'ETF par la SEC", 'fr')).toBe('negative');
    expect(label("Autorisation de l'ETF par la SEC", 'fr')).toBe('positive');
  });

  it('counts the cause after "after" for half', () => {
    expect(lexiconSum('Bitcoin recovers after weekend sell-off', 'en')).toBeGreaterThan(
      lexiconSum('Bitcoin recovers, weekend sell-off', 'en'),
    );
  });

  it('keeps the score in [-1, 1] and consistent with the label', () => {
    const { label: text, score } = sentimentOf(input('Massive crash wipes out billions as exchange is hacked and collapses'));
    expect(text).toBe('negative');
    expect(score).toBeGreaterThanOrEqual(-1);
    expect(score).toBeLessThan(-0.5);
  });
});

describe('financial direction (English)', () => {
  it('reads a stated move as the price moving, with or without a verb', () => {
    expect(label('Bitcoin down 8% on the week')).toBe('negative');
    expect(label('Ether up 5% in early trading')).toBe('positive');
    expect(label('Shares -2.7% after the report')).toBe('negative');
  });

  it('points the move by its subject: more profit is good, more loss or cost is bad', () => {
    expect(label('Quarterly profit decreased 40%')).toBe('negative');
    expect(label('Revenue rose 5% in the third quarter')).toBe('positive');
    expect(label('Operating loss narrowed to EUR 2m from EUR 5m')).toBe('positive');
    expect(label('Net loss widened to $40m')).toBe('negative');
    expect(label('Costs rose 12% in the quarter')).toBe('negative');
    expect(label('The group cut its debt by a third')).toBe('positive');
    expect(label('Exchange outflows rose to $2 billion')).toBe('negative');
    expect(label('Price target cut to $350 from $400')).toBe('negative');
    expect(label('Sales did not fall in the quarter')).not.toBe('negative');
  });

  it('does not take a qualifier for the subject ("profit before taxes", "loss per share")', () => {
    expect(label('Profit before taxes decreased to EUR 31.6m from EUR 50.0m')).toBe('negative');
    expect(label('Diluted loss per share narrowed to EUR 0.27 from EUR 0.86')).toBe('positive');
  });

  it('compares two figures when no verb says the direction', () => {
    expect(label('Net sales from EUR 21.1m to 16m')).toBe('negative');
    expect(label('Net sales amounted to EUR 16m, compared with EUR 21.1m a year earlier')).toBe('negative');
    expect(label('Revenue rose to EUR 30m from EUR 25m')).toBe('positive');
  });

  it('reads a change of state: up from a loss, swung to a profit, down from a profit', () => {
    expect(label('Operating profit was EUR 5m, up from a loss of EUR 2m')).toBe('positive');
    expect(label('The company swung to a net profit of EUR 3m')).toBe('positive');
    expect(label('Operating loss was EUR 0.8m, down from a profit of EUR 2.5m')).toBe('negative');
  });

  it('reads analyst actions, results against estimates and job cuts', () => {
    expect(label('Bank upgraded to buy from hold at Jefferies')).toBe('positive');
    expect(label('Retailer cut to Sell at Compass Point')).toBe('negative');
    expect(label('Earnings fall short of analyst estimates')).toBe('negative');
    expect(label('The company will lay off 200 staff')).toBe('negative');
    expect(label('Engineering group wins a EUR 50m order')).toBe('positive');
  });

  it('leaves factual sentences and non-moves neutral', () => {
    expect(label('The company will hold its annual general meeting in Helsinki on 25 March.')).toBe('neutral');
    expect(label('The offer is valid for up to 10 accounts')).toBe('neutral');
    expect(label('CEO steps down')).toBe('neutral');
    expect(label('Miners wait for the next block')).toBe('neutral');
  });

  it('keeps the French layer: "sur" is not "sûr"', () => {
    expect(label('Le bitcoin recule de 8 % sur la semaine', 'fr')).toBe('negative');
  });
});

describe('offline impact', () => {
  const families = (title: string, lang: NewsLang = 'en') => impactOf(input(title, lang)).families;
  it.each([
    ['Exchange hacked, attackers drain hot wallet', 'security'],
    ['Lender halts withdrawals and files for bankruptcy', 'insolvency'],
    ['Stablecoin loses its peg', 'depeg'],
    ['SEC approves spot ETF applications', 'etf-decision'],
    ['SEC sues exchange over unregistered securities', 'enforcement'],
    ['Country makes token legal tender', 'sovereign'],
    ['Fed holds interest rates as CPI cools', 'macro'],
    ['Miners prepare for the halving', 'halving'],
    ['Network outage stops blocks for five hours', 'outage'],
    ['Lawmakers publish stablecoin bill', 'regulation'],
    ['Coinbase to list new token', 'listing'],
    ['Token plunges as liquidations mount', 'market-move'],
    ['Token hits all-time high', 'extreme-move'],
    ['Hard fork goes live on mainnet', 'upgrade'],
    ['Company buys more bitcoin for its treasury reserve', 'adoption'],
    ['Protocol announces partnership with payment firm', 'partnership'],
    ['Startup closes seed round', 'funding'],
  ])('"%s" is in family %s', (title, family) => {
    expect(families(title)).toContain(family);
  });

  it('recognises the French event families', () => {
    expect(families("Piratage d'un pont cross-chain", 'fr')).toContain('security');
    expect(families('La SEC rejette les ETF', 'fr')).toContain('etf-decision');
    expect(families('La Fed baisse ses taux directeurs', 'fr')).toContain('macro');
    expect(families('Binance annonce la cotation du jeton', 'fr')).toContain('listing');
  });

  it('orders events: a hack outweighs a partnership, an opinion weighs least', () => {
    const hack = impactOf(input('Exchange hacked')).impact;
    const partnership = impactOf(input('Protocol announces partnership')).impact;
    const prediction = impactOf(input('Price prediction: token could rally, analyst says')).impact;
    expect(hack).toBeGreaterThan(partnership);
    expect(partnership).toBeGreaterThan(prediction);
  });

  it('an awaited event weighs less than the event', () => {
    expect(impactOf(input('Bitcoin flat ahead of Fed decision')).impact).toBeLessThan(impactOf(input('Fed cuts rates')).impact);
  });

  it('weighs the market-cap rank of the coins named', () => {
    expect(rankAdjustment([coin('BTC', 1)])).toBe(1);
    expect(rankAdjustment([coin('A', 30)])).toBe(0);
    expect(rankAdjustment([coin('B', 150)])).toBe(-1);
    expect(rankAdjustment([coin('C', 900)])).toBe(-2);
    expect(rankAdjustment([])).toBe(0);
    const top = impactOf(input('Token tumbles', 'en', { coins: [coin('BTC', 1)] })).impact;
    const small = impactOf(input('Token tumbles', 'en', { coins: [coin('KRL', 900)] })).impact;
    expect(top).toBeGreaterThan(small);
  });

  it('parses English amounts', () => {
    expect(parseAmounts(normalize('$200M drained, then $1.5 billion'), 'en')).toEqual([200e6, 1.5e9]);
    expect(parseAmounts(normalize('10,000 ETH moved'), 'en')).toEqual([25e6]);
    expect(parseAmounts(normalize('US$3bn fund'), 'en')).toEqual([3e9]);
  });

  it('parses French amounts', () => {
    expect(parseAmounts(normalize('1,2 milliard de dollars'), 'fr')).toEqual([1.2e9]);
    expect(parseAmounts(normalize("500 millions d'euros"), 'fr')[0]).toBeCloseTo(550e6);
    expect(parseAmounts(normalize('3 000 BTC'), 'fr')).toEqual([150e6]);
    expect(parseAmounts(normalize('200 M$'), 'fr')).toEqual([200e6]);
  });

  it('sizes a hack by the amount taken', () => {
    const hack = (amount: string) => impactOf(input(`Protocol drained of ${amount} in exploit`)).impact;
    expect(hack('$2 billion')).toBeGreaterThan(hack('$200 million'));
    expect(hack('$200 million')).toBeGreaterThanOrEqual(7);
    expect(hack('$12 million')).toBeLessThan(7);
    expect(hack('$800,000')).toBeLessThan(hack('$12 million'));
  });

  it('does not push routine moves and flows of top coins to high impact', () => {
    const top = { coins: [coin('BTC', 1)] };
    expect(impactOf(input('Spot bitcoin ETFs see $500 million in outflows as price drops', 'en', top)).impact).toBeLessThan(7);
    expect(impactOf(input('Token rallies 12%', 'en', { coins: [coin('AVAX', 11)] })).impact).toBeLessThan(7);
    expect(impactOf(input('Bitcoin tumbles 10% to $56,000', 'en', top)).impact).toBeGreaterThanOrEqual(7);
    expect(impactOf(input('Bitcoin halving completes; price rises modestly', 'en', top)).impact).toBeLessThan(7);
  });

  it('counts an event named only as the backdrop for half', () => {
    const top = { coins: [coin('BTC', 1)] };
    expect(impactOf(input('Bitcoin slides less than feared after Fed decision', 'en', top)).impact).toBeLessThan(
      impactOf(input('Fed decision sends bitcoin lower', 'en', top)).impact,
    );
  });

  it('does not count the regulator twice: "SEC sues" is one enforcement event', () => {
    expect(impactOf(input('SEC sues exchange')).family).toBe(3);
  });

  it('turns amounts into bands, ignoring price levels', () => {
    expect(amountAdjustment([2e9])).toBe(2);
    expect(amountAdjustment([2e8])).toBe(1);
    expect(amountAdjustment([5e7])).toBe(0);
    expect(amountAdjustment([3e6])).toBe(-1);
    expect(amountAdjustment([100_000])).toBe(0);
    expect(amountAdjustment([])).toBe(0);
  });

  it('weighs the source; unknown sources are neutral', () => {
    expect(sourceAdjustment('Reuters')).toBe(1);
    expect(sourceAdjustment('PR Newswire')).toBe(-1);
    expect(sourceAdjustment('Some New Blog')).toBe(0);
  });

  it('always returns an integer 1..10', async () => {
    const scores = await createOfflineScorer().score([
      input('Exchange hacked for $2 billion, files for bankruptcy as SEC sues', 'en', {
        source: 'Reuters',
        coins: [coin('BTC', 1)],
      }),
      input('How to read a chart: guide', 'en', { source: 'PR Newswire', coins: [coin('KRL', 900)] }),
    ]);
    expect(scores.map((score) => score.impact)).toEqual([10, 1]);
    expect(createOfflineScorer().id).toBe('offline@2');
  });
});

describe('hostile text', () => {
  // A feed's text is outside K3's control: a verb before a long run of digits once split the run n⁵ ways in the
  // "contract won" pattern, hanging the news job. Every family must read such text in one pass (the test's own
  // timeout is the guard; no timing is asserted).
  it.each([
    `wins ${'1'.repeat(2000)}`,
    `from ${'1'.repeat(2000)} to ${'2,'.repeat(500)}`,
    `rose to ${'1.'.repeat(1000)}m`,
    `profit ${'up '.repeat(600)}`,
  ])('scores %#: a long run of digits or words after a verb', (text) => {
    const score = sentimentOf({ title: text, description: text, lang: 'en' });
    expect(['negative', 'neutral', 'positive']).toContain(score.label);
  });
});
