// The demo transaction history (issue 29 §1 "Demo mode: a generated history consistent with each demo wallet's
// balances (the history sums to today's amounts), spread over at least a year"; docs/demo-data.md "Transaction history
// (issue 29)"). A pure function of the account's seed, today's holdings, the daily prices and today's date: per chain,
// deposits of the native coin (and of a stablecoin the wallet holds), buys of every other holding against them (against
// USD on an exchange), a few partial sells and sends, gas in the native coin; every amount an exact decimal, and per
// (chain, asset) the movements and fees add up to today's amount exactly, never going below zero on the way.
import type { Balance } from '../providers/balances/port';
import { EVM_NATIVE_ASSET } from '../providers/balances/demo';
import type { SourceTransaction, TxDirection } from '../providers/transactions/port';
import {
  Dec,
  Draw,
  EXCHANGE_FEE_RATE,
  ROUND_DOWN,
  ROUND_HALF_UP,
  ROUND_UP,
  ZERO,
  gasAmount,
  placesFor,
  split,
} from './history-units';
import { hashString } from './random';

/** A day's USD close of an asset as a decimal string (`YYYY-MM-DD`), or null when there is none. */
export type PriceOn = (assetId: string, day: string) => string | null;

export interface HistoryInput {
  /** What the history is seeded by: `evm:<lower-case address>`, `solana:<address>`, `cex:<exchange>:<API key>`. */
  seedKey: string;
  /** Today's holdings (the demo balances adapter's answer for the same account). */
  holdings: readonly Balance[];
  priceOn: PriceOn;
  /** Today, `YYYY-MM-DD` (UTC): the history ends the day before. */
  today: string;
  /** Ids of the dollar stablecoins: a wallet's first stablecoin on a chain also pays for buys there. */
  stablecoins: ReadonlySet<string>;
}

const DAY_MS = 86_400_000;
/** The history starts this many days before today, drawn per account. */
const SPAN_DAYS: readonly [number, number] = [400, 540];
const FIAT = 'USD';

interface Holding {
  assetId: string;
  target: Dec;
  places: number;
}

interface Draft {
  day: number;
  second: number;
  chain: string;
  direction: TxDirection;
  assetId: string;
  amount: Dec;
  counter?: { assetId: string; amount: Dec };
  fee?: { assetId: string; amount: Dec };
}

/** One chain of the account (or the exchange account), while its history is written. */
interface Account {
  chain: string;
  draw: Draw;
  /** Days from the first day of the history to today; day `span` is today, so movements use 0 … span − 1. */
  span: number;
  native: Holding | null;
  stable: Holding | null;
  price: (assetId: string, day: number) => Dec | null;
  drafts: Draft[];
  /** What trades and gas took out of and put into the native coin and the stablecoin, to be covered by deposits. */
  outflow: Map<string, Dec>;
  inflow: Map<string, Dec>;
}

const add = (map: Map<string, Dec>, assetId: string, amount: Dec) => map.set(assetId, (map.get(assetId) ?? ZERO).plus(amount));

function push(account: Account, day: number, draft: Omit<Draft, 'day' | 'second' | 'chain'>): void {
  account.drafts.push({ day, second: account.draw.int(0, 86_399), chain: account.chain, ...draft });
}

/** Gas for a transaction the account sends, in the chain's native coin; none where the coin is not a known holding. */
function drawGas(account: Account): Dec | null {
  const { native } = account;
  return native ? gasAmount(account.chain, native.assetId, native.places, account.draw) : null;
}

/** Pays `amount` of gas (drawn when not given): the native deposits will cover it. */
function gas(account: Account, amount = drawGas(account)): Draft['fee'] {
  const { native } = account;
  if (!native || !amount) return undefined;
  add(account.outflow, native.assetId, amount);
  return { assetId: native.assetId, amount };
}

/** A plain transfer in (no counter, no fee: the sender paid it) or out (gas paid by the account). */
function transfer(account: Account, direction: 'receive' | 'send', holding: Holding, amount: Dec, day: number): void {
  const fee = direction === 'send' && account.chain !== 'cex' ? gas(account) : undefined;
  push(account, day, { direction, assetId: holding.assetId, amount, ...(fee ? { fee } : {}) });
}

/** A buy or sell on an exchange against USD, with a USD fee; a deposit or withdrawal when that day has no price. */
function exchangeTrade(account: Account, side: 'buy' | 'sell', holding: Holding, amount: Dec, day: number): void {
  const price = account.price(holding.assetId, day);
  const value = price ? amount.times(price).toDecimalPlaces(2, ROUND_HALF_UP) : ZERO;
  if (value.isZero()) return transfer(account, side === 'buy' ? 'receive' : 'send', holding, amount, day);
  const fee = value.times(account.draw.share(...EXCHANGE_FEE_RATE)).toDecimalPlaces(2, ROUND_UP);
  push(account, day, {
    direction: side,
    assetId: holding.assetId,
    amount,
    counter: { assetId: FIAT, amount: value },
    fee: { assetId: FIAT, amount: fee },
  });
}

/** The native coin or the stablecoin, whichever the draw picks among those the chain has. */
function counterFor(account: Account): Holding | null {
  const options = [account.native, account.stable].filter((holding): holding is Holding => holding !== null);
  return options.length === 0 ? null : (options[account.draw.int(0, options.length - 1)] ?? null);
}

/** An on-chain swap against the native coin or the stablecoin at that day's prices, paying gas; a transfer otherwise. */
function chainTrade(account: Account, side: 'buy' | 'sell', holding: Holding, amount: Dec, day: number): void {
  const counter = counterFor(account);
  const price = account.price(holding.assetId, day);
  const counterPrice = counter ? account.price(counter.assetId, day) : null;
  const value =
    counter && price && counterPrice
      ? amount.times(price).div(counterPrice).toDecimalPlaces(counter.places, ROUND_HALF_UP)
      : ZERO;
  const gasDue = drawGas(account);
  // A sale into the native coin that brings less than its gas is not a trade anyone makes (and the engine refuses it).
  const dust = side === 'sell' && counter === account.native && gasDue !== null && value.lte(gasDue);
  if (!counter || value.isZero() || dust) {
    return transfer(account, side === 'buy' ? 'receive' : 'send', holding, amount, day);
  }
  add(side === 'buy' ? account.outflow : account.inflow, counter.assetId, value);
  const fee = gas(account, gasDue);
  push(account, day, {
    direction: side,
    assetId: holding.assetId,
    amount,
    counter: { assetId: counter.assetId, amount: value },
    ...(fee ? { fee } : {}),
  });
}

/**
 * One holding other than the native coin and the stablecoin: 1 to 5 acquisitions and, two times in three, 1 or 2
 * partial disposals. The disposals come after the first acquisition, which alone covers them, so the holding never
 * goes below zero; the acquisitions add up to today's amount plus what was disposed of, exactly. `opens`: the account
 * has no deposit of a native coin or stablecoin in its first days, so this holding's first acquisition opens the history.
 */
function tokenHistory(account: Account, holding: Holding, opens: boolean): void {
  const { draw, span } = account;
  const { target, places } = holding;
  const buys = draw.int(1, 5);
  const disposals = draw.chance(0.65) ? draw.int(1, 2) : 0;
  const sold = disposals > 0 ? target.times(draw.share(0.15, 0.6)).toDecimalPlaces(places, ROUND_DOWN) : ZERO;
  const bought = target.plus(sold);
  const first = buys === 1 ? bought : sold.plus(target.times(draw.share(0.25, 0.75)).toDecimalPlaces(places, ROUND_DOWN));
  const firstDay = opens ? draw.int(0, 10) : draw.int(5, Math.floor(span * 0.55));
  const later = () => draw.int(firstDay + 1, span - 2);
  const onExchange = account.chain === 'cex';
  [first, ...split(bought.minus(first), buys - 1, places, draw)].forEach((amount, index) => {
    const day = index === 0 ? firstDay : later();
    if (index === 0 && draw.chance(onExchange ? 0.2 : 0.15)) transfer(account, 'receive', holding, amount, day);
    else if (onExchange) exchangeTrade(account, 'buy', holding, amount, day);
    else chainTrade(account, 'buy', holding, amount, day);
  });
  for (const amount of split(sold, disposals, places, draw)) {
    const day = later();
    if (onExchange) exchangeTrade(account, 'sell', holding, amount, day);
    else if (draw.chance(0.25)) transfer(account, 'send', holding, amount, day);
    else chainTrade(account, 'sell', holding, amount, day);
  }
}

/**
 * The native coin or the stablecoin, once the other holdings' trades and gas are known. If the trades brought in no
 * more than today's amount: a first deposit (on `firstDay`, before anything is paid with it) covering everything paid
 * out plus part of the rest, and a second deposit later with the remainder. If they brought in more: a first deposit
 * covering everything paid out, and a send of the excess yesterday, after every other movement.
 */
function fundingHistory(account: Account, holding: Holding, firstDay: number): void {
  const { draw, span } = account;
  const inflow = account.inflow.get(holding.assetId) ?? ZERO;
  if (inflow.gt(holding.target)) {
    transfer(account, 'send', holding, inflow.minus(holding.target), span - 1);
    const deposit = account.outflow.get(holding.assetId) ?? ZERO;
    if (deposit.gt(0)) transfer(account, 'receive', holding, deposit, firstDay);
    return;
  }
  const rest = holding.target.minus(inflow);
  const part = rest.times(draw.share(0.3, 0.9)).toDecimalPlaces(holding.places, ROUND_DOWN);
  const first = (account.outflow.get(holding.assetId) ?? ZERO).plus(part);
  if (first.gt(0)) transfer(account, 'receive', holding, first, firstDay);
  const second = rest.minus(part);
  if (second.gt(0)) transfer(account, 'receive', holding, second, draw.int(firstDay + 20, span - 2));
}

function nativeAssetOf(chain: string): string | null {
  if (chain === 'cex') return null;
  return chain === 'solana' ? 'solana' : (EVM_NATIVE_ASSET[chain] ?? null);
}

function accountHistory(input: HistoryInput, chain: string, holdings: Holding[], span: number, startMs: number): Draft[] {
  const nativeId = nativeAssetOf(chain);
  const native = holdings.find((holding) => holding.assetId === nativeId) ?? null;
  const stable =
    chain === 'cex' ? null : (holdings.find((holding) => holding !== native && input.stablecoins.has(holding.assetId)) ?? null);
  const prices = new Map<string, Dec | null>();
  const account: Account = {
    chain,
    draw: new Draw(hashString(`history:${input.seedKey}:${chain}`)),
    span,
    native,
    stable,
    price: (assetId, day) => {
      const date = new Date(startMs + day * DAY_MS).toISOString().slice(0, 10);
      const key = `${assetId}|${date}`;
      if (!prices.has(key)) prices.set(key, parsePrice(input.priceOn(assetId, date)));
      return prices.get(key) ?? null;
    },
    drafts: [],
    outflow: new Map(),
    inflow: new Map(),
  };
  const tokens = holdings.filter((holding) => holding !== native && holding !== stable);
  tokens.forEach((holding, index) => tokenHistory(account, holding, index === 0 && !native && !stable));
  // The stablecoin first: its closing send pays gas in the native coin, which the native deposits must cover.
  if (stable) fundingHistory(account, stable, account.draw.int(1, 3));
  if (native) fundingHistory(account, native, 0);
  return account.drafts;
}

function parsePrice(text: string | null): Dec | null {
  if (text === null) return null;
  try {
    const price = new Dec(text);
    return price.isFinite() && price.gt(0) ? price : null;
  } catch {
    return null;
  }
}

/**
 * The account's history, oldest first, every movement before today. Ids are `demo:<chain>:<n>`, n counting from 1 in
 * time order per chain, so the same inputs give the same ids.
 */
export function generateHistory(input: HistoryInput): SourceTransaction[] {
  const todayMs = Date.parse(`${input.today}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.today) || Number.isNaN(todayMs)) {
    throw new RangeError(`generateHistory: "${input.today}" is not an ISO yyyy-mm-dd day`);
  }
  const span = new Draw(hashString(`history:${input.seedKey}`)).int(...SPAN_DAYS);
  const startMs = todayMs - span * DAY_MS;
  const byChain = new Map<string, Holding[]>();
  for (const balance of input.holdings) {
    const target = new Dec(balance.amount);
    if (!target.gt(0)) continue;
    const min = nativeAssetOf(balance.chain) === balance.assetId ? 9 : 2;
    const holding = { assetId: balance.assetId, target, places: placesFor(target, min) };
    byChain.set(balance.chain, [...(byChain.get(balance.chain) ?? []), holding]);
  }
  const drafts = [...byChain].flatMap(([chain, holdings]) => accountHistory(input, chain, holdings, span, startMs));
  const ordered = drafts
    .map((draft, index) => ({ draft, index, time: startMs + draft.day * DAY_MS + draft.second * 1000 }))
    .sort((a, b) => a.time - b.time || a.index - b.index);
  const counts = new Map<string, number>();
  return ordered.map(({ draft, time }) => {
    const n = (counts.get(draft.chain) ?? 0) + 1;
    counts.set(draft.chain, n);
    return {
      source: 'demo',
      sourceId: `demo:${draft.chain}:${n}`,
      time: new Date(time),
      chain: draft.chain,
      direction: draft.direction,
      assetId: draft.assetId,
      amount: draft.amount.toFixed(),
      ...(draft.counter ? { counterAssetId: draft.counter.assetId, counterAmount: draft.counter.amount.toFixed() } : {}),
      ...(draft.fee ? { fee: { assetId: draft.fee.assetId, amount: draft.fee.amount.toFixed() } } : {}),
    };
  });
}
