// What every simulated call of X-Ray's probes shares (docs/xray-trade.md "Limits"): fresh addresses, a code hash that
// changes, a caller that holds something, and the gas the call may use.
import { randomBytes } from 'node:crypto';
import { type Address, getAddress, type Hex, toHex } from 'viem';

/**
 * A new random address (no key exists for it): where a probe's code is placed, who calls it, who receives. New for
 * every simulation, so a token cannot recognise K3's probe and let it alone through.
 */
export const randomAddress = (): Address => getAddress(toHex(randomBytes(20)));

/**
 * A probe's code with 32 random bytes after it (never reached: the code ends before them): its code hash changes at
 * every call, so a token cannot recognise K3's probe by EXTCODEHASH either.
 */
export const disguised = (code: Hex): Hex => `${code}${toHex(randomBytes(32)).slice(2)}`;

/** What the caller of a simulation holds: a wallet with nothing would stand out (`tx.origin.balance == 0`). */
export const CALLER_BALANCE = 10n ** 18n;

// Under the 2^24 per-transaction cap of EIP-7825, which nodes also apply to eth_call.
export const PROBE_GAS = 15_000_000n;
