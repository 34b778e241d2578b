// Shared pieces of the rewards tests: an app on a fresh database with a balances adapter the test sets per wallet
// (KRL held exactly), quests written straight to the table, and the quest calls over `inject`.
import type { ErrorBody, QuestParams } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { quests } from '../../src/db/schema';
import type { App } from '../../src/app';
import type { Clock } from '../../src/plugins/app/clock';
import { bearer, evmWallet, signIn, TEST_ENV, type TestWallet } from '../auth/helpers';
import { buildTestApp, type TestApp, type TestDatabase } from '../helpers/build-test-app';
import { knownBalances, seedAssets } from '../portfolio/known-market';

export type KnownBalances = ReturnType<typeof knownBalances>;

export async function rewardsApp(options: {
  clock: Clock;
  env?: Record<string, string>;
  database?: TestDatabase;
}): Promise<{ t: TestApp; balances: KnownBalances }> {
  const balances = knownBalances();
  const t = await buildTestApp({
    env: { ...TEST_ENV, ...options.env },
    clock: options.clock,
    balances,
    database: options.database,
  });
  await seedAssets(t.app.db, ['kryll']);
  return { t, balances };
}

/** A fresh wallet holding `krl` KRL on Ethereum (none when null). */
export function walletWithKrl(balances: KnownBalances, krl: string | null): TestWallet {
  const wallet = evmWallet(generatePrivateKey());
  balances.set(wallet.address, krl === null ? [] : [{ chain: 'ethereum', assetId: 'kryll', amount: krl }]);
  return wallet;
}

/**
 * A friend signed in through `referrer`'s link, holding `krl` KRL in their sign-in wallet (1 by default, the least a
 * referred user must hold to count for refer-friends quests), read once as the app's first GET /api/me reads it.
 */
export async function referFriend(
  app: App,
  balances: KnownBalances,
  referrer: string,
  krl: string | null = '1',
): Promise<string> {
  const friend = walletWithKrl(balances, krl);
  const token = await signIn(app, friend, { ref: referrer });
  const me = await app.inject({ url: '/api/me', headers: bearer(token) });
  if (me.statusCode !== 200) throw new Error(`GET /api/me failed: ${me.body}`);
  return token;
}

let serial = 0;
/** Writes a published quest (defaults: once, 10 XP, no kredits) and answers its id. */
export async function addQuest(
  app: App,
  fields: {
    type: string;
    id?: string;
    rewardXp?: number;
    rewardKredits?: number;
    recurrence?: 'once' | 'daily' | 'weekly';
    cooldownHours?: number;
    params?: QuestParams;
    url?: string | null;
    priority?: number;
    published?: boolean;
    archivedAt?: Date | null;
    startsAt?: Date | null;
    endsAt?: Date | null;
  },
): Promise<string> {
  serial += 1;
  const id = fields.id ?? `test-${fields.type.replace(/_/g, '-')}-${serial}`;
  await app.db.insert(quests).values({
    id,
    name: { en: `Quest ${id}`, fr: `Quête ${id}`, es: '' },
    desc: { en: 'A test quest', fr: 'Une quête de test', es: 'Una misión de prueba' },
    rewardXp: fields.rewardXp ?? 10,
    rewardKredits: fields.rewardKredits ?? 0,
    priority: fields.priority ?? 0,
    url: fields.url === undefined ? null : fields.url,
    hint: 'per_quest',
    type: fields.type,
    recurrence: fields.recurrence ?? 'once',
    cooldownHours: fields.cooldownHours ?? 0,
    params: fields.params ?? {},
    published: fields.published ?? true,
    archivedAt: fields.archivedAt ?? null,
    startsAt: fields.startsAt ?? null,
    endsAt: fields.endsAt ?? null,
  });
  // Written behind the admin API's back: the cached catalogue is dropped as an admin change drops it.
  await app.rewards.catalogue.changed();
  return id;
}

export const start = (app: App, token: string, questId: string) =>
  app.inject({ method: 'POST', url: '/api/me/quests/start', headers: bearer(token), payload: { quest_id: questId } });

export const claim = (app: App, token: string, questId: string, extra: { url?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/me/quests/complete',
    headers: bearer(token),
    payload: { quest_id: questId, ...extra },
  });

export const errorOf = (response: { json: <T>() => T }) => response.json<ErrorBody>();

export interface ClaimData {
  quest: { id: string; status: string; nextAvailableAt: string | null };
  granted: { xp: number; kredits: number };
  xp: number;
  kredits: number;
}
export const claimed = (response: { json: <T>() => T }) => response.json<{ data: ClaimData }>().data;
