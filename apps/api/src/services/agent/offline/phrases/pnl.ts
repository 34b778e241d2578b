// The sentences of the offline agent's profit-and-loss answers (issue 29 §3): the figures of the `pnl` tool — cost
// basis, value, unrealised and realised PnL, the return, missing history — with the cost-basis method named. One
// implementation per language; every figure arrives formatted (format.ts), signed where it is a gain or a loss.
import type { Locale } from '@k3/shared';
import type { PnlPeriod } from '../../tools/catalogue';
import { PNL_EN } from './pnl-en';
import { PNL_ES } from './pnl-es';
import { PNL_FR } from './pnl-fr';

export interface PnlPhrases {
  /** The cost-basis method's name (fifo, lifo, hifo, acb). */
  method(id: string): string;
  /** The opening: whose PnL, by which method; `count` transactions when it is the whole history's. */
  head(token: string | null, method: string, count: string | null): string;
  /**
   * A token the history holds (the history's amount, which a history cut short makes lower than the wallets'): its
   * amount, value (null: no price today), cost basis and unrealised PnL (null with no value).
   */
  held(amount: string, symbol: string, value: string | null, basis: string, unrealised: string | null): string;
  /** A token of the history that it no longer holds. */
  soldOut(symbol: string): string;
  /** The whole history: cost basis, value (null: some holding has no price today) and unrealised PnL. */
  total(basis: string, value: string | null, unrealised: string | null): string;
  /** Realised PnL over the period asked (`year` its UTC calendar year), and all time when the period is a year. */
  realised(period: PnlPeriod, year: number | null, amount: string, allTime: string | null): string;
  /** The whole history's return over the period (a rate when one is known), `partial` when it is incomplete. */
  returned(period: PnlPeriod, rate: string | null, gain: string, partial: boolean): string;
  /** Disposals without known purchases: their proceeds (and amount, for a token) kept out of realised. */
  missing(proceeds: string, amount: string | null): string;
  /** Transactions left out: no USD value of their day is known. */
  unvalued(count: string): string;
  /** Tokens held with no price today. */
  unpriced(symbols: string): string;
  /** No transaction at all: no figure to give, and where to add the history. */
  noHistory(url: string): string;
  /** A token that is in no transaction of the history. */
  notInHistory(token: string): string;
  /** The link to SmartFolio, where the figures and the history are. */
  more(url: string): string;
}

export const PNL_PHRASES: Readonly<Record<Locale, PnlPhrases>> = { en: PNL_EN, fr: PNL_FR, es: PNL_ES };
