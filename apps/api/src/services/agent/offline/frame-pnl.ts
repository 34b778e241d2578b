// Profit and loss as the offline agent reads it (issue 29 §3; docs/agent-offline.md "How a message is read", step 12):
// its period (a calendar year or all time), the coin a PnL question names after "on", "sur", "con"…, the model's intent
// corrected by PnL's own words, and the coins of a PnL frame. Used by frame.ts.
import type { PnlPeriod } from '../tools/catalogue';
import { type Cues, isMarketWord } from './cues';
import { PNL_PERIOD_WORDS_EN } from './corpus/en';
import { PNL_PERIOD_WORDS_ES } from './corpus/es';
import { PNL_PERIOD_WORDS_FR } from './corpus/fr';
import type { Frame, Reading } from './frame';
import type { Intent, PnlPeriodWords } from './intents';
import { TOKEN_WORD } from './nlu';
import { type NamedAsset, unknownTokenWord } from './tokens';
import { wordsOf } from './words';

const PNL_PERIOD_WORDS: readonly PnlPeriodWords[] = [PNL_PERIOD_WORDS_EN, PNL_PERIOD_WORDS_FR, PNL_PERIOD_WORDS_ES];
const SPANS: readonly PnlPeriod[] = ['this-year', 'last-year', 'all-time'];

/**
 * The period of profit and loss a message names, in any of the three languages (their words do not overlap), and the
 * folded message without those words: "this year" is no pointing "this", and "and last year?" is a follow-up.
 */
export function spanOf(message: string): { span: PnlPeriod | null; rest: string } {
  let text = ` ${wordsOf(message).join(' ')} `;
  let span: PnlPeriod | null = null;
  for (const period of SPANS) {
    for (const words of PNL_PERIOD_WORDS) {
      for (const phrase of words[period]) {
        if (!text.includes(` ${phrase} `)) continue;
        span ??= period;
        text = text.replaceAll(` ${phrase} `, ' ');
      }
    }
  }
  return { span, rest: text.trim() };
}

/** Words after which a profit-and-loss question names its coin ("on ETH", "sur le BTC", "con mi SOL"). */
const PREPOSITIONS = 'on|in|with|for|of|sur|avec|pour|en|de|du|des|con|del|para|por';
const DETERMINERS = 'the|my|le|la|l|les|mon|ma|mes|el|los|las|mi|mis';
/** A coin named right after such a word: the user's gains on it, not the coin's own ("how much did bitcoin make"). */
export const ON_COIN = new RegExp(` (?:${PREPOSITIONS})(?: (?:${DETERMINERS}))? ${TOKEN_WORD} `);
/** The words written right after such a word (and maybe an article), where a PnL question names its coin. */
const AFTER_PREPOSITION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${PREPOSITIONS})\\s+(?:(?:${DETERMINERS})(?:\\s+|['’]))?([\\p{L}\\p{N}$]+)`,
  'giu',
);

/**
 * The word a profit-and-loss question most likely names as an unknown token: one written right after "on", "sur",
 * "con"… that is no question word ("how much did I make on etherium"); a PnL question names no coin elsewhere, and
 * one naming none is about the whole history ("what is my acquisition cost").
 */
export function guessedCoin(message: string): string | null {
  for (const match of message.matchAll(AFTER_PREPOSITION)) {
    const word = unknownTokenWord(match[1]!, { skip: isMarketWord });
    if (word) return word;
  }
  return null;
}

/**
 * The model's intent, corrected for profit and loss (issue 29 §3): PnL's own words (cost basis, realised, PnL…) make a
 * PnL question; so does money made or lost, a return or the portfolio over a calendar year or all time, and the user's
 * money made on a coin when no day, week or month is named. The model's PnL over a day, a week or a month is the
 * portfolio's move ("how much did I make today").
 */
export function pnlIntent(
  intent: Intent | null,
  cues: Cues,
  short: boolean,
  span: PnlPeriod | null,
  coins: number,
): Intent | null {
  if (cues.pnl) return 'portfolio.pnl';
  const portfolio = intent === 'portfolio.move' || intent === 'portfolio.worth' || intent === 'portfolio.pnl';
  if (span && (cues.gain || portfolio || (intent === null && cues.portfolio))) return 'portfolio.pnl';
  if (intent === 'portfolio.pnl' && short) return 'portfolio.move';
  if (cues.gain && cues.mine && coins > 0 && !short && !cues.should && !cues.why) return 'portfolio.pnl';
  return intent;
}

/**
 * The tokens of a profit-and-loss question, or null when the message is not one: the coins named, else none (the whole
 * history) when it names the whole ("in total", "my portfolio"), else the previous answer's coins when it points back
 * ("its cost basis") or follows up on a PnL answer ("and last year?", "what's my cost basis?" after "…on BTC").
 */
export function pnlFrame(r: Reading, previous: Frame | null, named: (NamedAsset | string)[], before: (NamedAsset | string)[]) {
  const followsPnl = previous?.kind === 'portfolio.pnl';
  const followUp = followsPnl && r.cues.fillerOnly && (named.length > 0 || r.span !== null || r.cues.whole);
  if (r.intent !== 'portfolio.pnl' && !followUp) return null;
  if (named.length) return named;
  if (r.pointing) return before;
  return r.cues.whole || r.cues.portfolio || !followsPnl ? [] : before;
}
