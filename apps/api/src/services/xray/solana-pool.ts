// Who can pull a Solana token's liquidity (issue 30 §3; docs/xray-trade.md "Liquidity"): the token's main pool on
// Raydium's AMM v4 (the constant-product program most launches used), read over JSON-RPC alone.
//
// 1. getProgramAccounts on the AMM v4 program, filtered by account size (752 bytes) and by the two mints at their
//    offsets (the token as base and SOL as quote, then the other way round): every pool of the token against SOL.
// 2. getTokenAccountBalance of each pool's SOL vault: the deepest is the main pool.
// 3. getTokenSupply of its LP mint. The pool records how many LP tokens it issued (`lpReserve`, kept by deposits and
//    withdrawals); LP tokens burned with the token program leave the supply but not that record, so the burned share
//    is 1 − supply ÷ lpReserve (what Solana scanners report as "LP burned").
//
// The layout is Raydium's LIQUIDITY_STATE_LAYOUT_V4 (raydium-sdk, src/liquidity/layout.ts): 46 u64/u128 fields, then
// the vaults, mints and market keys, then lpReserve at byte 720. Other Solana DEXes (Raydium CPMM and CLMM, Orca
// Whirlpools, Meteora, PumpSwap) are not read: a token whose pool is there reads "no Raydium AMM v4 pool".
import bs58 from 'bs58';
import { z } from 'zod';
import type { LiquidityOutcome } from './sources';
import type { SolanaRpc } from './solana-token-report';
import { failureReason, solanaCaller, supplyResult, uint } from './solana-token-rpc';

export const RAYDIUM_AMM_V4 = '675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8';
/** Wrapped SOL: the quote of SOL pools. */
export const WSOL_MINT = 'So11111111111111111111111111111111111111112';
export const AMM_V4_SIZE = 752;
export const AMM_V4_OFFSETS = {
  baseVault: 336,
  quoteVault: 368,
  baseMint: 400,
  quoteMint: 432,
  lpMint: 464,
  lpReserve: 720,
} as const;
/** Pools read at most (their SOL vaults, one request each), deepest kept. */
const MAX_POOLS = 3;

const programAccounts = z.array(
  z.object({ pubkey: z.string(), account: z.object({ data: z.tuple([z.string(), z.literal('base64')]) }) }),
);
const balanceResult = z.object({ value: z.object({ amount: uint }) });

interface AmmPool {
  id: string;
  solVault: string;
  lpMint: string;
  lpReserve: bigint;
}

const key = (data: Buffer, offset: number) => bs58.encode(data.subarray(offset, offset + 32));

function decodePool(id: string, base64: string, tokenIsBase: boolean): AmmPool | null {
  const data = Buffer.from(base64, 'base64');
  if (data.length !== AMM_V4_SIZE) return null;
  return {
    id,
    solVault: key(data, tokenIsBase ? AMM_V4_OFFSETS.quoteVault : AMM_V4_OFFSETS.baseVault),
    lpMint: key(data, AMM_V4_OFFSETS.lpMint),
    lpReserve: data.readBigUInt64LE(AMM_V4_OFFSETS.lpReserve),
  };
}

const share = (part: bigint, whole: bigint) => (whole === 0n ? 0 : Number((part * 1_000_000n) / whole) / 1_000_000);

/** Requests one reading sends at most: two pool searches, the SOL vaults, the LP supply. */
export const SOLANA_POOL_REQUESTS = 2 + MAX_POOLS + 1;

/**
 * The main Raydium AMM v4 pool of `mint` against SOL, as a liquidity report (burned share, depth); `failed` with the
 * reason when there is none or the node refused a read. `solPriceUsd` values the depth (null: not valued).
 */
export async function readSolanaPool(rpc: SolanaRpc, mint: string, solPriceUsd: number | null): Promise<LiquidityOutcome> {
  const call = solanaCaller(rpc);
  const search = (tokenIsBase: boolean) =>
    call(
      'getProgramAccounts',
      [
        RAYDIUM_AMM_V4,
        {
          encoding: 'base64',
          commitment: 'confirmed',
          filters: [
            { dataSize: AMM_V4_SIZE },
            { memcmp: { offset: AMM_V4_OFFSETS.baseMint, bytes: tokenIsBase ? mint : WSOL_MINT } },
            { memcmp: { offset: AMM_V4_OFFSETS.quoteMint, bytes: tokenIsBase ? WSOL_MINT : mint } },
          ],
        },
      ],
      programAccounts,
    ).then((found) => found.map((entry) => decodePool(entry.pubkey, entry.account.data[0], tokenIsBase)));
  let step = 'getProgramAccounts';
  try {
    const pools = [...(await search(true)), ...(await search(false))]
      .filter((pool): pool is AmmPool => pool !== null)
      .slice(0, MAX_POOLS);
    if (pools.length === 0)
      return {
        status: 'failed',
        reason: 'no Raydium AMM v4 pool of this token against SOL (other Solana DEXes are not read)',
      };
    step = 'getTokenAccountBalance';
    let main: AmmPool | null = null;
    let solReserve = -1n;
    for (const pool of pools) {
      const { value } = await call('getTokenAccountBalance', [pool.solVault, { commitment: 'confirmed' }], balanceResult);
      const lamports = BigInt(value.amount);
      if (lamports > solReserve) [main, solReserve] = [pool, lamports];
    }
    step = 'getTokenSupply';
    const { value } = await call('getTokenSupply', [main!.lpMint, { commitment: 'confirmed' }], supplyResult);
    const supply = BigInt(value.amount);
    const lpReserve = main!.lpReserve;
    const burned = lpReserve > supply ? lpReserve - supply : 0n;
    const sol = Number(solReserve) / 1e9;
    return {
      status: 'read',
      report: {
        pair: main!.id,
        lpSupply: lpReserve,
        burnedShare: share(burned, lpReserve),
        // Lockers are not read on Solana: LP neither burned nor locked counts as removable (docs "Limits").
        lockers: [],
        lockedLongShare: 0,
        lockedSoonShare: 0,
        lockedUnknownShare: 0,
        owner: null,
        nativeReserve: solReserve,
        depthUsd: solPriceUsd === null ? null : Math.round(sol * 2 * solPriceUsd),
      },
    };
  } catch (error) {
    return { status: 'failed', reason: `the pool's LP could not be read: ${failureReason(step, error)}` };
  }
}
