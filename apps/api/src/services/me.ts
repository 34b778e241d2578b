// The User of spec §3 as GET /api/me returns it. Fields owned by later features (nfts) hold their true empty values
// (issue 3 §1); the portfolio and KRL come from the stored holdings (issue 4). fullQuests is empty here: the GET
// /api/me route fills it with the user's quests of the current periods (services/rewards/quests.ts currentQuests).
import { levelInfo, type PlanStatus, type User } from '@k3/shared';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { holdingsOf, listPortfolios } from '../repositories/portfolios';
import type { UserRow } from '../repositories/users';
import { isAdmin } from './admin/roles';
import { countsTowardTier } from './portfolio/ownership';
import { allowanceFor, chatKredits, type AiAllowance } from './agent/kredits';
import { krlForTier, planForKrl, planStatus } from './portfolio/tier';

/** The user's portfolios as spec §3 "portfolio.wallets[] with chains mapping a chain to a list of holdings". */
export interface UserPortfolio {
  wallets: User['portfolio']['wallets'];
  /** Every KRL held, watch-only wallets included. */
  krl: number;
  plan: PlanStatus;
  /** Agent K's allowance from the same counted KRL as the plan. */
  ai: AiAllowance;
}

export async function userPortfolio(db: Database, user: Pick<UserRow, 'id' | 'boosted'>): Promise<UserPortfolio> {
  const userId = user.id;
  const portfolios = await listPortfolios(db, userId);
  const rows = await holdingsOf(
    db,
    portfolios.map((portfolio) => portfolio.id),
  );
  const wallets = portfolios.map((portfolio) => {
    const chains: Record<string, { cg_id: string; amount: string; symbol: string }[]> = {};
    for (const row of rows.filter((holding) => holding.portfolioId === portfolio.id)) {
      (chains[row.chain] ??= []).push({ cg_id: row.assetId, amount: row.amount, symbol: row.symbol });
    }
    return {
      address: portfolio.address ?? portfolio.exchange ?? '',
      alias: portfolio.alias,
      kind: portfolio.kind,
      chains,
    };
  });
  const counted = krlForTier(portfolios.filter(countsTowardTier), rows);
  return {
    wallets,
    krl: Number(krlForTier(portfolios, rows)),
    plan: planStatus(counted, user.boosted),
    ai: allowanceFor(planForKrl(counted, user.boosted), counted, user.boosted),
  };
}

/** The user's referral link (spec §3 ref.link; read back by spec §1's referral capture). */
export function referralLink(config: Pick<Config, 'publicOrigin'>, userId: string): string {
  return `${config.publicOrigin}/?ref=${encodeURIComponent(userId)}`;
}

export function toUser(
  config: Pick<Config, 'publicOrigin' | 'adminWallets'>,
  row: UserRow,
  now: Date,
  portfolio: UserPortfolio = {
    wallets: [],
    krl: 0,
    plan: planStatus('0', row.boosted),
    ai: allowanceFor(planForKrl('0', row.boosted), '0', row.boosted),
  },
): User {
  return {
    id: row.id,
    general: {
      // spec §3: the username starts with 0x (the wallet) when unset.
      username: row.username ?? row.id,
      email: row.email,
      isEmailValidated: row.emailValidatedAt !== null,
    },
    system: { nft: null, xp: row.xp, listNfts: [], krls: portfolio.krl, lastShare: row.lastShareAt?.toISOString() ?? null },
    levelInfo: levelInfo(row.xp),
    chat: chatKredits(row, portfolio.ai, now),
    ref: { link: referralLink(config, row.id) },
    krl: portfolio.krl,
    plan: portfolio.plan,
    fullQuests: [],
    portfolio: { wallets: portfolio.wallets },
    boosted: row.boosted,
    isAdmin: isAdmin(config, row),
    createdAt: row.createdAt.toISOString(),
  };
}
