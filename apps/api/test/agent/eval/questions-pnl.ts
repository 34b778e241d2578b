// Profit and loss in Agent K's evaluation set (issue 29 §3; questions.ts has the expectation codes and makes these rows
// items, ids `pnl.{n}`): how much the user made or lost, on a coin or in total, this year, last year or all time, the
// cost basis, missing history, misspelled questions and follow-ups, in English, French and Spanish, asked of the
// evaluation user whose history pnl-history.ts imports. Rows marked `H` were written with the rest, before any tuning
// on them, and are not tuned on; PNL_FRESH_ROWS were written after the tuning, run once and never tuned on.
import type { Category, Row } from './questions';

const H = { heldOut: true };
/** A right answer is not the "I can't answer" text. */
const NO = ['fallback'];

export const PNL_ROWS: readonly (readonly [Category, Row[]])[] = [
  [
    'pnl',
    [
      ['en', 'How much did I make on BTC this year?', ['pnl:bitcoin:this-year'], NO],
      ['en', 'what is my cost basis?', ['basis:total'], NO],
      ['en', 'what is my cost basis on ETH', ['basis:ethereum'], NO],
      ['en', 'show me my realised and unrealised PnL', ['pnl:total:this-year'], NO],
      ['en', 'how much did I lose on chainlink all time?', ['pnl:chainlink:all-time', 'missing:chainlink'], NO],
      ['en', 'how much profit did I make last year', ['pnl:total:last-year'], NO],
      ['en', 'how much did I mkae on solana this yera', ['pnl:solana:this-year'], NO],
      ['en', 'my pnl since the start', ['pnl:total:all-time', 'missing:total'], NO],
      ['en', 'and on ETH?', ['pnl:ethereum:this-year'], NO, { history: ['How much did I make on BTC this year?'] }],
      ['en', 'and last year?', ['pnl:bitcoin:last-year'], NO, { history: ['how much did I make on BTC this year?'] }],
      ['fr', "Combien j'ai gagné sur le BTC cette année ?", ['pnl:bitcoin:this-year'], NO],
      ['fr', 'quel est mon prix de revient ?', ['basis:total'], NO],
      ['fr', 'quel est mon prix de revient sur le bitcoin', ['basis:bitcoin'], NO],
      ['fr', 'ma plus-value latente sur SOL', ['pnl:solana:this-year'], NO],
      ['fr', "mes plus-values réalisées l'année dernière", ['pnl:total:last-year'], NO],
      ['fr', 'combien jai gagne depuis le debut', ['pnl:total:all-time'], NO],
      ['fr', 'et sur ETH ?', ['pnl:ethereum:this-year'], NO, { history: ["combien j'ai gagné sur le BTC cette année ?"] }],
      ['es', '¿Cuánto he ganado con BTC este año?', ['pnl:bitcoin:this-year'], NO],
      ['es', '¿cuál es mi coste base?', ['basis:total'], NO],
      ['es', 'precio medio de compra de mi ETH', ['basis:ethereum'], NO],
      ['es', 'mis ganancias no realizadas en solana', ['pnl:solana:this-year'], NO],
      ['es', 'cuánto gané el año pasado', ['pnl:total:last-year'], NO],
      ['es', 'cuanto e ganado con etherium este ano', ['pnl:ethereum:this-year'], NO],
      ['es', '¿y con SOL?', ['pnl:solana:this-year'], NO, { history: ['¿cuánto he ganado con BTC este año?'] }],
      ['en', 'am I in profit on my ETH?', ['pnl:ethereum:this-year'], NO, H],
      ['en', 'what did I pay for my bitcoin', ['basis:bitcoin'], NO, H],
      ['en', 'total realized gains all-time', ['pnl:total:all-time'], NO, H],
      ['en', 'how did my portfolio do this year?', ['pnl:total:this-year'], NO, H],
      ['fr', 'combien j’ai perdu sur chainlink ?', ['pnl:chainlink:this-year', 'missing:chainlink'], NO, H],
      ['fr', "et l'an dernier ?", ['pnl:total:last-year'], NO, { history: ['quel est mon prix de revient ?'], heldOut: true }],
      ['es', '¿cuál es mi plusvalía en bitcoin?', ['pnl:bitcoin:this-year'], NO, H],
      ['es', '¿y en total?', ['pnl:total:this-year'], NO, { history: ['¿cuánto he ganado con BTC este año?'], heldOut: true }],
    ],
  ],
];

/** The fresh held-out PnL questions: ids `pnl.f{n}`. */
export const PNL_FRESH_ROWS: readonly (readonly [Category, Row[]])[] = [
  [
    'pnl',
    [
      ['en', 'what are my unrealized gains on solana?', ['pnl:solana:this-year'], NO],
      ['en', 'how much money have I made since I started?', ['pnl:total:all-time'], NO],
      ['fr', 'quelles sont mes plus-values sur ETH depuis le début ?', ['pnl:ethereum:all-time'], NO],
      ['fr', "combien m'a coûté mon bitcoin ?", ['basis:bitcoin'], NO],
      ['es', '¿cuánto dinero perdí en total el año pasado?', ['pnl:total:last-year'], NO],
      ['es', 'ganancias realizadas de bitcoin', ['pnl:bitcoin:this-year'], NO],
    ],
  ],
];
