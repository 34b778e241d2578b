// What a question asks beyond its intent (issue 28 §1): a comparison, "should I buy or sell", why the portfolio moved, one
// X-Ray section, profit and loss (issue 29 §3), a follow-up of the previous question. The intent model says what the
// question is about (the portfolio, a token's price, its audit…); these cues, in English, French and Spanish whatever
// the reader's language, say what kind of answer it wants. They are words and phrases, folded (lower case, no
// accents), matched as whole words.
import type { Locale, XraySection } from '@k3/shared';
import { wordsOf } from './words';

/** The folded message as ` word word … ` so that a cue matches whole words only. */
export function spaced(message: string): string {
  return ` ${wordsOf(message).join(' ')} `;
}

/** Cues written `a|b|c`: one phrase each, folded. */
function list(phrases: string): readonly string[] {
  return phrases.split('|');
}

function has(text: string, cues: readonly string[]): boolean {
  return cues.some((cue) => text.includes(` ${cue} `));
}

/** Two or more tokens side by side. */
const COMPARE = list(
  'compare|compared|comparing|comparison|vs|versus|against|side by side|difference|differences|' +
    'better than|which is|which one|which did|which has|which of|comparer|comparez|comparaison|' +
    'comparatif|contre|difference entre|cote a cote|lequel|laquelle|mieux que|plus gros|plus risque|' +
    'plus sur|comparar|compara|comparame|comparacion|contra|diferencia|lado a lado|cual es|cual tiene|' +
    'mejor que|mas riesgoso|mas grande',
);

/** "Should I buy / sell / hold": facts, never advice. */
const SHOULD = list(
  'should i|should we|shall i|would it be smart|is it smart|good time to|good moment to|' +
    'moment to get|moment to buy|time to buy|time to sell|worth buying|worth selling|buy more|sell my|' +
    'dump my|add more|get more|invest in|hold or sell|buy or sell|sell or hold|do you think i should|' +
    'dois je|devrais je|je devrais|faut il|tu me conseilles|vous me conseillez|bon moment|je vends|' +
    'j achete|acheter plus|investir dans|garder mes|garder mon|vendre mes|vendre mon|conseilles|debo|' +
    'deberia|me conviene|conviene|buen momento|vale la pena|comprar mas|vender mi|vender mis|' +
    'invertir en|mantener o vender|me recomiendas',
);

/** Why the portfolio moved: which holdings did it. */
const WHY = list(
  'why|what drove|drove|driven|caused|cause|what made|made my|contributed|contribution|responsible|' +
    'explain|explains|which coins|which coin|which holding|which holdings|break down|breakdown|' +
    'attribution|who moved|pourquoi|explique|expliquent|qu est ce qui a|fait bouger|d ou vient|' +
    'quelles cryptos|quelle crypto|pese|contribue|responsable|por que|porque|explica|que monedas|' +
    'cuales de mis|movieron|contribuyeron|contribuido',
);

/** Words naming a portfolio (the WHY cue needs one, or a portfolio question, or a previous one). */
const PORTFOLIO = list(
  'portfolio|portfollio|holdings|my coins|my crypto|my cryptos|wallets|portefeuille|mes cryptos|' +
    'mes coins|mes avoirs|cartera|portafolio|mis criptos|mis monedas|my earnings|my gains|my profit|my profits|' +
    'my returns|my pnl|mes gains|mes profits|mes revenus|mis ganancias|mis beneficios',
);

/** A holding named as such: how much of a coin the user holds, even without the first person ("ETH balance"). */
const HOLDING = list(
  'holding|holdings|balance|balances|position|positions|solde|soldes|avoirs|saldo|saldos|posicion|posiciones|tenencia|tenencias',
);

/** Profit and loss in its own words: only the transaction history answers these (cost basis, realised, PnL…). */
const PNL = list(
  'pnl|p l|profit and loss|profits and losses|cost basis|costbasis|realised|realized|unrealised|unrealized|' +
    'capital gain|capital gains|fifo|lifo|hifo|prix de revient|cout de revient|plus value|plus values|moins value|' +
    'moins values|profits et pertes|pertes et profits|gains et pertes|realise|realises|realisee|realisees|' +
    'non realise|non realisee|coste base|costo base|base de coste|coste de adquisicion|plusvalia|plusvalias|' +
    'minusvalia|minusvalias|perdidas y ganancias|ganancias y perdidas|realizada|realizadas|realizado|realizados|' +
    'no realizada|no realizadas',
);
/** Words of profit and loss when the user's own is named ("my entry price", "what I paid"), not a coin's levels. */
const PNL_MINE = list(
  'entry price|average price|average cost|average buy price|bought at|paid|pay for|break even|breakeven|' +
    'prix d entree|prix moyen|prix d achat|cout moyen|paye|payes|payee|payees|seuil de rentabilite|' +
    'precio de entrada|precio medio|precio promedio|coste medio|pague|pagado|punto de equilibrio',
);
/** Money made or lost: profit and loss over a year or on a coin, the portfolio's move over a day, a week, a month. */
const GAIN = list(
  'make|made|earn|earned|earnings|gain|gained|gains|profit|profits|lose|lost|loss|losses|' +
    'gagne|gagnes|gagnee|gagner|benefice|benefices|perdu|perdue|perdre|perte|pertes|' +
    'gane|ganado|ganar|ganancia|ganancias|beneficio|beneficios|perdi|perdido|perder|perdida|perdidas|' +
    'return|returns|performance|perf|rendement|rentabilite|rendimiento|rentabilidad',
);
/** The whole history rather than one coin ("in total", "overall"). */
const WHOLE = list('in total|overall|total|altogether|au total|en tout|globalement|en total|en conjunto');

/** K3's own price named ("what fees does K3 charge?"): its plans, not a coin's fees. */
const K3_NAME = list('k3|agent k');
const K3_COST = list(
  'fee|fees|cost|costs|charge|charges|pricing|price|prices|pay|frais|cout|coute|tarif|tarifs|prix|payer|' +
    'comision|comisiones|cuesta|cobra|tarifa|tarifas|precio|precios|pagar',
);

/** A token's risk: its audit. */
const RISK = list(
  'safe|safer|scam|legit|trust|seguro|fiable|arnaque|estafa|risk|risks|risky|riskier|danger|' +
    'dangerous|risque|risques|dangereux|riesgo|riesgos|riesgoso|peligro|peligroso',
);

/** What happened to a token: its news. */
const NEWS = list(
  'talking about|buzz|en parle|on parle|hablando de|se habla|what happened|happened|going on|happening|news|headlines|arrive|se passe|nouvelles|actualites|' +
    'actualite|infos|paso|pasa|pasando|noticias',
);

/**
 * The user's own account named (issue 28: a question naming neither a coin nor the account is not answered from it):
 * possessives and the first person with a verb of owning or gaining (MINE), and K3's account words (ACCOUNT). A bare
 * "I" is not enough ("how do I register on an exchange").
 */
const MINE = list(
  'my|mine|our|am i|do i have|did i|have i|i hold|i own|i have|i ve|i bought|i sold|i lost|i made|i gained|' +
    'i paid|mon|ma|mes|notre|nos|j ai|jai|je possede|je detiens|ai je|mi|mis|nuestra|nuestro|tengo|poseo|perdi|gane|' +
    'he ganado|he perdido|pague|he pagado',
);
const ACCOUNT = list('holdings|kredits|kredit|credits|creditos|krl|quests|quest|refill|quetes|quete|misiones|mision');

/** Possessives of one language that are another word in the language the message is read in ("mes": month in Spanish). */
const NOT_POSSESSIVE: Readonly<Partial<Record<Locale, readonly string[]>>> = { es: ['mes'] };

/** The first person, in any form: a holding question without it is about the coin. */
const FIRST_PERSON = list('i|me|my|mine|myself|je|j|moi|m|mon|ma|mes|yo|mi|mis|tengo|tenemos|nos|our|we');

/** The market at large. */
const MARKET = list('market|markets|crypto market|marche|marches|mercado|mercados');
const MARKET_CAP = / (?:market cap|marketcap|market capitalization|capitalisation de marche|capitalizacion de mercado) /g;
/** The market's mood, narratives and what moves it: K3's market news answers these when no coin is named. */
const MOOD = list(
  'sentiment|mood|narrative|narratives|macro|moving the market|driving the market|market doing|market moving|' +
    'ambiance|humeur|narratif|narratifs|fait bouger le marche|fait le marche|sentimiento|narrativa|narrativas|animo|' +
    'mueve el mercado|moviendo el mercado|hace el mercado',
);

/** Whether a folded word is itself a word of the news, the market or its mood: never taken for an unknown token. */
export function isMarketWord(word: string): boolean {
  return [NEWS, MARKET, MOOD].some((cues) => cues.includes(word));
}

/** The plan and what KRL unlocks. */
const PLAN = list(
  'plan|plans|planes|tier|upgrade|unlock|unlocks|next plan|offre|offres|debloque|debloquer|offre suivante|' +
    'plan siguiente|desbloqueo|desbloquea|desbloquear|subir de plan',
);
/** "More" (of KRL): what holding more of the plan token gives. */
const MORE = list('more|plus|mas');

/** Words that ask about the previous question's subject again ("and", "what about", "et", "y"…), nothing else. */
const FILLER = new Set(
  (
    'and what about how for the of is it its this that one then so over last past in on ' +
    'et quid de du des le la l les pour sur ca cela alors ce cette ces en ' +
    'y que tal con el la los las para sobre del entonces este esta estos en'
  ).split(' '),
);

/** Section names and their strong words, folded; a strong word alone makes a section question. */
const SECTIONS: readonly [XraySection, readonly string[], readonly string[]][] = [
  [
    'onchain',
    ['on chain', 'onchain'],
    [
      'holders',
      'holder',
      'decentralized',
      'decentralised',
      'decentralization',
      'decentralisation',
      'detenteurs',
      'decentralise',
      'decentralisee',
      'tenedores',
      'poseedores',
      'holders de',
      'descentralizado',
      'descentralizacion',
    ],
  ],
  ['security', ['security', 'securite', 'seguridad'], ['contract', 'contrat', 'contrato', 'smart contract']],
  ['financial', ['financial', 'financier', 'financiere', 'financiero', 'financiera'], ['liquidity', 'liquidite', 'liquidez']],
  ['social', ['social', 'sociale'], ['community', 'communaute', 'comunidad']],
  ['fundamental', ['fundamental', 'fondamental', 'fondamentale', 'fundamentals'], ['whitepaper', 'github']],
  ['technical', ['technical analysis', 'analyse technique', 'analisis tecnico', 'technical', 'technique', 'tecnico'], []],
];
/** A section name needs one of these to be about the audit ("the social section", "la sécurité de l'audit"). */
const SECTION_CONTEXT = list(
  'section|seccion|x ray|xray|audit|auditoria|tell me more|en plus|cuentame|data|donnees|datos|say|' +
    'dit|dice|part|partie|parte',
);

export interface Cues {
  compare: boolean;
  should: boolean;
  why: boolean;
  portfolio: boolean;
  risk: boolean;
  news: boolean;
  plan: boolean;
  /** K3's own price or fees named ("what fees does K3 charge?"): its plans. */
  k3Price: boolean;
  more: boolean;
  /** A holding named as such (holdings, balance, position, solde, saldo…). */
  holding: boolean;
  /** The user's own account is named (my, mes, mis, holdings, kredits…). */
  own: boolean;
  /** Named as the user's own (my, mes, mis, I hold…), not merely in words the plan shares ("token unlocks"). */
  mine: boolean;
  /** The first person (I, my, je, mes, yo, tengo…). */
  firstPerson: boolean;
  /** The market at large. */
  market: boolean;
  /** The market's mood, narratives or what moves it. */
  mood: boolean;
  section: XraySection | null;
  /** Profit and loss named in its own words, or the user's entry price or what they paid (issue 29 §3). */
  pnl: boolean;
  /** Money made or lost, or a return, named. */
  gain: boolean;
  /** The whole history named rather than a coin ("in total", "overall"). */
  whole: boolean;
  /** Only follow-up words besides the tokens and period ("and Solana?", "what about this month?"). */
  fillerOnly: boolean;
}

/**
 * The cues of a message whose token mentions are masked by `tokenWord`, read in `locale` (the language the message was
 * read in: a possessive of another language that is a word of this one does not name the account).
 */
export function cuesOf(masked: string, tokenWord: string, periodWords: readonly string[], locale?: Locale): Cues {
  const text = spaced(masked);
  const notPossessive = new Set(locale ? (NOT_POSSESSIVE[locale] ?? []) : []);
  const possessive = (cues: readonly string[]) =>
    has(
      text,
      cues.filter((cue) => !notPossessive.has(cue)),
    );
  const k3Price = has(text, K3_NAME) && has(text, K3_COST);
  const mine = possessive(MINE);
  const pnl = has(text, PNL) || (mine && has(text, PNL_MINE));
  const plan = has(text, PLAN) || k3Price;
  let section: XraySection | null = null;
  for (const [key, names, strong] of SECTIONS) {
    if (has(text, strong) || (has(text, names) && has(text, SECTION_CONTEXT))) {
      section = key;
      break;
    }
  }
  // A follow-up may add a period, or ask for the whole ("and in total?"), and still be only a follow-up.
  const periods = new Set([...periodWords, ...WHOLE].flatMap((phrase) => phrase.split(' ')));
  const rest = wordsOf(masked).filter((word) => word !== tokenWord && !FILLER.has(word) && !periods.has(word));
  return {
    compare: has(text, COMPARE),
    should: has(text, SHOULD),
    why: has(text, WHY),
    portfolio: has(text, PORTFOLIO),
    risk: has(text, RISK),
    news: has(text, NEWS),
    plan,
    k3Price,
    more: has(text, MORE),
    holding: has(text, HOLDING),
    own: mine || has(text, ACCOUNT) || has(text, PORTFOLIO) || plan || pnl,
    mine,
    firstPerson: possessive(FIRST_PERSON),
    // "Market cap" is a coin's measure, not the market at large.
    market: has(text.replace(MARKET_CAP, ' '), MARKET),
    mood: has(text, MOOD),
    section,
    pnl,
    gain: has(text, GAIN),
    whole: has(text, WHOLE),
    fillerOnly: rest.length === 0,
  };
}
