// Impact rules of the offline scorer (docs/news-scoring.md "Impact"): a base, the strongest event family named (plus half
// the next one), the market-cap rank of the coins, the size of the amounts in the text and the source's weight; rounded
// and clamped to 1..10. Families are general (any exchange, any protocol, any regulator), never one headline.
import type { NewsLang } from '@k3/shared';
import type { NewsAsset } from '../types';

export interface EventFamily {
  id: string;
  weight: number;
  /** Regular expression sources on normalised text, per language (English terms are also tried on French text). */
  en: string;
  fr: string;
}

/** Ordered by weight; a headline takes its strongest family plus half of the second. */
export const EVENT_FAMILIES: EventFamily[] = [
  {
    id: 'insolvency',
    weight: 5,
    en: 'bankrupt(?:cy)?|insolven(?:t|cy)|chapter 11|collaps(?:e|es|ed)|implod(?:es|ed)|(?:halts?|halted|pauses?|paused|freezes?|froze|suspends?|suspended) (?:\\w+ )?withdrawals',
    fr: "faillite|insolvab(?:le|ilite)|s'effondre|effondrement|(?:suspend|gele|bloque) (?:les |ses )?retraits|gel des retraits",
  },
  {
    id: 'security',
    weight: 4,
    en: 'exploit(?:s|ed|er)?|hack(?:s|ed)?|heist|drain(?:s|ed)?|stolen|breach(?:es|ed)?|rug[- ]?pull(?:s|ed)?|compromised|(?:51%|governance|oracle|flash loan) attack',
    fr: 'piratage|pirat(?:e|es|ee|ees)|hack(?:e|er|ers)?|exploit(?:e|s)?|faille|vol de|derob(?:e|es|ee|ees)|siphonn(?:e|es|ee|ees)|rug pull',
  },
  {
    id: 'depeg',
    weight: 4,
    en: 'de-?peg(?:s|ged|ging)?|loses? (?:its |the )?(?:dollar )?peg|lost (?:its |the )?peg',
    fr: 'depeg|perd (?:sa |son )?(?:parite|ancrage)|decroche de (?:sa parite|son ancrage)',
  },
  {
    id: 'etf-decision',
    weight: 4,
    en: '(?:approv(?:es|ed|al)|reject(?:s|ed|ion)?|den(?:ies|ied|ial)|greenlights?|greenlit|green light|decision|delays?|delayed|postpones?|authoriz(?:es|ed|ation)|clears?|cleared)\\b.{0,40}\\betfs?|\\betfs?\\b.{0,40}\\b(?:approv(?:es|ed|al)|reject(?:s|ed|ion)?|den(?:ies|ied|ial)|greenlights?|greenlit|green light|decision|deadline|delays?|delayed|debut(?:s|ed)?|launch(?:es|ed)?|begins? trading|starts? trading)',
    fr: '(?:approuv\\w*|approbation|autoris\\w*|rejet\\w*|refus\\w*|feu vert|decision|report\\w*|repousse|valid\\w*)\\b.{0,40}\\betfs?|\\betfs?\\b.{0,40}\\b(?:approuv\\w*|approbation|autoris\\w*|rejet\\w*|refus\\w*|feu vert|decision|report\\w*|repousse|valid\\w*|debut\\w*|lancement)',
  },
  {
    id: 'sovereign',
    weight: 4,
    en: 'legal tender|strategic (?:bitcoin |crypto )?reserve|national (?:bitcoin )?reserve|central bank (?:buys|adds)',
    fr: 'cours legal|reserve strategique|reserve nationale|banque centrale (?:achete|ajoute)',
  },
  {
    id: 'extreme-move',
    weight: 3,
    en: 'all-time highs?|record highs?|\\bath\\b|crash(?:es|ed)?|first time in (?:its )?history|market rout|wiped out',
    fr: 'plus haut historique|record historique|sommet historique|\\bath\\b|krach|crash|premiere fois de son histoire|partis en fumee',
  },
  {
    id: 'enforcement',
    weight: 3,
    en: 'lawsuits?|sues?|sued|charg(?:es|ed) (?:with|against)|indict(?:s|ed|ment)|subpoena(?:s|ed)?|crackdown|cracks down|enforcement|cease-and-desist|wells notice|sanction(?:s|ed)?|arrest(?:s|ed)?|extradit(?:ed|ion)|convicted|sentenced|fines?|fined|penalty|agrees? to pay|\\bbans?\\b|banned|banning|prohibits?|outlaws?|probe|investigation|settles?|settlement|(?:drops?|dismiss(?:es|ed)?) (?:\\w+ )?(?:lawsuit|case|charges)',
    fr: 'poursuit|poursuites|plaintes?|attaque en justice|proces|accepte de payer|condamne a payer|inculp\\w*|mis en examen|enquete|perquisition|sanction\\w*|arrest\\w*|interpell\\w*|condamn\\w*|mise en demeure|amendes?|interdi\\w*|bannit|banni\\w*|prohib\\w*|accuse\\w*',
  },
  {
    id: 'macro',
    weight: 3,
    en: '\\bfed\\b|fomc|federal reserve|powell|interest rates?|rate (?:cut|cuts|hike|hikes|decision)|\\bcpi\\b|inflation (?:data|report|print)|jobs report|nonfarm|payrolls|recession|tariffs?|treasury yields|\\becb\\b|bank of japan|\\bboj\\b',
    fr: "\\bfed\\b|fomc|reserve federale|powell|taux (?:d'interet|directeurs?)|baisse des taux|hausse des taux|\\bcpi\\b|indice des prix|chiffres de l'inflation|inflation americaine|emploi americain|recession|droits de douane|\\bbce\\b|lagarde|banque du japon",
  },
  {
    id: 'halving',
    weight: 3,
    en: 'halving|halvening',
    fr: 'halving|division par deux de la recompense',
  },
  {
    id: 'outage',
    weight: 3,
    en: 'outages?|downtime|(?:chain|network|hub|blockchain)\\b.{0,20}\\bhalt(?:ed|s)?|network (?:halt|halts|halted|stall|stalls|stalled)|(?:halts?|halted|stops?|stopped) (?:producing )?blocks|chain halt',
    fr: "pannes?|a l'arret|interruption du reseau|reseau (?:bloque|interrompu)|arret de la production de blocs",
  },
  {
    id: 'regulation',
    weight: 2,
    en: 'regulat(?:ion|ions|or|ors|ory)|legislation|\\bbill\\b|\\blaws?\\b|framework|\\bmica\\b|executive order|lawmakers|congress|senate|licen[cs]e|stablecoin rules|tax(?:es|ation)?|\\bsec\\b|\\bcftc\\b|treasury department|strategic (?:bitcoin )?reserve',
    fr: 'regul\\w*|legislation|projet de loi|\\bloi\\b|cadre|\\bmica\\b|decret|parlement|senat|\\bamf\\b|licence|agrement|enregistrement|fiscalit\\w*|impots?|\\bsec\\b|reserve strategique',
  },
  {
    id: 'listing',
    weight: 2,
    en: 'delist(?:s|ed|ing)?|(?:binance|coinbase|kraken|okx|bybit|upbit|robinhood|bithumb)\\b.{0,30}\\b(?:lists?|listing|to list|adds?|will list)|(?:lists?|listing|to list|listed on)\\b.{0,30}\\b(?:binance|coinbase|kraken|okx|bybit|upbit|robinhood|bithumb)',
    fr: 'delist\\w*|retir\\w* de la cote|decotation|cotation|(?:binance|coinbase|kraken|okx|bybit|upbit|robinhood)\\b.{0,30}\\b(?:liste|ajoute|accueille)|(?:arrive|debarque|liste\\w*) sur (?:binance|coinbase|kraken|okx|bybit|upbit|robinhood)',
  },
  {
    id: 'market-move',
    weight: 2,
    en: 'plung(?:e|es|ed|ing)|tumbl(?:e|es|ed)|crash(?:es|ed)?|nosedives?|slump(?:s|ed)?|plummet(?:s|ed)?|rall(?:y|ies|ied)|soar(?:s|ed)?|surg(?:e|es|ed)|skyrocket(?:s|ed)?|all-time high|record high|\\bath\\b|liquidations?|sell-?offs?|capitulation|(?:multi-(?:month|year)|\\d+-(?:month|year)) (?:high|low)s?|short squeeze',
    fr: "chut(?:e|es|ent)|plong\\w*|degringol\\w*|s'effondre|krach|crash|s'envol\\w*|envolee|flamb\\w*|bond(?:it)?|decoll\\w*|explose|plus haut historique|record historique|sommet historique|\\bath\\b|liquidations?|ventes? massives?|plus (?:haut|bas) depuis|short squeeze",
  },
  {
    // Fund flows: notable when large, but money moving in or out is not yet a price move.
    id: 'flows',
    weight: 1,
    en: '(?:net )?(?:inflows|outflows)',
    fr: 'sorties|entrees (?:nettes|de capitaux)|afflux',
  },
  {
    id: 'upgrade',
    weight: 2,
    en: 'mainnet|upgrade[sd]?|hard fork|network upgrade|activat(?:es|ed|ion)|goes live|went live|\\beip-\\d+|testnet',
    fr: 'mainnet|reseau principal|mise a (?:jour|niveau)|hard fork|activation|testnet|deploie',
  },
  {
    id: 'adoption',
    weight: 2,
    en: '(?:buys?|bought|purchases?|purchased|acquires?|acquired|adds?|holds?) (?:\\w+ )?(?:more )?(?:\\d[\\d,.]* ?(?:k|m)? )?(?:btc|bitcoin|eth|ether|sol)\\b|balance sheet|treasury (?:strategy|reserve|holdings)|accepts? (?:\\w+ )?payments|adopt(?:s|ed|ion)',
    fr: '(?:achete|acquiert|ajoute|rachete|detient)\\b.{0,30}\\b(?:btc|bitcoins?|eth|ether|sol)\\b|bilan|tresorerie|accepte (?:les )?paiements|adopt\\w*',
  },
  {
    id: 'partnership',
    weight: 1,
    en: 'partner(?:s|ed|ship|ships)?|integrat(?:es|ed|ion)|teams? up|collaborat(?:es|ion)|joins forces|launch(?:es|ed)?|unveils?|rolls? out|debuts?',
    fr: "partenariat|s'associe|s'allie|integr(?:e|ation)|collabor\\w*|lanc(?:e|ement)|devoile|deploie",
  },
  {
    id: 'funding',
    weight: 1,
    en: 'rais(?:es|ed) \\$|funding round|seed round|series [abcd]\\b|valuation|airdrop|token unlock|unlocks',
    fr: 'leve \\d|levee de fonds|tour de table|serie [abcd]\\b|valorisation|airdrop|deblocage',
  },
];

/**
 * Opinion, prediction and analysis lower impact: they report no event (docs "Impact"). Applied on top of any family,
 * since "Analyst says ETF approval could come" is still no decision.
 */
export const OPINION = {
  weight: -2,
  en: "price predictions?|predicts?|prediction|forecasts?|analysts? (?:say|says|said|warn|warns|expect|expects|believe)|trader(?:s)? (?:say|says|expect|expects)|could|might|may\\b|here'?s (?:why|what|how)|what to expect|what next|opinion|analysis|technical analysis|chart|price targets?|eyes|targets?|poised|on track|is it|will .{0,30}\\?|\\?$|\\bif\\b|according to (?:an? )?(?:analyst|trader)|things to know|how to|guide|explainer|what is|experts? (?:say|weigh)",
  fr: "prevision|prediction|predit|analystes?|analyse|selon (?:un |les )?(?:analyste|trader|expert)|pourrait|pourraient|vise|viser|objectif de|cible|\\?|faut-il|voici pourquoi|que (?:faut-il )?attendre|avis|opinion|graphique|en route vers|si\\b|guide|comment|qu'est-ce|ce qu'il faut",
};

export const IMPACT_BASE = 3;

/**
 * Anticipation: the title waits for an event that has not happened ("ahead of the Fed", "brace for the halving",
 * "dans l'attente de la BCE"). The event's family still names the topic, but nothing has moved yet.
 */
export const ANTICIPATION = {
  weight: -2,
  en: 'ahead of|awaits?|await(?:ing)?|brace(?:s)? for|before|scheduled|delays?|delayed|postpones?|postponed|pushes back|extends? (?:its )?review|sets? (?:a )?date|countdown|deadline (?:nears|looms)|little changed|flat|steady|unchanged|holds? steady|quiet|calm',
  fr: "avant (?:la|le|l'|les)|dans l'attente|report(?:e|ee|ent)|repousse|retarde|proroge|attend(?:ent)?|se preparent|se prepare|prevu(?:e)? pour|compte a rebours|peu change|stable|inchange(?:e|s|es)?|sans direction|ce qu'il faut surveiller",
};

/** Best (lowest) market-cap rank among the named coins → impact adjustment. No coins: market-wide, no change. */
export function rankAdjustment(coins: readonly NewsAsset[]): number {
  if (coins.length === 0) return 0;
  const best = Math.min(...coins.map((coin) => coin.rank));
  if (best <= 10) return 1;
  if (best <= 50) return 0;
  if (best <= 200) return -1;
  return -2;
}

/**
 * Rank for a price move (market-move, extreme-move): bitcoin and ether moving is major news, another top-10 coin
 * moving is notable, a smaller coin's move less so. No coins: the whole market, no change.
 */
export function moveRankAdjustment(coins: readonly NewsAsset[]): number {
  if (coins.length === 0) return 0;
  const best = Math.min(...coins.map((coin) => coin.rank));
  if (best <= 2) return 1;
  if (best <= 10) return 0;
  if (best <= 200) return -1;
  return -2;
}

/**
 * Source weights: wire services and major financial press move markets more; press-release wires and low-signal
 * aggregators less. Compared on the lower-cased name with spaces removed; unknown sources are neutral (0).
 */
export const SOURCE_WEIGHTS: Record<string, number> = {
  reuters: 1,
  bloomberg: 1,
  financialtimes: 1,
  wallstreetjournal: 1,
  wsj: 1,
  lesechos: 1,
  prnewswire: -1,
  globenewswire: -1,
  businesswire: -1,
  newsbtc: -1,
  bitcoinist: -1,
  coingape: -1,
  'u.today': -1,
  cryptonaute: -1,
};

export function sourceAdjustment(source: string): number {
  const key = source.toLowerCase().replace(/\s+/g, '');
  for (const [name, weight] of Object.entries(SOURCE_WEIGHTS)) if (key.includes(name)) return weight;
  return 0;
}

/** USD per unit, order of magnitude only (amount bands are factors of 10 wide). Other coin units are not valued. */
const UNIT_USD: Record<string, number> = {
  btc: 50_000,
  bitcoin: 50_000,
  bitcoins: 50_000,
  eth: 2_500,
  ether: 2_500,
  sol: 100,
  bnb: 500,
  usd: 1,
  usdt: 1,
  usdc: 1,
  dollars: 1,
  dollar: 1,
  eur: 1.1,
  euros: 1.1,
  euro: 1.1,
};

const SCALE: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  mille: 1e3,
  m: 1e6,
  mn: 1e6,
  mln: 1e6,
  million: 1e6,
  millions: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  md: 1e9,
  mds: 1e9,
  milliard: 1e9,
  milliards: 1e9,
  t: 1e12,
  tn: 1e12,
  trillion: 1e12,
  trillions: 1e12,
};

/** A number as written in the language: "1,200.5" (en), "1 200,5" / "1,2" (fr). */
function parseNumber(raw: string, lang: NewsLang): number {
  const text = raw.trim().replace(/\s+/g, '');
  if (lang === 'fr') {
    // French: comma is the decimal mark; spaces and dots group thousands ("1.500" is rare but means 1500).
    const grouped = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(text) ? text.replace(/\./g, '') : text;
    return Number(grouped.replace(',', '.'));
  }
  // English: comma groups thousands ("3,000"); "1,2" is never a decimal in English copy.
  return Number(text.replace(/,/g, ''));
}

const NUMBER = String.raw`\d{1,3}(?:[ ,.]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const SCALE_WORD = String.raw`k|thousand|mille|mn|mln|m|million|millions|bn|b|billion|billions|mds|md|milliards?|tn|t|trillions?`;
const UNIT = String.raw`btc|bitcoins?|eth|ether|sol|bnb|usdt|usdc|usd|dollars?|eur|euros?`;

/**
 * The amounts a headline states, in USD (order of magnitude): "$200M", "$1.5 billion", "1,2 milliard de dollars",
 * "500 millions d'euros", "200 M$", "3 000 BTC", "10,000 ETH". Prices ("tops $100,000") come out below $1M and are
 * ignored by the impact rule.
 */
export function parseAmounts(normalized: string, lang: NewsLang): number[] {
  const amounts: number[] = [];
  // Currency sign first: $200m, $1.5 billion, €500 million, us$3bn.
  const signFirst = new RegExp(String.raw`(?:us)?([$€])\s?(${NUMBER})\s?(${SCALE_WORD})?(?![a-z])`, 'g');
  for (const match of normalized.matchAll(signFirst)) {
    const value = parseNumber(match[2] ?? '', lang) * (SCALE[match[3] ?? ''] ?? 1) * (match[1] === '€' ? 1.1 : 1);
    if (Number.isFinite(value)) amounts.push(value);
  }
  // Number first: 1,2 milliard de dollars, 500 millions d'euros, 200 m$, 3 000 btc, 1.5 billion usd.
  const numberFirst = new RegExp(
    String.raw`(?<![$€\d.,])(${NUMBER})\s?(${SCALE_WORD})?\s?(?:de |d'|of )?(${UNIT}|[$€])(?![a-z])`,
    'g',
  );
  for (const match of normalized.matchAll(numberFirst)) {
    const unit = match[3] ?? '';
    const perUnit = unit === '$' ? 1 : unit === '€' ? 1.1 : (UNIT_USD[unit] ?? 0);
    const value = parseNumber(match[1] ?? '', lang) * (SCALE[match[2] ?? ''] ?? 1) * perUnit;
    if (Number.isFinite(value) && value > 0) amounts.push(value);
  }
  return amounts;
}

/** The largest amount → impact: ≥ $1B +2, ≥ $100M +1, $1M–$10M −1; none, or below $1M (a price level), 0. */
export function amountAdjustment(amounts: readonly number[]): number {
  const largest = Math.max(0, ...amounts);
  if (largest >= 1e9) return 2;
  if (largest >= 1e8) return 1;
  if (largest >= 1e7 || largest < 1e6) return 0;
  return -1;
}

/**
 * The amount lost in a hack or exploit → impact: ≥ $1B +2, ≥ $100M +1, $10M–$100M −1, $1M–$10M −2, below $1M −3; none
 * stated, 0. Unlike a price level, a stolen sum below $1M is a small loss, not a price.
 */
export function lossAdjustment(amounts: readonly number[]): number {
  if (amounts.length === 0) return 0;
  const largest = Math.max(...amounts);
  if (largest >= 1e9) return 2;
  if (largest >= 1e8) return 1;
  if (largest >= 1e7) return -1;
  if (largest >= 1e6) return -2;
  return -3;
}
