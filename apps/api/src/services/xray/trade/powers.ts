// What an address the token trusts can do to a holder (issue 30 §5; docs/xray-trade.md "What a privileged address can
// do"). Reading function names finds `mint` and `blacklist`; a scam calls them `airdropFix` or `markBots`. So X-Ray
// tries them: for each address the token stores (its owner, an operator, an admin: owner() and every address-like
// value in its first storage slots) and each function its dispatcher routes to (bar the ERC-20 and ownership
// standards), the power probe (PowerProbe.sol) makes the call from that address with a few argument shapes, then sees
// whether a fresh holder can still buy and sell, at what tax, and whether its balance or the supply moved. One
// eth_call per batch of attempts, with state overrides; nothing is sent.
import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  pad,
  toHex,
  zeroAddress,
} from 'viem';
import { knownSelector, walkBytecode } from '../contract-evm-bytecode';
import { POWER_PROBE_ABI, POWER_PROBE_CODE } from './probe-artifact';
import { CALLER_BALANCE, disguised, randomAddress } from './probe-call';
import { taxBps, type TradeClient, type TradePool } from './simulate';
import { TAX_EXTREME_BPS, TAX_HIGH_BPS } from './findings';

export interface PowerClient extends TradeClient {
  getCode(args: { address: Address }): Promise<Hex | undefined>;
  getStorageAt(args: { address: Address; slot: Hex }): Promise<Hex | undefined>;
}

/** Storage slots scanned for stored addresses, attempts per eth_call, addresses tried at most. */
export const STORAGE_SLOTS = 64;
const ATTEMPTS_PER_CALL = 24;
const MAX_CALLERS = 4;
const PROBE_GAS = 15_000_000n;

/** Functions every token has, or that only move the caller's own tokens or ownership: not tried. */
const STANDARD = new Set(
  [
    'transfer(address,uint256)',
    'transferFrom(address,address,uint256)',
    'approve(address,uint256)',
    'balanceOf(address)',
    'totalSupply()',
    'allowance(address,address)',
    'name()',
    'symbol()',
    'decimals()',
    'increaseAllowance(address,uint256)',
    'decreaseAllowance(address,uint256)',
    'owner()',
    'getOwner()',
    'renounceOwnership()',
    'transferOwnership(address)',
    'permit(address,address,uint256,uint256,uint8,bytes32,bytes32)',
    'nonces(address)',
    'DOMAIN_SEPARATOR()',
  ].map((signature) => knownSelector(signature).value),
);

/** The argument shapes tried for every function: what a setter, a blacklist, a mint or a limit takes. */
export function argumentShapes(trader: Address, caller: Address): { label: string; words: bigint[] }[] {
  const t = BigInt(trader);
  const c = BigInt(caller);
  return [
    { label: '(holder, true)', words: [t, 1n, 1n, 1n] },
    { label: '(holder, 0)', words: [t, 0n, 0n, 0n] },
    { label: '(caller, 10^30)', words: [c, 10n ** 30n, 0n, 0n] },
    { label: '([holder])', words: [32n, 1n, t, 0n] },
    { label: '(true)', words: [1n, 1n, 1n, 1n] },
    { label: '(0)', words: [0n, 0n, 0n, 0n] },
    { label: '(99)', words: [99n, 99n, 99n, 99n] },
    { label: '(9900)', words: [9_900n, 9_900n, 9_900n, 9_900n] },
    { label: '(one year)', words: [31_536_000n, 31_536_000n, 31_536_000n, 31_536_000n] },
    { label: '([holder], [0])', words: [64n, 128n, 1n, t, 1n, 0n] },
  ];
}

/** The selectors a code's dispatcher compares the calldata with, bar the standard ones. */
export function dispatcherSelectors(code: Hex): number[] {
  const walk = walkBytecode(code);
  const seen = new Set<number>();
  for (const push of walk.pushes) if (push.compared && push.value > 0xffff && !STANDARD.has(push.value)) seen.add(push.value);
  return [...seen];
}

/**
 * The address a 32-byte word holds, if it looks like one: its first four bytes set (amounts and counters stay below
 * 2^128) and at most small packed flags above it.
 */
function addressIn(value: bigint): Address | null {
  const low = value & ((1n << 160n) - 1n);
  if (low < 1n << 128n || value >> 160n >= 1n << 16n) return null;
  return getAddress(pad(toHex(low), { size: 20 }));
}

/** Address-like PUSH20 and PUSH32 constants of a code: immutables (an admin fixed at deployment) and constants. */
export function codeAddresses(code: Hex): Address[] {
  const bytes = Buffer.from(code.slice(2), 'hex');
  const found: Address[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const op = bytes[i]!;
    if (op < 0x60 || op > 0x7f) continue;
    const size = op - 0x5f;
    if ((size === 20 || size === 32) && i + size < bytes.length) {
      const address = addressIn(BigInt(`0x${bytes.subarray(i + 1, i + 1 + size).toString('hex')}`));
      if (address) found.push(address);
    }
    i += size;
  }
  return found;
}

/** Address-like values in the first storage slots, then in the code; each once, none of `exclude`. */
export async function storedAddresses(
  client: PowerClient,
  token: Address,
  code: Hex | undefined,
  exclude: readonly Address[],
): Promise<Address[]> {
  const candidates: Address[] = [];
  for (let slot = 0; slot < STORAGE_SLOTS; slot++) {
    const word = await client.getStorageAt({ address: token, slot: numberToHex(slot, { size: 32 }) });
    const address = word ? addressIn(BigInt(word)) : null;
    if (address) candidates.push(address);
  }
  if (code) candidates.push(...codeAddresses(code));
  const found: Address[] = [];
  for (const address of candidates)
    if (![...exclude, ...found].some((other) => isAddressEqual(other, address))) found.push(address);
  return found;
}

export type PowerFlag = 'power-blocks-sale' | 'power-raises-tax' | 'power-takes-balance' | 'power-mints' | 'power-halts-buys';

export interface PowerFinding {
  flag: PowerFlag;
  severity: 'critical' | 'high';
  caller: Address;
  selector: Hex;
  shape: string;
  evidence: string;
}

interface Outcome {
  valid: boolean;
  called: boolean;
  balanceBefore: bigint;
  balanceAfter: bigint;
  supplyBefore: bigint;
  supplyAfter: bigint;
  boughtAgain: boolean;
  sold: boolean;
  sellQuoted: bigint;
  sellReceived: bigint;
}

/** Where the holder trades (PowerProbe.sol's Venue): a V2 router, or a V3 pool (the other zero). */
interface Venue {
  router: Address;
  pool: Address;
  weth: Address;
}

interface Attempt {
  selector: number;
  shape: string;
  data: Hex;
}

const sellTax = (o: Outcome) => taxBps(o.sellQuoted, o.sellReceived);
const selectorHex = (value: number): Hex => numberToHex(value, { size: 4 });

/** The worst thing one attempt shows against the baseline (no call), or null. */
export function judgeAttempt(
  baseline: Outcome,
  o: Outcome,
): { flag: PowerFlag; severity: PowerFinding['severity']; what: string } | null {
  if (!o.valid || !o.called) return null;
  if (o.balanceAfter < o.balanceBefore)
    return {
      flag: 'power-takes-balance',
      severity: 'critical',
      what: `the holder's balance fell from ${o.balanceBefore} to ${o.balanceAfter}`,
    };
  if (baseline.sold && !o.sold)
    return { flag: 'power-blocks-sale', severity: 'critical', what: "the holder's sale then reverted" };
  if (baseline.sold && o.sold) {
    const before = sellTax(baseline);
    const after = sellTax(o);
    if (after >= TAX_EXTREME_BPS && after > before)
      return {
        flag: 'power-raises-tax',
        severity: 'critical',
        what: `the sell tax went from ${before / 100} % to ${after / 100} %`,
      };
    if (after - before >= TAX_HIGH_BPS)
      return { flag: 'power-raises-tax', severity: 'high', what: `the sell tax went from ${before / 100} % to ${after / 100} %` };
  }
  if (baseline.boughtAgain && !o.boughtAgain) return { flag: 'power-halts-buys', severity: 'high', what: 'a buy then reverted' };
  if (o.supplyAfter > o.supplyBefore)
    return { flag: 'power-mints', severity: 'high', what: `the supply grew from ${o.supplyBefore} to ${o.supplyAfter}` };
  return null;
}

function encodeAttempt(selector: number, words: readonly bigint[]): Hex {
  return `${selectorHex(selector)}${words.map((word) => pad(toHex(word), { size: 32 }).slice(2)).join('')}` as Hex;
}

async function runBatch(
  client: PowerClient,
  token: Address,
  venue: Venue,
  caller: Address,
  ethIn: bigint,
  attempts: readonly Attempt[],
  { trader, origin }: { trader: Address; origin: Address },
): Promise<Outcome[]> {
  const { data } = await client.call({
    // tx.origin is an unused address: a token that spares its owner as tx.origin spares nobody here.
    account: origin,
    to: caller,
    data: encodeFunctionData({
      abi: POWER_PROBE_ABI,
      functionName: 'probe',
      // The first call is empty: the baseline.
      args: [venue, token, trader, ethIn, ['0x', ...attempts.map((a) => a.data)]],
    }),
    gas: PROBE_GAS,
    stateOverride: [
      { address: caller, code: disguised(POWER_PROBE_CODE) },
      { address: trader, code: disguised(POWER_PROBE_CODE), balance: ethIn * 2n },
      { address: origin, balance: CALLER_BALANCE },
    ],
  });
  if (!data) throw new Error('the power probe returned nothing');
  return [...(decodeFunctionResult({ abi: POWER_PROBE_ABI, functionName: 'probe', data }) as readonly Outcome[])];
}

export interface PowerReport {
  /** The addresses the token trusts that were tried (owner, admin, stored addresses); a stranger is tried too. */
  callers: Address[];
  functions: number;
  /** Attempts that ran, and those whose batch failed (the holder could not buy, or the node refused the call). */
  attempts: number;
  failed: number;
  findings: PowerFinding[];
}

/**
 * Tries every non-standard function of the token's code from each stored address, with each argument shape. At most
 * one finding per kind (the first found), most severe first.
 */
export async function probePowers(
  client: PowerClient,
  token: Address,
  pool: TradePool,
  /** owner: owner() unless renounced; admin: a proxy's admin; codeAddress: where the code is (a proxy's implementation). */
  options: { owner: Address | null; admin: Address | null; codeAddress: Address; ethIn: bigint },
): Promise<PowerReport> {
  // The holder trades through the V2 router, or with the V3 pool itself.
  const venue: Venue = {
    router: pool.router ?? zeroAddress,
    pool: pool.kind === 'v3' ? pool.pair : zeroAddress,
    weth: pool.wrappedNative,
  };
  const code = await client.getCode({ address: options.codeAddress });
  const selectors = code ? dispatcherSelectors(code) : [];
  const known = [...new Set([options.owner, options.admin].filter((a): a is Address => a !== null).map((a) => getAddress(a)))];
  const exclude = [
    token,
    pool.pair,
    ...(pool.router ? [pool.router] : []),
    pool.factory,
    pool.wrappedNative,
    options.codeAddress,
    ...known,
  ];
  const stored = await storedAddresses(client, token, code, exclude);
  const callers = [...known, ...stored].slice(0, MAX_CALLERS);
  // A stranger too: a mint or a blacklist anyone can call is worse than an owner's.
  const stranger = randomAddress();
  const found = new Map<PowerFlag, PowerFinding>();
  let attempts = 0;
  let failed = 0;
  // The holder whose fate is watched and the transaction's origin: new random addresses, never K3's own.
  const roles = { trader: randomAddress(), origin: randomAddress() };
  for (const caller of [...callers, stranger]) {
    const who = caller === stranger ? `anyone (${caller}, a random address)` : caller;
    const all = selectors.flatMap((selector) =>
      argumentShapes(roles.trader, caller).map((shape) => ({
        selector,
        shape: shape.label,
        data: encodeAttempt(selector, shape.words),
      })),
    );
    for (let i = 0; i < all.length; i += ATTEMPTS_PER_CALL) {
      const batch = all.slice(i, i + ATTEMPTS_PER_CALL);
      // A batch whose holder cannot even buy (a closed market) shows nothing: the trade simulation reports that.
      const outcomes = await runBatch(client, token, venue, caller, options.ethIn, batch, roles).catch(() => null);
      if (!outcomes) {
        failed += batch.length;
        continue;
      }
      const baseline = outcomes.shift();
      attempts += batch.length;
      if (!baseline?.valid) continue;
      outcomes.forEach((outcome, index) => {
        const attempt = batch[index]!;
        const verdict = judgeAttempt(baseline, outcome);
        if (!verdict || found.has(verdict.flag)) return;
        found.set(verdict.flag, {
          ...verdict,
          caller,
          selector: selectorHex(attempt.selector),
          shape: attempt.shape,
          evidence: `${who} calling ${selectorHex(attempt.selector)} with ${attempt.shape}: ${verdict.what}`,
        });
      });
    }
  }
  const findings = [...found.values()].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'critical' ? -1 : 1));
  return { callers, functions: selectors.length, attempts, failed, findings };
}
