// The dashboard's memory (spec §2 "A blurred cached view shows until fresh data loads", §9 local storage key
// k3.dashboard_memory): the last dashboard each wallet saw, shown blurred while the fresh one loads. Kept per
// wallet so one wallet's holdings never show under another after a sign-in on the same browser.
import { DashboardSchema, STORAGE_KEYS, type Dashboard } from '@k3/shared';
import { z } from 'zod';
import { readStorage, writeStorage } from '../../../lib/storage';

/** Wallets remembered at most: a shared browser does not keep every wallet it ever saw. */
export const MEMORY_WALLETS = 3;

const EntrySchema = z.object({ savedAt: z.iso.datetime(), data: DashboardSchema });
export type DashboardMemory = z.infer<typeof EntrySchema>;
const MemorySchema = z.record(z.string(), z.unknown());

const walletKey = (wallet: string) => (wallet.startsWith('0x') ? wallet.toLowerCase() : wallet);

function readAll(): Record<string, unknown> {
  const raw = readStorage(STORAGE_KEYS.dashboardMemory);
  if (!raw) return {};
  try {
    const parsed = MemorySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The remembered dashboard of `wallet`, or null (nothing stored, or stored by an older, incompatible version). */
export function readDashboardMemory(wallet: string): DashboardMemory | null {
  const entry = EntrySchema.safeParse(readAll()[walletKey(wallet)]);
  return entry.success ? entry.data : null;
}

/** Remembers `data` for `wallet`, dropping the oldest wallets past MEMORY_WALLETS. Storage failures are ignored. */
export function writeDashboardMemory(wallet: string, data: Dashboard, now: Date = new Date()): void {
  const all = readAll();
  const key = walletKey(wallet);
  delete all[key];
  const kept = Object.entries(all).slice(-(MEMORY_WALLETS - 1));
  const next = Object.fromEntries([...kept, [key, { savedAt: now.toISOString(), data }]]);
  writeStorage(STORAGE_KEYS.dashboardMemory, JSON.stringify(next));
}
