import { STORAGE_KEYS } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { dashboard } from '../testing/fixtures';
import { MEMORY_WALLETS, readDashboardMemory, writeDashboardMemory } from './dashboard-memory';

const ALICE = '0xAbC0000000000000000000000000000000000001';
const BOB = '0xAbC0000000000000000000000000000000000002';

describe('dashboard memory (spec §9 "k3.dashboard_memory")', () => {
  it('reads back what was written for the same wallet, whatever the address case', () => {
    const data = dashboard({ total: 42 });
    writeDashboardMemory(ALICE, data, new Date('2026-11-22T10:00:00Z'));
    expect(readDashboardMemory(ALICE.toLowerCase())).toEqual({ savedAt: '2026-11-22T10:00:00.000Z', data });
    expect(window.localStorage.getItem(STORAGE_KEYS.dashboardMemory)).toContain('"total":42');
  });

  it('keeps each wallet apart: one wallet never reads another’s dashboard', () => {
    writeDashboardMemory(ALICE, dashboard({ total: 1 }));
    expect(readDashboardMemory(BOB)).toBeNull();
    writeDashboardMemory(BOB, dashboard({ total: 2 }));
    expect(readDashboardMemory(ALICE)?.data.total).toBe(1);
    expect(readDashboardMemory(BOB)?.data.total).toBe(2);
  });

  it(`remembers at most ${MEMORY_WALLETS} wallets, dropping the oldest`, () => {
    const wallets = Array.from({ length: MEMORY_WALLETS + 1 }, (_, index) => `0x${String(index).padStart(40, '0')}`);
    wallets.forEach((wallet, index) => writeDashboardMemory(wallet, dashboard({ total: index })));
    expect(readDashboardMemory(wallets[0]!)).toBeNull();
    expect(readDashboardMemory(wallets[MEMORY_WALLETS]!)?.data.total).toBe(MEMORY_WALLETS);
  });

  it('ignores broken or outdated content instead of failing', () => {
    window.localStorage.setItem(STORAGE_KEYS.dashboardMemory, '{not json');
    expect(readDashboardMemory(ALICE)).toBeNull();
    window.localStorage.setItem(
      STORAGE_KEYS.dashboardMemory,
      JSON.stringify({ [ALICE.toLowerCase()]: { savedAt: 'x', data: {} } }),
    );
    expect(readDashboardMemory(ALICE)).toBeNull();
    writeDashboardMemory(ALICE, dashboard());
    expect(readDashboardMemory(ALICE)).not.toBeNull();
  });
});
