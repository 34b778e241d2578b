// A Solana token's main pool and who can pull its liquidity (issue 30 §3; services/xray/solana-pool.ts), against a
// local JSON-RPC server holding Raydium AMM v4 accounts (test/fixtures/solana/raydium-node.ts): the pools of the
// token against SOL are found in both orientations, the deepest is kept, the LP burned share and the depth are read,
// LP kept by its holders is a dangerous feature, and no pool or a node refusing the search is said, never a pass.
import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSolanaPool, SOLANA_POOL_REQUESTS, WSOL_MINT } from '../../src/services/xray/solana-pool';
import type { SolanaRpc } from '../../src/services/xray/solana-token-report';
import { liquidityFindings } from '../../src/services/xray/trade/liquidity';
import { type RaydiumNode, startRaydiumNode, type TestPool } from '../fixtures/solana/raydium-node';
import { manualHttpClock } from '../providers/local-server';

const key = () => bs58.encode(randomBytes(32));
const SOL = 10n ** 9n;
const burnedToken = key();
const keptToken = key();
const lonelyToken = key();

function pool(token: string, tokenIsBase: boolean, sol: bigint, lpReserve: bigint, lpSupply: bigint): TestPool {
  const [baseMint, quoteMint] = tokenIsBase ? [token, WSOL_MINT] : [WSOL_MINT, token];
  const [baseAmount, quoteAmount] = tokenIsBase ? [1_000_000n * SOL, sol] : [sol, 1_000_000n * SOL];
  return {
    id: key(),
    baseMint,
    quoteMint,
    baseVault: key(),
    quoteVault: key(),
    lpMint: key(),
    lpReserve,
    lpSupply,
    baseAmount,
    quoteAmount,
  };
}

const main = pool(burnedToken, true, 500n * SOL, 1_000_000_000_000n, 1_000_000_000n);
const shallow = pool(burnedToken, false, 10n * SOL, 5_000_000n, 5_000_000n);
const kept = pool(keptToken, false, 40n * SOL, 7_000_000_000n, 7_000_000_000n);
// Another token's pool against another quote: never confused with these.
const foreign = pool(key(), true, 900n * SOL, 1n, 1n);

let node: RaydiumNode;
let rpc: SolanaRpc;
beforeAll(async () => {
  node = await startRaydiumNode([main, shallow, kept, foreign]);
  rpc = { url: node.url, http: { clock: manualHttpClock(), minIntervalMs: 0 } };
});
afterAll(async () => {
  await node?.close();
});

describe('the main Raydium pool of a Solana token', () => {
  it('finds both orientations, keeps the deepest, and reads the burned share and the depth', async () => {
    const before = node.requests.length;
    const outcome = await readSolanaPool(rpc, burnedToken, 200);
    expect(outcome).toEqual({
      status: 'read',
      report: {
        pair: main.id,
        lpSupply: 1_000_000_000_000n,
        burnedShare: 0.999,
        lockers: [],
        lockedLongShare: 0,
        lockedSoonShare: 0,
        lockedUnknownShare: 0,
        owner: null,
        nativeReserve: 500n * SOL,
        depthUsd: 200_000,
      },
    });
    if (outcome.status === 'read') expect(liquidityFindings(outcome.report)).toEqual([]);
    const methods = node.requests.slice(before).map((r) => (r.body as { method: string }).method);
    expect(methods).toEqual([
      'getProgramAccounts',
      'getProgramAccounts',
      'getTokenAccountBalance',
      'getTokenAccountBalance',
      'getTokenSupply',
    ]);
    expect(methods.length).toBeLessThanOrEqual(SOLANA_POOL_REQUESTS);
  });

  it('calls LP nobody burned removable (a dangerous feature), and leaves the depth unvalued without a price', async () => {
    const outcome = await readSolanaPool(rpc, keptToken, null);
    if (outcome.status !== 'read') throw new Error(outcome.reason);
    expect(outcome.report).toMatchObject({ pair: kept.id, burnedShare: 0, depthUsd: null, nativeReserve: 40n * SOL });
    expect(liquidityFindings(outcome.report)).toMatchObject([{ flag: 'lp-removable', severity: 'high', value: 0 }]);
  });

  it('says when the token has no Raydium AMM v4 pool against SOL', async () => {
    expect(await readSolanaPool(rpc, lonelyToken, 200)).toEqual({
      status: 'failed',
      reason: 'no Raydium AMM v4 pool of this token against SOL (other Solana DEXes are not read)',
    });
  });

  it('says why when the node refuses the search, as public nodes do for heavy programs', async () => {
    node.refuseProgramAccounts = { code: -32010, message: '675kPX… excluded from account secondary indexes' };
    try {
      expect(await readSolanaPool(rpc, burnedToken, 200)).toEqual({
        status: 'failed',
        reason:
          "the pool's LP could not be read: RPC getProgramAccounts error -32010: 675kPX… excluded from account secondary indexes",
      });
    } finally {
      node.refuseProgramAccounts = null;
    }
  });
});
