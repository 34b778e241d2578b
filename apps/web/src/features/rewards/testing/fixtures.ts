// Quests, ranking and referrals as the API answers them, for the rewards component tests.
import { levelInfo, type Quest, type RankingEntry, type User } from '@k3/shared';

export const WALLET = '0x1111111111111111111111111111111111111111';

export function quest(fields: Partial<Quest> & { id: string }): Quest {
  return {
    name: `Quest ${fields.id}`,
    desc: `Do ${fields.id}.`,
    image: null,
    reward: { xp: 50, kredits: 0 },
    priority: 0,
    url: null,
    hint: 'per_quest',
    type: 'ai_usage',
    recurrence: 'once',
    status: 'pending',
    startedAt: null,
    completedAt: null,
    nextAvailableAt: null,
    progress: null,
    review: null,
    ...fields,
  };
}

export function rankingEntry(id: string, xp: number, rank: number, username = id): RankingEntry {
  return { id, xp, username, rank };
}

export function user(xp = 1250, fields: Partial<User['system']> = {}): User {
  return {
    id: WALLET,
    general: { username: WALLET, email: null, isEmailValidated: false },
    system: { nft: null, xp, listNfts: [], krls: 0, lastShare: null, ...fields },
    levelInfo: levelInfo(xp),
    chat: { kredits: 7, max: 10, refillAt: '2026-12-01T00:00:00.000Z', eligible: true },
    ref: { link: 'http://localhost/?ref=abc' },
    krl: 1500,
    plan: { id: 'lobster', krl: 1500, next: { id: 'kokonut-krab', missingKrl: 1500 } },
    fullQuests: [],
    portfolio: { wallets: [] },
    boosted: false,
    isAdmin: false,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}
