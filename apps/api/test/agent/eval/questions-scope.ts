// Questions outside K3's data (issue 28, "answers a neighbouring question"), ids `outside.{n}`: a coin K3 knows with a
// measure K3 holds no data on (open interest, staking yields, support levels…: said plainly, then what K3 has on the
// coin offered as questions to ask, with no data read — or, when the question also asks the price, the audit, the facts
// or the news, that answer, labelled), such a measure with no coin (said plainly, no data), the market's mood or
// stories with no coin (K3's news across the market, never the user's holdings), a question about neither the data nor
// the account (the "I can't" text), and the account asked without a possessive (still answered from it). Written for
// this capability from what investors ask, in the three languages; tuned on like the other seen rows. The first rows
// expected the coin's price under the line until 2026-11-29 (docs/agent-offline.md "Public questions").
import type { Category, Row } from './questions';

/** Neither the user's portfolio, plan, quests nor the holdings' news. */
const NOT_MINE = ['account'];

export const SCOPE_ROWS: readonly (readonly [Category, Row[]])[] = [
  [
    'outside',
    [
      // A coin K3 knows, a measure it does not hold: the honest line, then what K3 has on the coin, offered, no figure;
      // with its price asked besides, the line then the price.
      [
        'en',
        "what's the open interest on bitcoin futures right now?",
        ['nodata:bitcoin', 'offer:bitcoin'],
        [...NOT_MINE, 'price:bitcoin'],
      ],
      ['en', 'ethereum staking yield?', ['nodata:ethereum', 'offer:ethereum'], [...NOT_MINE, 'price:ethereum']],
      [
        'en',
        'where are the support and resistance levels for solana',
        ['nodata:solana', 'offer:solana'],
        [...NOT_MINE, 'price:solana'],
      ],
      ['en', 'how much TVL does uniswap have', ['nodata:uniswap', 'offer:uniswap'], [...NOT_MINE, 'price:uniswap']],
      ['en', 'price and funding rate of SOL', ['nodata:solana', 'price:solana'], NOT_MINE],
      ['fr', 'quel est le taux de financement sur ETH ?', ['nodata:ethereum', 'offer:ethereum'], [...NOT_MINE, 'price:ethereum']],
      ['fr', 'les baleines accumulent-elles du bitcoin ?', ['nodata:bitcoin', 'offer:bitcoin'], [...NOT_MINE, 'price:bitcoin']],
      ['fr', 'quel objectif de prix pour cardano ?', ['nodata:cardano', 'offer:cardano'], [...NOT_MINE, 'price:cardano']],
      ['fr', 'prix et RSI du bitcoin', ['nodata:bitcoin', 'price:bitcoin'], NOT_MINE],
      ['es', '¿cuál es el interés abierto de solana?', ['nodata:solana', 'offer:solana'], [...NOT_MINE, 'price:solana']],
      ['es', 'comisiones de gas en ethereum hoy', ['nodata:ethereum', 'offer:ethereum'], [...NOT_MINE, 'price:ethereum']],
      [
        'es',
        'predicción de precio de dogecoin para fin de año',
        ['nodata:dogecoin', 'offer:dogecoin'],
        [...NOT_MINE, 'price:dogecoin'],
      ],
      // The same with a kind of answer K3 gives: the facts, the audit, the coin's news.
      ['en', 'should I buy chainlink here or wait for a better entry?', ['nodata:chainlink', 'facts'], ['advice']],
      ['en', 'is pepe risky given how volatile it is?', ['nodata:pepe', 'score:pepe'], NOT_MINE],
      ['en', 'any news about bitcoin ETF inflows?', ['nodata:bitcoin', 'news:bitcoin'], NOT_MINE],
      ['fr', 'dois-je vendre mon ethereum avant les déblocages de tokens ?', ['nodata:ethereum', 'facts'], ['advice']],
      ['es', '¿es seguro hacer staking de cardano?', ['nodata:cardano', 'score:cardano'], NOT_MINE],
      // Such a measure with no coin named: the honest line alone.
      ['en', "what's the total value locked in DeFi today?", ['nodata'], NOT_MINE],
      ['en', 'what is the fear and greed index at', ['nodata'], NOT_MINE],
      ['fr', 'où trouver les meilleurs rendements en staking ?', ['nodata'], NOT_MINE],
      ['es', '¿dónde están las liquidaciones más grandes?', ['nodata'], NOT_MINE],
      ['es', 'dame los mejores APY del momento', ['nodata'], NOT_MINE],
      // The market's mood or stories, no coin: K3's news across the market.
      ['en', "what's the overall crypto market mood?", ['news:market'], NOT_MINE],
      ['en', 'what is moving the market today?', ['news:market'], NOT_MINE],
      ['en', 'latest crypto headlines', ['news:market'], NOT_MINE],
      ['fr', "quelle est l'ambiance sur le marché crypto ?", ['news:market'], NOT_MINE],
      ['fr', 'les actualités du marché', ['news:market'], NOT_MINE],
      ['es', '¿cómo está el sentimiento del mercado?', ['news:market'], NOT_MINE],
      ['es', 'noticias del mercado cripto', ['news:market'], NOT_MINE],
      // Neither K3's data nor the account: the "I can't answer" text.
      ['en', 'how do I buy crypto with a credit card?', ['fallback'], NOT_MINE],
      ['en', 'which altcoins will pump next?', ['fallback'], NOT_MINE],
      ['fr', 'comment ouvrir un compte sur une plateforme d’échange ?', ['fallback'], NOT_MINE],
      ['es', '¿qué es una blockchain?', ['fallback'], NOT_MINE],
      ['es', '¿cuál es la mejor billetera fría?', ['fallback'], NOT_MINE],
      ['en', 'which new tokens are trending this week?', ['fallback'], NOT_MINE],
      ['en', 'list coins with a market cap under 100M that gained today', ['fallback'], NOT_MINE],
      ['fr', 'quels jetons de jeu vidéo sont à la mode ?', ['fallback'], NOT_MINE],
      ['es', '¿qué tokens nuevos están de moda?', ['fallback'], NOT_MINE],
      // The account asked without "my": still the account.
      ['en', 'am I up or down today?', ['change:24h']],
      ['en', 'how much did I lose this month', ['change:30d']],
      ['fr', "j'ai perdu combien cette semaine ?", ['change:7d']],
      ['es', '¿cuánto perdí esta semana?', ['change:7d']],
    ],
  ],
];
