// What a question asks beyond its intent (issue 28 §1): a comparison, "should I buy or sell", why the portfolio moved, one
// X-Ray section, profit and loss (issue 29 §3), a follow-up of the previous question. The intent model says what the
// question is about (the portfolio, a token's price, its audit…); these cues, in English, French and Spanish whatever
// the reader's language, say what kind of answer it wants. They are words and phrases, folded (lower case, no
// accents), matched as whole words.
import { FEATURES, type Locale, PLAN_IDS, PLANS, type XraySection } from '@k3/shared';
import { SECTION_WORDS, sectionOf } from './cues-sections';
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
    'invertir en|mantener o vender|me recomiendas|is it good to|is it a good idea|good idea to|is it wise to|' +
    'go long|go short|long position|short position|open a long|open a short|bonne idee|position longue|' +
    'position courte|buena idea|posicion larga|posicion corta',
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
  'portfolio|portfollio|holdings|my coins|my crypto|my cryptos|portefeuille|mes cryptos|' +
    'mes coins|mes avoirs|cartera|portafolio|mis criptos|mis monedas|my earnings|my gains|my profit|my profits|' +
    'my returns|my pnl|mes gains|mes profits|mes revenus|mis ganancias|mis beneficios',
);
/** The user's wallets, a word or two after the possessive ("my wallets", "my two wallets", "mes wallets connectés"). */
const MY_WALLETS = / (?:my|our|mes|nos|mis|nuestras|nuestros)(?: [\p{L}\p{N}]+){0,2} wallets /u;
const portfolioNamed = (text: string) => has(text, PORTFOLIO) || MY_WALLETS.test(text);

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
  'talking about|buzz|en parle|on parle|hablando de|se habla|what happened|happened|going on|happening|news|headlines|arrive|se passe|s est passe|s est il passe|nouvelles|actualites|' +
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

/** A folded message without its should-I phrases: "it" in "is it a good idea to…" points at nothing. */
export function withoutShould(text: string): string {
  let spacedText = ` ${text.trim()} `;
  for (const cue of SHOULD) spacedText = spacedText.replaceAll(` ${cue} `, ' ');
  return spacedText.trim();
}

/** The words of a should-I, a comparison, a risk or an X-Ray section ("a good idea", "the security section"). */
const CUE_WORDS: ReadonlySet<string> = new Set([
  ...[SHOULD, COMPARE, RISK].flatMap((cues) => cues.flatMap((cue) => cue.split(' '))),
  ...SECTION_WORDS,
]);
/** Whether a folded word is a word of such a cue: never taken for an unknown token ("idea", "section", "technical"). */
export function isCueWord(word: string): boolean {
  return CUE_WORDS.has(word);
}

/** The plan and what KRL unlocks. */
const PLAN = list(
  'plan|plans|planes|tier|upgrade|unlock|unlocks|next plan|offre|offres|debloque|debloquer|offre suivante|' +
    'plan siguiente|desbloqueo|desbloquea|desbloquear|subir de plan',
);
/** Words that point at a plan of something else after "plan for", "plan of"… ("the plan for that new chain"). */
const OTHERS =
  'that|this|these|those|its|their|ce|cet|cette|ces|son|sa|ses|leur|leurs|este|esta|estos|estas|ese|esa|esos|esas|su|sus';
/** K3's own names, which a plan question may follow "plan for" with ("the plan for Lobster", "which plan for K3"). */
const K3_WORDS = new Set(
  ['k3', 'krl', 'kryll', ...PLAN_IDS, ...PLANS.map((plan) => plan.name), ...FEATURES].flatMap((name) => wordsOf(name)),
);
/**
 * A plan of something else ("the adoption plan for Monad", "le plan pour cette blockchain"): "plan for", "plan of"…
 * followed by a word pointing at something else or by a name (`names`: written capitalised inside the sentence) that
 * is not K3's. Any other word is the reader's own plan question ("which plan for heavy users", "quel plan pour débuter").
 */
function othersPlan(names: ReadonlySet<string>): RegExp {
  const other = [OTHERS, ...[...names].filter((name) => !K3_WORDS.has(name))].join('|');
  return new RegExp(` (?:plan|plans) (?:for|of|pour|para|de|du|del) (?:(?:the|le|la|l|el) )?(?:${other}) `, 'g');
}

/** A coin's market data asked (price, market cap, rank): answered even beside a measure K3 does not hold. */
const MARKET_DATA = list(
  'price|prices|market cap|marketcap|mcap|market capitalization|rank|ranking|trading at|how much is|' +
    'prix|cours|capitalisation|rang|classement|combien vaut|precio|precios|cotizacion|cotiza|capitalizacion|cuanto vale',
);
/** Whether a folded message (the measures K3 lacks taken out: measures.ts `withoutMeasures`) asks a coin's market data. */
export function asksMarketData(text: string): boolean {
  return has(` ${text.trim()} `, MARKET_DATA);
}

/** Words after which a question about the news or the mood names its subject ("happening with …", "news about …"). */
const SUBJECT_HEADS = new Set(
  'happening happened news headlines passe nouvelles actualites actualite infos pasa paso pasando noticias sentiment mood narrative narratives ambiance humeur sentimiento animo narrativa narrativas'.split(
    ' ',
  ),
);
const SUBJECT_LINKS = new Set('with in on at around about for avec dans sur chez autour de du des con sobre en del'.split(' '));
/** Words naming the market at large: a subject that begins with one is the market ("crypto over the weekend"). */
const MARKET_NOUNS = new Set(
  (
    'crypto cryptos cryptocurrency cryptocurrencies cryptomonnaie cryptomonnaies cripto criptos criptomoneda ' +
    'criptomonedas market markets marche marches mercado mercados space world industry sector monde secteur mundo ' +
    'altcoins altcoin alts'
  ).split(' '),
);
/** Articles before a subject. */
const ARTICLES = new Set('the a an le la l les un une des el los las una'.split(' '));
/** Words that begin when or after what, after the market ("the market after the Fed meeting", "desde el lunes"). */
const AFTER = new Set(
  'after since before during following amid apres depuis avant pendant durant suite desde despues antes durante tras'.split(' '),
);
/** Words of a subject that leave it the market at large ("what's happening in crypto right now"), or name none. */
const WHOLE_MARKET = new Set([
  ...MARKET_NOUNS,
  ...(
    'general overall global whole entire entier todo a an right now lately recently currently morning tonight ' +
    'maintenant actuellement recemment dernierement matin ci moment momento ahora actualmente recientemente ultimamente ' +
    'manana why how pourquoi comment'
  ).split(' '),
]);
/**
 * Whether a question about the news or the mood names a subject other than the market at large and no coin ("what's
 * happening with lending platforms", "les actualités sur la régulation"): K3's news is by coin or market-wide.
 */
function subjectOtherThanMarket(words: readonly string[], tokenWord: string, periods: ReadonlySet<string>): boolean {
  // "going on with", "que se passe-t-il sur": the link may follow a word or two.
  const head = (word: string, i: number) => SUBJECT_HEADS.has(word) || (word === 'on' && words[i - 1] === 'going');
  const at = words.findIndex((word, i) => head(word, i) && SUBJECT_LINKS.has(words[i + 1] ?? ''));
  const passe = words.findIndex((word, i) => word === 'passe' && words[i + 1] === 't' && SUBJECT_LINKS.has(words[i + 3] ?? ''));
  if (at < 0 && passe < 0) return false;
  const subject = words.slice(at >= 0 ? at + 2 : passe + 4);
  if (subject.includes(tokenWord)) return false;
  const other = (word: string) => !FILLER.has(word) && !periods.has(word) && !/^\d+$/.test(word) && !WHOLE_MARKET.has(word);
  // The market, then when or after what ("in crypto over the weekend", "on the market after the Fed meeting"); not a
  // subject of its own ("crypto lending platforms").
  const start = subject.findIndex((word) => !ARTICLES.has(word));
  let end = start;
  while (end >= 0 && MARKET_NOUNS.has(subject[end] ?? '')) end += 1;
  if (end > start && (end === subject.length || !other(subject[end]!) || AFTER.has(subject[end]!))) return false;
  return subject.some(other);
}

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
  /** The news or mood of a subject other than the market at large or a coin ("what's happening with DeFi lending"). */
  newsTopic: boolean;
}

/**
 * The cues of a message whose token mentions are masked by `tokenWord`, read in `locale` (the language the message was
 * read in: a possessive of another language that is a word of this one does not name the account).
 */
export function cuesOf(
  masked: string,
  tokenWord: string,
  periodWords: readonly string[],
  locale?: Locale,
  names: ReadonlySet<string> = new Set(),
): Cues {
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
  const plan = has(text.replace(othersPlan(names), ' other '), PLAN) || k3Price;
  const section = sectionOf(text);
  // A follow-up may add a period, or ask for the whole ("and in total?"), and still be only a follow-up.
  const periods = new Set([...periodWords, ...WHOLE].flatMap((phrase) => phrase.split(' ')));
  const words = wordsOf(masked);
  const rest = words.filter((word) => word !== tokenWord && !FILLER.has(word) && !periods.has(word));
  return {
    compare: has(text, COMPARE),
    should: has(text, SHOULD),
    why: has(text, WHY),
    portfolio: portfolioNamed(text),
    risk: has(text, RISK),
    news: has(text, NEWS),
    plan,
    k3Price,
    more: has(text, MORE),
    holding: has(text, HOLDING),
    own: mine || has(text, ACCOUNT) || portfolioNamed(text) || plan || pnl,
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
    newsTopic: subjectOtherThanMarket(words, tokenWord, periods),
  };
}
