// What a question asks beyond its intent (issue 28 §1): a comparison, "should I buy or sell", why the portfolio moved, one
// X-Ray section, a follow-up of the previous question. The intent model says what the question is about (the portfolio,
// a token's price, its audit…); these cues, in English, French and Spanish whatever the reader's language, say what kind
// of answer it wants. They are words and phrases, folded (lower case, no accents), matched as whole words.
import type { XraySection } from '@k3/shared';
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
    'mes coins|mes avoirs|cartera|portafolio|mis criptos|mis monedas',
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

/** The plan and what KRL unlocks. */
const PLAN = list(
  'plan|plans|tier|upgrade|unlock|unlocks|next plan|offre|offres|debloque|debloquer|offre suivante|' +
    'plan siguiente|desbloqueo|desbloquea|desbloquear|subir de plan',
);
/** "More" (of KRL): what holding more of the plan token gives. */
const MORE = list('more|plus|mas');

/** Words that ask about the previous question's subject again ("and", "what about", "et", "y"…), nothing else. */
const FILLER = new Set(
  (
    'and what about how for the of is it its this that one then so over last past in ' +
    'et quid de du des le la les pour sur ca cela alors ce cette ces en ' +
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
  more: boolean;
  section: XraySection | null;
  /** Only follow-up words besides the tokens and period ("and Solana?", "what about this month?"). */
  fillerOnly: boolean;
}

/** The cues of a message whose token mentions are masked by `tokenWord`. */
export function cuesOf(masked: string, tokenWord: string, periodWords: readonly string[]): Cues {
  const text = spaced(masked);
  let section: XraySection | null = null;
  for (const [key, names, strong] of SECTIONS) {
    if (has(text, strong) || (has(text, names) && has(text, SECTION_CONTEXT))) {
      section = key;
      break;
    }
  }
  const periods = new Set(periodWords.flatMap((phrase) => phrase.split(' ')));
  const rest = wordsOf(masked).filter((word) => word !== tokenWord && !FILLER.has(word) && !periods.has(word));
  return {
    compare: has(text, COMPARE),
    should: has(text, SHOULD),
    why: has(text, WHY),
    portfolio: has(text, PORTFOLIO),
    risk: has(text, RISK),
    news: has(text, NEWS),
    plan: has(text, PLAN),
    more: has(text, MORE),
    section,
    fillerOnly: rest.length === 0,
  };
}
