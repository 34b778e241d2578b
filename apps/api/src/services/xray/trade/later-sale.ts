// A sale later than the buy (issue 30 §2 "trading cooldown"; docs/xray-trade.md "A sale later"). The probe's eth_call
// buys and sells in one transaction, so a token that makes a buyer wait before selling looks like a honeypot. When
// that sale reverts (and a tenth of it too), X-Ray asks the node for eth_simulateV1 — several blocks, each with its own
// time, the state carried from one to the next — and simulates the same buy, then the sale again 2 minutes, 1 hour,
// 1 day and 30 days later, each in its own block (its number, time and randomness as a real block's that much later),
// from the same fresh addresses. The first delay after which the
// sale goes through bounds the cooldown; a sale that still reverts 30 days later is a block, not a wait. A node that
// does not answer eth_simulateV1 (Hardhat, some public nodes) leaves the question open, and the audit says so.
import { randomBytes } from 'node:crypto';
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, toHex } from 'viem';
import { TRADE_PROBE_ABI, TRADE_PROBE_CODE } from './probe-artifact';
import { CALLER_BALANCE, disguised, PROBE_GAS, randomAddress } from './probe-call';
import type { TradePool } from './pools';

/** The delays after the buy at which the sale is tried again, in seconds. */
export const LATER_DELAYS = [120, 3_600, 86_400, 30 * 86_400] as const;

export type LaterSale =
  /** The sale went through `afterSeconds` after the buy (the first delay tried that passed): a cooldown of at most that. */
  | { status: 'sold'; afterSeconds: number }
  /** The sale reverted at every delay, the last `lastSeconds` after the buy. */
  | { status: 'reverted'; lastSeconds: number }
  /** Not known: the node does not answer eth_simulateV1, or the buy did not go through in the simulation. */
  | { status: 'unknown'; reason: string };

/** A raw JSON-RPC request (a viem client's `request`). */
export type RpcRequest = (args: { method: string; params?: readonly unknown[] }) => Promise<unknown>;

interface SimulatedCall {
  status?: Hex;
  returnData?: Hex;
}

/** eth_simulateV1's answer: one entry per block, each with its calls' results. */
const callsOf = (answer: unknown): SimulatedCall[][] =>
  Array.isArray(answer) ? answer.map((block: { calls?: SimulatedCall[] }) => block.calls ?? []) : [];

const decodeBool = (functionName: 'hold' | 'sellHeld', data: Hex | undefined): boolean => {
  if (!data || data === '0x') return false;
  try {
    return decodeFunctionResult({ abi: TRADE_PROBE_ABI, functionName, data }) === true;
  } catch {
    return false;
  }
};

/** Short words for a node's refusal: its JSON-RPC message, never a whole stack. */
const refusalOf = (error: unknown): string => {
  const text = error instanceof Error ? ((error as { details?: string }).details ?? error.message) : String(error);
  return text.split('\n')[0]!.slice(0, 160);
};

/** Buys `amountIn` wei of `token` on `pool`, then tries the sale at each of LATER_DELAYS in later blocks. */
export async function laterSale(request: RpcRequest, token: Address, pool: TradePool, amountIn: bigint): Promise<LaterSale> {
  const [probe, caller] = [randomAddress(), randomAddress()];
  const v3 = pool.kind === 'v3' || !pool.router;
  const router = v3 ? ('0x0000000000000000000000000000000000000000' as Address) : pool.router!;
  const v3Pool = v3 ? pool.pair : ('0x0000000000000000000000000000000000000000' as Address);
  const call = (data: Hex) => ({ from: caller, to: probe, data, gas: toHex(PROBE_GAS) });
  const hold = encodeFunctionData({
    abi: TRADE_PROBE_ABI,
    functionName: 'hold',
    args: [router, v3Pool, token, pool.wrappedNative, amountIn],
  });
  const sell = encodeFunctionData({
    abi: TRADE_PROBE_ABI,
    functionName: 'sellHeld',
    args: [router, v3Pool, token, pool.wrappedNative],
  });
  let answer: unknown;
  try {
    const latest = (await request({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as {
      timestamp?: Hex;
      number?: Hex;
      miner?: Hex;
    };
    const now = BigInt(latest.timestamp ?? '0x0');
    const base = BigInt(latest.number ?? '0x0');
    // Each block looks like a real one `delay` later: its number moved on as the chain's blocks do (12 s a block, the
    // slowest K3 reads: a cooldown counted in blocks is passed too), a random prevRandao, the last block's proposer.
    const header = (delay: number) => ({
      time: toHex(now + 1n + BigInt(delay)),
      number: toHex(base + 1n + BigInt(Math.ceil(delay / 12))),
      prevRandao: toHex(randomBytes(32)),
      ...(latest.miner && { feeRecipient: latest.miner }),
    });
    answer = await request({
      method: 'eth_simulateV1',
      params: [
        {
          blockStateCalls: [
            {
              blockOverrides: header(0),
              stateOverrides: {
                [probe]: { code: disguised(TRADE_PROBE_CODE), balance: toHex(amountIn) },
                [caller]: { balance: toHex(CALLER_BALANCE) },
              },
              calls: [call(hold)],
            },
            ...LATER_DELAYS.map((delay) => ({ blockOverrides: header(delay), calls: [call(sell)] })),
          ],
        },
        // On the block whose time was read: a newer block would make the first simulated one go back in time.
        latest.number ?? 'latest',
      ],
    });
  } catch (error) {
    return { status: 'unknown', reason: `the node does not simulate later blocks (eth_simulateV1: ${refusalOf(error)})` };
  }
  const blocks = callsOf(answer);
  if (blocks.length !== LATER_DELAYS.length + 1)
    return { status: 'unknown', reason: 'the node answered eth_simulateV1 with another number of blocks' };
  if (!decodeBool('hold', blocks[0]![0]?.returnData))
    return { status: 'unknown', reason: 'the buy did not go through in the later-blocks simulation' };
  for (const [index, delay] of LATER_DELAYS.entries()) {
    if (decodeBool('sellHeld', blocks[index + 1]![0]?.returnData)) return { status: 'sold', afterSeconds: delay };
  }
  return { status: 'reverted', lastSeconds: LATER_DELAYS.at(-1)! };
}
