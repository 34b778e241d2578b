// When the watch's search of the last venue is trusted (watch/state.ts): only when it gives the watched pool with at
// least half its last native reserve; otherwise every DEX of the chain is searched again.
import { describe, expect, it } from 'vitest';
import type { TradeOutcome, TradePool } from '../trade/simulate';
import { sameDeepPool, type WatchTrade } from './state';

const POOL = '0x00000000000000000000000000000000000000a1';
const last: WatchTrade = { buyBps: 0, sellBps: 0, transferBps: 0, sellable: true, pool: POOL, reserve: '1000' };
const found = (pair: string, nativeReserve: bigint): TradeOutcome =>
  ({ status: 'simulated', simulation: { pool: { pair, nativeReserve } as TradePool } }) as unknown as TradeOutcome;

describe('sameDeepPool', () => {
  it('trusts the venue while its pool keeps half its native reserve', () => {
    expect(sameDeepPool(found(POOL.toUpperCase().replace('0X', '0x'), 500n), last)).toBe(true);
    expect(sameDeepPool(found(POOL, 5_000n), last)).toBe(true);
  });

  it('searches everywhere when the pool lost over half its depth (a drained pair keeps dust)', () => {
    expect(sameDeepPool(found(POOL, 499n), last)).toBe(false);
    expect(sameDeepPool(found(POOL, 1n), last)).toBe(false);
  });

  it('searches everywhere when another pool came first, none was found, or there was no last check', () => {
    expect(sameDeepPool(found('0x00000000000000000000000000000000000000b2', 9_000n), last)).toBe(false);
    expect(sameDeepPool({ status: 'no-pool', reason: 'none' }, last)).toBe(false);
    expect(sameDeepPool(null, last)).toBe(false);
    expect(sameDeepPool(found(POOL, 1_000n), null)).toBe(false);
  });

  it('trusts a pool of a check made before reserves were kept', () => {
    const { reserve: _reserve, ...older } = last;
    expect(sameDeepPool(found(POOL, 1n), older)).toBe(true);
  });
});
