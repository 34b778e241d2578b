// Top holders that are people (issue 30 §3; docs/xray-trade.md "Top holders"): the explorer's largest holders less the
// addresses that hold tokens for everyone — the token's pool (the pair the simulated trade used), the liquidity
// lockers K3 knows on the chain, the burn addresses, and contracts the explorer names as a pool, a locker or a bridge —
// so the top-10 share measures how concentrated the supply is among owners, not contracts. Each address left out is
// kept with its label and share, shown with the figure. Pure.
import type { TopHolder } from './profile';

export type HolderLabel = 'pool' | 'locker' | 'burn' | 'bridge';

/** Addresses nobody can spend from: tokens sent there are destroyed. */
export const BURN_ADDRESSES: ReadonlySet<string> = new Set([
  '0x0000000000000000000000000000000000000000',
  '0x000000000000000000000000000000000000dead',
]);

/** Contract names (as the explorer has them) that mark a holder holding for others. */
const NAMED: readonly [RegExp, HolderLabel][] = [
  [/bridge|gateway|predicate|portal|escrow/i, 'bridge'],
  [/lock/i, 'locker'],
  [/pair|pool|swap|vault/i, 'pool'],
];

export interface ExcludedHolder {
  address: string;
  label: HolderLabel;
  /** Share (0–1) of the supply it holds. */
  share: number;
}

export interface PeopleTop10 {
  /** Share (0–1) of the supply held by the 10 largest holders once the excluded ones are left out. */
  share: number;
  excluded: ExcludedHolder[];
}

export function holderLabel(holder: TopHolder, known: ReadonlyMap<string, HolderLabel>): HolderLabel | null {
  const address = holder.address.toLowerCase();
  const exact = known.get(address);
  if (exact) return exact;
  if (BURN_ADDRESSES.has(address)) return 'burn';
  if (holder.isContract && holder.name) for (const [pattern, label] of NAMED) if (pattern.test(holder.name)) return label;
  return null;
}

const SCALE = 1_000_000_000_000n;
const shareOf = (part: bigint, whole: bigint) => Number((part * SCALE) / whole) / Number(SCALE);

/**
 * The top-10 share of `top` (the explorer's largest holders, any order) against `supply`, pools, lockers, burn
 * addresses and bridges left out; null without a supply or holders. `known`: lower-case addresses with their label.
 */
export function peopleTop10(
  top: readonly TopHolder[],
  supply: string | null | undefined,
  known: ReadonlyMap<string, HolderLabel>,
): PeopleTop10 | null {
  if (!supply || !/^\d+$/.test(supply) || BigInt(supply) === 0n || top.length === 0) return null;
  const whole = BigInt(supply);
  const sorted = [...top].sort((a, b) =>
    BigInt(a.balance) === BigInt(b.balance) ? 0 : BigInt(a.balance) < BigInt(b.balance) ? 1 : -1,
  );
  const excluded: ExcludedHolder[] = [];
  const people: bigint[] = [];
  for (const holder of sorted) {
    const label = holderLabel(holder, known);
    if (label) excluded.push({ address: holder.address, label, share: shareOf(BigInt(holder.balance), whole) });
    else if (people.length < 10) people.push(BigInt(holder.balance));
  }
  const sum = people.reduce((s, x) => s + x, 0n);
  return { share: Math.min(1, shareOf(sum, whole)), excluded };
}
