// The User of spec §3 as GET /api/me returns it. Fields owned by later features (nfts, quests, portfolio, KRL) hold
// their true empty values until those features land (issue 3 §1).
import { CHAT_KREDITS_MAX, levelInfo, type User } from '@k3/shared';
import type { Config } from '../config';
import type { UserRow } from '../repositories/users';

export function toUser(config: Pick<Config, 'publicOrigin'>, row: UserRow): User {
  return {
    id: row.id,
    general: {
      // spec §3: the username starts with 0x (the wallet) when unset.
      username: row.username ?? row.id,
      email: row.email,
      isEmailValidated: row.emailValidatedAt !== null,
    },
    system: { nft: null, xp: row.xp, listNfts: [], krls: 0, lastShare: null },
    levelInfo: levelInfo(row.xp),
    chat: { kredits: row.kredits, max: CHAT_KREDITS_MAX },
    ref: { link: `${config.publicOrigin}/?ref=${encodeURIComponent(row.id)}` },
    krl: 0,
    fullQuests: [],
    portfolio: { wallets: [] },
    boosted: row.boosted,
    createdAt: row.createdAt.toISOString(),
  };
}
