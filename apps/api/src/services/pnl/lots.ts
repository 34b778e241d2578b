// The open lots of every (account, asset) pool and how a method picks the lots a disposal or a transfer consumes.
// A pool never holds a negative or empty lot: taking more than it holds takes everything and reports the shortfall.
import { type Dec, ZERO, min, splitPro } from './decimal';
import type { CostBasisMethod, Lot, LotSlice, OpenPool } from './types';

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

const earlier = (a: Entry, b: Entry) => a.lot.acquiredAt.getTime() - b.lot.acquiredAt.getTime() || a.seq - b.seq;
const unitCost = (lot: Lot) => lot.cost.div(lot.amount);

interface Pool {
  /** Sorted by acquisition time, then insertion order. */
  entries: Entry[];
  /**
   * The amount of its lots, kept as they change (a disposal must not add the pool up again). Every method takes parts
   * that add up exactly to what is taken (average cost's pro-rata shares too: the last takes the rest), so it stays the
   * sum of the lots.
   */
  held: Dec;
  account: string;
  asset: string;
}

export class LotBook {
  private readonly byAccount = new Map<string, Map<string, Pool>>();
  /** Every pool, in the order they were opened. */
  private readonly pools: Pool[] = [];
  private seq = 0;

  constructor(private readonly method: CostBasisMethod) {}

  add(lot: Lot): void {
    if (lot.amount.lte(0)) return;
    const pool = this.pool(lot.account, lot.asset);
    const entry = { lot, seq: this.seq++ };
    const entries = pool.entries;
    // Most lots come in time order: appended without a search.
    if (entries.length === 0 || earlier(entries[entries.length - 1]!, entry) <= 0) entries.push(entry);
    else {
      let low = 0;
      let high = entries.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (earlier(entries[mid]!, entry) <= 0) low = mid + 1;
        else high = mid;
      }
      entries.splice(low, 0, entry);
    }
    pool.held = pool.held.plus(lot.amount);
  }

  holding(account: string, asset: string): Dec {
    const pool = this.byAccount.get(account)?.get(asset);
    return pool ? pool.held : ZERO;
  }

  /** The amount held of each asset, all accounts together. */
  heldByAsset(): Map<string, Dec> {
    const out = new Map<string, Dec>();
    for (const pool of this.pools) {
      const held = pool.held;
      if (held.isZero()) continue;
      out.set(pool.asset, (out.get(pool.asset) ?? ZERO).plus(held));
    }
    return out;
  }

  /** Removes `amount` from the pool in the method's order; returns the parts removed and what was missing. */
  take(account: string, asset: string, amount: Dec): Taken {
    const pool = this.pool(account, asset);
    const entries = pool.entries;
    const held = pool.held;
    // Comparisons, not min(): a sale covered by its pool (the usual case) allocates no decimal here.
    const wanted = amount.lte(held) ? amount : held;
    const missing = wanted === amount ? ZERO : amount.minus(wanted);
    if (wanted.isZero()) return { parts: [], missing };
    const shares = this.method === 'acb' ? proRata(entries, wanted) : inOrder(this.order(entries), wanted);
    const parts: Lot[] = [];
    for (const [entry, share] of shares) {
      if (share.isZero()) continue;
      const lot = entry.lot;
      const whole = share.eq(lot.amount);
      const cost = whole ? lot.cost : lot.cost.timesDiv(share, lot.amount);
      parts.push({ ...lot, amount: share, cost });
      lot.amount = whole ? ZERO : lot.amount.minus(share);
      lot.cost = whole ? ZERO : lot.cost.minus(cost);
    }
    // Emptied lots leave the pool: from the front (FIFO) or the back (LIFO) without a pass over the pool.
    let front = 0;
    while (front < entries.length && entries[front]!.lot.amount.isZero()) front++;
    if (front) entries.splice(0, front);
    while (entries.length && entries[entries.length - 1]!.lot.amount.isZero()) entries.pop();
    // FIFO and LIFO consume from one end only; HIFO and average cost may empty lots anywhere.
    const anywhere = this.method === 'hifo' || this.method === 'acb';
    if (anywhere && entries.some((entry) => entry.lot.amount.isZero()))
      pool.entries = entries.filter((entry) => !entry.lot.amount.isZero());
    pool.held = pool.held.minus(wanted);
    return { parts, missing };
  }

  /** Each pool with open lots: what it holds and their cost, added up here once (the summaries need no lot walk). */
  openPools(): OpenPool[] {
    const out: OpenPool[] = [];
    for (const pool of this.pools) {
      if (pool.entries.length === 0) continue;
      let cost = ZERO;
      for (const entry of pool.entries) cost = cost.plus(entry.lot.cost);
      out.push({ account: pool.account, asset: pool.asset, amount: pool.held, cost });
    }
    return out;
  }

  openLots(): Lot[] {
    return this.pools.flatMap((pool) => pool.entries.map((entry) => ({ ...entry.lot })));
  }

  /** The pool of an account's asset (maps by account, then asset: no key text built for each movement). */
  private pool(account: string, asset: string): Pool {
    let byAsset = this.byAccount.get(account);
    if (!byAsset) this.byAccount.set(account, (byAsset = new Map<string, Pool>()));
    let pool = byAsset.get(asset);
    if (!pool) {
      pool = { entries: [], held: ZERO, account, asset };
      byAsset.set(asset, pool);
      this.pools.push(pool);
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
    const share = left.lte(entry.lot.amount) ? left : entry.lot.amount;
    shares.push([entry, share]);
    left = share === left ? ZERO : left.minus(share);
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
    const extra = min(room, excess);
    pair[1] = pair[1].plus(extra);
    excess = excess.minus(extra);
  }
  return shares;
}

/** A consumed part of a lot as a disposal shows it; its unit cost is divided out when read (the views and the export). */
class Slice implements LotSlice {
  readonly sourceTxId: string;
  readonly acquiredAt: Date;
  readonly amount: Dec;
  readonly cost: Dec;
  constructor(part: Lot) {
    this.sourceTxId = part.sourceTxId;
    this.acquiredAt = part.acquiredAt;
    this.amount = part.amount;
    this.cost = part.cost;
  }
  get unitCost(): Dec {
    return this.cost.div(this.amount);
  }
}

export function slicesOf(parts: readonly Lot[]): LotSlice[] {
  return parts.map((part) => new Slice(part));
}
