// What K3 holds and what it does not (issue 28, "answers a neighbouring question"): a question asking for a measure K3
// has no data on (open interest, TVL, a support level…) is told so plainly, rather than given the coin's price as if it
// answered. What K3 holds is K3's own catalogue of fields: the market tool's (price, 24 h / 7 d / 30 d change, market cap,
// rank) and every measure of the X-Ray audit as the audit page names it (phrases/fields.ts: volume, supply, holders,
// liquidity, commits, sentiment…). The measures below are the field's usual words for market structure, derivatives,
// DeFi, on-chain flows and trading levels, written from the domain (not from any test set), in English, French and
// Spanish, folded and matched as whole words. A phrase made only of words of K3's catalogue never counts: when the
// audit gains a measure, the question asking it stops being "not held". docs/agent-offline.md "What K3 does not hold".
import type { Locale } from '@k3/shared';
import { spaced } from './cues';
import { FIELD_LABELS } from './phrases/fields';
import { wordsOf } from './words';

export type MeasureFamily = 'derivatives' | 'structure' | 'defi' | 'onchain' | 'levels';
export interface Measure {
  key: string;
  family: MeasureFamily;
  /** As an answer names it, in each language (French and Spanish with their article). */
  label: Readonly<Record<Locale, string>>;
  /** Folded phrases in any of the three languages. */
  phrases: readonly string[];
}

type Row = [key: string, family: MeasureFamily, en: string, fr: string, es: string, phrases: string];
const ROWS: readonly Row[] = [
  [
    'openInterest',
    'derivatives',
    'open interest',
    "l'open interest",
    'el open interest',
    'open interest|interet ouvert|interes abierto',
  ],
  [
    'funding',
    'derivatives',
    'funding rates',
    'les taux de financement',
    'las tasas de financiación',
    'funding rate|funding rates|funding fee|funding fees|taux de financement|tasa de financiacion|tasa de financiamiento',
  ],
  [
    'liquidations',
    'derivatives',
    'liquidations',
    'les liquidations',
    'las liquidaciones',
    'liquidation|liquidations|liquidated|liquidaciones|liquidacion',
  ],
  [
    'futures',
    'derivatives',
    'futures and perpetuals',
    'les contrats à terme et perpétuels',
    'los futuros y perpetuos',
    'futures|perpetual|perpetuals|perp|perps|contrats a terme|futuros|perpetuos',
  ],
  [
    'options',
    'derivatives',
    'options data',
    'les options',
    'las opciones',
    'options market|options data|options expiry|implied volatility|put call|max pain|volatilite implicite|volatilidad implicita',
  ],
  [
    'longShort',
    'derivatives',
    'the long/short ratio',
    'le ratio long/short',
    'el ratio long/short',
    'long short|long short ratio|longs and shorts',
  ],
  [
    'leverage',
    'derivatives',
    'leverage',
    "l'effet de levier",
    'el apalancamiento',
    'leverage|leveraged|effet de levier|levier|apalancamiento|apalancado',
  ],
  [
    'orderBook',
    'structure',
    'the order book',
    "le carnet d'ordres",
    'el libro de órdenes',
    'order book|orderbook|order books|carnet d ordres|carnet d ordre|libro de ordenes',
  ],
  [
    'depth',
    'structure',
    'market depth',
    'la profondeur de marché',
    'la profundidad de mercado',
    'market depth|order book depth|orderbook depth|depth of the order book|depth of market|profondeur de marche|profondeur du marche|profondeur du carnet|profundidad de mercado|profundidad del mercado|profundidad del libro',
  ],
  [
    'spread',
    'structure',
    'spreads and slippage',
    'les spreads et le slippage',
    'los spreads y el slippage',
    'bid ask|bid ask spread|bid ask spreads|trading spread|slippage|ecart achat vente|fourchette achat vente|spread achat vente|diferencial de compra venta|spread de compra venta|horquilla de precios',
  ],
  ['dominance', 'structure', 'dominance', 'la dominance', 'la dominancia', 'dominance|dominancia'],
  [
    'fearGreed',
    'structure',
    'the fear and greed index',
    "l'indice peur et cupidité",
    'el índice de miedo y codicia',
    'fear and greed|fear greed|peur et cupidite|miedo y codicia',
  ],
  [
    'correlation',
    'structure',
    'correlations',
    'les corrélations',
    'las correlaciones',
    'correlation|correlations|correlated|correle|correlee|correlacion|correlaciones|correlacionado',
  ],
  [
    'volatility',
    'structure',
    'volatility',
    'la volatilité',
    'la volatilidad',
    'volatility|volatile|volatilite|volatilidad|volatil',
  ],
  ['etf', 'structure', 'ETF flows', 'les flux des ETF', 'los flujos de los ETF', 'etf|etfs|spot etf'],
  [
    'flows',
    'structure',
    'exchange inflows and outflows',
    'les flux entrants et sortants',
    'los flujos de entrada y salida',
    'flow|flows|inflow|inflows|outflow|outflows|netflow|netflows|net flow|flux|flux entrants|flux sortants|flujo|flujos|entradas netas|salidas netas',
  ],
  [
    'whales',
    'structure',
    'whale moves',
    'les mouvements des baleines',
    'los movimientos de las ballenas',
    'whale|whales|baleine|baleines|ballena|ballenas|smart money',
  ],
  [
    'tvl',
    'defi',
    'TVL (total value locked)',
    'la TVL (valeur totale verrouillée)',
    'el TVL (valor total bloqueado)',
    'tvl|total value locked|valeur totale verrouillee|valor total bloqueado',
  ],
  [
    'yield',
    'defi',
    'yields (APY, APR)',
    'les rendements (APY, APR)',
    'los rendimientos (APY, APR)',
    'apy|apr|yield|yields|interest rate|taux de rendement|rendement annuel|rendement du staking|rendement en staking|rendements du staking|rendements en staking',
  ],
  ['staking', 'defi', 'staking', 'le staking', 'el staking', 'staking|stake|staked|staker|stakers|stakear'],
  [
    'fees',
    'defi',
    'fees and revenue',
    'les frais et revenus',
    'las comisiones e ingresos',
    'trading fee|trading fees|gas fee|gas fees|gas price|gas prices|network fee|network fees|transaction fee|transaction fees|protocol fees|protocol revenue|fee revenue|frais de trading|frais de gaz|frais de gas|frais de reseau|frais de transaction|revenus du protocole|chiffre d affaires|comision de trading|comisiones de trading|comisiones de gas|comisiones de red|comisiones de transaccion|tarifas de gas|ingresos del protocolo',
  ],
  [
    'unlocks',
    'defi',
    'token unlocks and emissions',
    'les déblocages et émissions de tokens',
    'los desbloqueos y emisiones de tokens',
    'token unlock|token unlocks|unlock schedule|vesting|emission|emissions|inflation rate|deblocage|deblocages|calendrier de deblocage|desbloqueo de tokens|calendario de desbloqueo|emisiones',
  ],
  ['airdrops', 'defi', 'airdrops', 'les airdrops', 'los airdrops', 'airdrop|airdrops'],
  [
    'addresses',
    'onchain',
    'active addresses',
    'les adresses actives',
    'las direcciones activas',
    'active addresses|active wallets|daily active|new addresses|adresses actives|direcciones activas|billeteras activas',
  ],
  [
    'hashRate',
    'onchain',
    'the hash rate',
    'le taux de hachage',
    'la tasa de hash',
    'hashrate|hash rate|taux de hachage|tasa de hash|mining difficulty|difficulte de minage|dificultad de minado',
  ],
  [
    'valuation',
    'onchain',
    'on-chain valuation ratios (MVRV, NVT)',
    'les ratios de valorisation on-chain (MVRV, NVT)',
    'los ratios de valoración on-chain (MVRV, NVT)',
    'mvrv|nvt|sopr|realized price|realized cap|prix realise|precio realizado',
  ],
  [
    'levels',
    'levels',
    'support and resistance levels',
    'les supports et résistances',
    'los soportes y resistencias',
    'support level|support levels|support zone|key support|resistance|resistances|resistance level|niveau de support|supports et resistances|nivel de soporte|soportes y resistencias|resistencia|resistencias',
  ],
  [
    'entryExit',
    'levels',
    'entry and exit levels',
    "les niveaux d'entrée et de sortie",
    'los niveles de entrada y salida',
    'entry|entry point|entry price|exit point|exit price|exit strategy|when to exit|point d entree|prix d entree|point de sortie|punto de entrada|precio de entrada|punto de salida',
  ],
  [
    'stops',
    'levels',
    'stop-loss and take-profit levels',
    'les stop-loss et take-profit',
    'los stop loss y take profit',
    'stop loss|stoploss|take profit|stop suiveur|trailing stop',
  ],
  [
    'target',
    'levels',
    'price targets',
    'les objectifs de prix',
    'los precios objetivo',
    'target|targets|price target|target price|objectif de prix|objectifs de prix|precio objetivo',
  ],
  [
    'forecast',
    'levels',
    'price predictions',
    'les prévisions de prix',
    'las predicciones de precio',
    'predict|prediction|predictions|forecast|forecasts|projection|price prediction|price predictions|price forecast|prevision|previsions|prevision de prix|previsions de prix|prediction de prix|prediccion|predicciones|pronostico|pronosticos|proyeccion|prediccion de precio|prediccion del precio|pronostico de precio|pronostico del precio',
  ],
  [
    'indicators',
    'levels',
    'trading indicators (RSI, MACD, moving averages)',
    'les indicateurs (RSI, MACD, moyennes mobiles)',
    'los indicadores (RSI, MACD, medias móviles)',
    'rsi|macd|moving average|moving averages|ema|sma|bollinger|fibonacci|ichimoku|moyenne mobile|moyennes mobiles|media movil|medias moviles',
  ],
];

/** The market tool's fields (catalogue.ts MarketAssetData) that the audit's field names do not already say. */
const MARKET_FIELD_WORDS = ['rank', 'ranking', 'rang', 'price', 'change', 'market', 'cap'];

/** Every word of K3's catalogue of fields, in the three languages: the audit's measures and the market data. */
export const HELD_WORDS: ReadonlySet<string> = new Set([
  ...Object.values(FIELD_LABELS).flatMap((sections) =>
    Object.values(sections).flatMap((fields) => Object.values(fields).flatMap((label) => wordsOf(label))),
  ),
  ...MARKET_FIELD_WORDS,
]);

/** A phrase asks something outside the catalogue unless every one of its words is a word of it. */
const outside = (phrase: string) => !phrase.split(' ').every((word) => HELD_WORDS.has(word));

export const MEASURES: readonly Measure[] = ROWS.map(([key, family, en, fr, es, phrases]) => ({
  key,
  family,
  label: { en, fr, es },
  phrases: phrases.split('|').filter(outside),
}));

/** The measures K3 does not hold that a message (token mentions masked) asks for. */
export function unheldMeasures(masked: string): Measure[] {
  const text = spaced(masked);
  return MEASURES.filter((measure) => measure.phrases.some((phrase) => text.includes(` ${phrase} `)));
}

/** Every phrase of the measures, longest first: "price target" is taken out whole before "target" alone. */
const LONGEST_FIRST = MEASURES.flatMap((measure) => measure.phrases).sort((a, b) => b.length - a.length);

/**
 * The message (token mentions masked) less the measures K3 does not hold: what else it asks. "The price target of ADA"
 * asks no price; "price and funding rate of SOL" does.
 */
export function withoutMeasures(masked: string): string {
  let text = spaced(masked);
  for (const phrase of LONGEST_FIRST) text = text.replaceAll(` ${phrase} `, ' ');
  return text;
}
