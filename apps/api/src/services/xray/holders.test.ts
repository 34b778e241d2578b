// Top holders that are people (docs/xray-trade.md "Top holders"): the pool, the lockers, the burn addresses and the
// contracts the explorer names as pools, lockers or bridges are left out of the top-10 share, each kept with its label.
import { describe, expect, it } from 'vitest';
import { holderLabel, peopleTop10 } from './holders';
import type { TopHolder } from './profile';

const E18 = 10n ** 18n;
const SUPPLY = (1_000_000n * E18).toString();
const POOL = '0x00000000000000000000000000000000000000Aa';
const LOCKER = '0x00000000000000000000000000000000000000bB';
const person = (i: number, units: bigint): TopHolder => ({
  address: `0x${(i + 1).toString(16).padStart(40, '1')}`,
  balance: (units * E18).toString(),
  isContract: false,
  name: null,
});
const contract = (address: string, units: bigint, name: string | null = null): TopHolder => ({
  address,
  balance: (units * E18).toString(),
  isContract: true,
  name,
});
const KNOWN = new Map([
  [POOL.toLowerCase(), 'pool' as const],
  [LOCKER.toLowerCase(), 'locker' as const],
]);

describe('peopleTop10', () => {
  it('leaves out the pool, the locker and the burn address, and counts the next ten people', () => {
    const top = [
      contract(POOL, 400_000n),
      contract('0x000000000000000000000000000000000000dEaD', 200_000n),
      contract(LOCKER, 100_000n),
      ...Array.from({ length: 12 }, (_, i) => person(i, 10_000n)),
    ];
    const result = peopleTop10(top, SUPPLY, KNOWN);
    expect(result?.share).toBeCloseTo(0.1, 10);
    expect(result?.excluded).toEqual([
      { address: POOL, label: 'pool', share: 0.4 },
      { address: '0x000000000000000000000000000000000000dEaD', label: 'burn', share: 0.2 },
      { address: LOCKER, label: 'locker', share: 0.1 },
    ]);
  });

  it('labels contracts by the name the explorer gives them, and never a person by a name', () => {
    expect(holderLabel(contract('0x1', 1n, 'L1StandardBridge'), new Map())).toBe('bridge');
    expect(holderLabel(contract('0x2', 1n, 'UniswapV2Pair'), new Map())).toBe('pool');
    expect(holderLabel(contract('0x3', 1n, 'UNCX TokenVesting Lock'), new Map())).toBe('locker');
    expect(holderLabel(contract('0x4', 1n, 'Gnosis Safe'), new Map())).toBeNull();
    expect(holderLabel({ ...person(0, 1n), name: 'pool party' }, new Map())).toBeNull();
  });

  it('is the plain top-10 share when no holder is left out, and null without a supply or holders', () => {
    const top = Array.from({ length: 12 }, (_, i) => person(i, 50_000n));
    expect(peopleTop10(top, SUPPLY, KNOWN)).toEqual({ share: 0.5, excluded: [] });
    expect(peopleTop10(top, null, KNOWN)).toBeNull();
    expect(peopleTop10(top, '0', KNOWN)).toBeNull();
    expect(peopleTop10([], SUPPLY, KNOWN)).toBeNull();
  });
});
