// The open lots of every (account, asset) pool and how a method picks the lots a disposal or a transfer consumes.
// A pool never holds a negative or empty lot: taking more than it holds takes everything and reports the shortfall.
import { D, type Dec, ZERO, splitPro, sum } from './decimal';
import type { CostBasisMethod, Lot, LotSlice } from './types';

interface Entry {
  lot: Lot;
  /** Insertion order: breaks ties between lots acquired at the same time. */
  seq: number;
}

export interface Taken {
  /** The consumed parts, each a lot of its own (original account, date and cost share). */
  parts: Lot[];
  /** What the pool could not provide: the missing history. */
  missing: Dec;
}

const key = (account: string, asset: string) => `${account}\u0000${asset}`;
const earlier = (a: Entry, b: Entry) => a.lot.acquiredAt.getTime() - b.lot.acquiredAt.getTime() || a.seq - b.seq;
const unitCost = (lot: Lot) => lot.cost.div(lot.amount);

export class LotBook {
  /** Each pool sorted by acquisition time, then insertion order. */
  private readonly pools = new Map<string, Entry[]>();
  private seq = 0;

  constructor(private readonly method: CostBasisMethod) {}

  add(lot: Lot): void {
    if (lot.amount.lte(0)) return;
    const pool = this.pool(lot.account, lot.asset);
    const entry = { lot, seq: this.seq++ };
    let low = 0;
    let high = pool.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (earlier(pool[mid]!, entry) <= 0) low = mid + 1;
      else high = mid;
    }
    pool.splice(low, 0, entry);
  }

  holding(account: string, asset: string): Dec {
    return sum((this.pools.get(key(account, asset)) ?? []).map((entry) => entry.lot.amount));
  }

  /** Removes `amount` from the pool in the method's order; returns the parts removed and what was missing. */
  take(account: string, asset: string, amount: Dec): Taken {
    const pool = this.pool(account, asset);
    const held = sum(pool.map((entry) => entry.lot.amount));
    const wanted = D.min(amount, held);
    const missing = amount.minus(wanted);
    if (wanted.isZero()) return { parts: [], missing };
    const shares = this.method === 'acb' ? proRata(pool, wanted) : inOrder(this.order(pool), wanted);
    const parts: Lot[] = [];
    for (const [entry, share] of shares) {
      if (share.isZero()) continue;
      const lot = entry.lot;
      const whole = share.eq(lot.amount);
      const cost = whole ? lot.cost : lot.cost.times(share).div(lot.amount);
      parts.push({ ...lot, amount: share, cost });
      lot.amount = lot.amount.minus(share);
      lot.cost = lot.cost.minus(cost);
    }
    this.pools.set(
      key(account, asset),
      pool.filter((entry) => entry.lot.amount.gt(0)),
    );
    return { parts, missing };
  }

  openLots(): Lot[] {
    return [...this.pools.values()].flatMap((pool) => pool.map((entry) => ({ ...entry.lot })));
  }

  private pool(account: string, asset: string): Entry[] {
    const id = key(account, asset);
    let pool = this.pools.get(id);
    if (!pool) {
      pool = [];
      this.pools.set(id, pool);
    }
    return pool;
  }

  /** FIFO: oldest first; LIFO: newest first; HIFO: highest unit cost first (oldest first on a tie). */
  private order(pool: Entry[]): Entry[] {
    if (this.method === 'lifo') return [...pool].reverse();
    if (this.method === 'hifo') return [...pool].sort((a, b) => unitCost(b.lot).comparedTo(unitCost(a.lot)) || earlier(a, b));
    return pool;
  }
}

function inOrder(entries: Entry[], wanted: Dec): [Entry, Dec][] {
  const shares: [Entry, Dec][] = [];
  let left = wanted;
  for (const entry of entries) {
    if (left.isZero()) break;
    const share = D.min(left, entry.lot.amount);
    shares.push([entry, share]);
    left = left.minus(share);
  }
  return shares;
}

/**
 * Average cost: the same fraction of every lot, so the pool's average unit cost is unchanged and the cost taken is
 * that average times the amount. The shares add up to `wanted` exactly; a share rounding above its lot is capped and
 * the difference taken from lots with room.
 */
function proRata(pool: Entry[], wanted: Dec): [Entry, Dec][] {
  const raw = splitPro(
    wanted,
    pool.map((entry) => entry.lot.amount),
  );
  let excess = ZERO;
  const shares = pool.map((entry, index): [Entry, Dec] => {
    const share = raw[index]!;
    if (share.lte(entry.lot.amount)) return [entry, share];
    excess = excess.plus(share.minus(entry.lot.amount));
    return [entry, entry.lot.amount];
  });
  for (const pair of shares) {
    if (excess.isZero()) break;
    const room = pair[0].lot.amount.minus(pair[1]);
    const extra = D.min(room, excess);
    pair[1] = pair[1].plus(extra);
    excess = excess.minus(extra);
  }
  return shares;
}

export function slicesOf(parts: readonly Lot[]): LotSlice[] {
  return parts.map((part) => ({
    sourceTxId: part.sourceTxId,
    acquiredAt: part.acquiredAt,
    amount: part.amount,
    unitCost: unitCost(part),
    cost: part.cost,
  }));
}
