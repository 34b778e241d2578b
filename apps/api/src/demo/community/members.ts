// The demo community's members (docs/rewards.md "Demo community"), a pure function of the seed: wallet-like ids no one
// holds a key for, handles from names.ts (a quarter keep no username, so the ranking shows their shortened address),
// XP drawn from a log-normal (a long tail of light users, a few very active ones), and referrals: some members were
// invited by an active one, who earned 10% of their quest XP (spec §9), as the real referral rule pays it.
import { createHash } from 'node:crypto';
import { REFERRAL_PERCENT } from '@k3/shared';
import { getAddress } from 'viem';
import { hashString, normal, uniform } from '../random';
import { demoUsernames } from './names';

/** Bump when the generator changes: the seeder writes a community once per version (datasets register). */
export const DEMO_COMMUNITY_VERSION = 'community-v1';
export const DEMO_MEMBER_COUNT = 300;
const SEED = hashString('k3-demo-community');

/** Median quest XP and spread of the log-normal: the median member has done a few quests, the top ones months of them. */
const MEDIAN_XP = 120;
const XP_SIGMA = 1.4;
const MIN_XP = 5;
/** Share of members who joined through another member's link, and how many active members do the inviting. */
const REFERRED_SHARE = 0.22;
const REFERRERS = 30;
const NO_USERNAME_SHARE = 0.25;
const DAY_MS = 86_400_000;

export interface DemoMember {
  /** An EIP-55 address derived from a hash: no one holds its key, so no one can sign in as it. */
  id: string;
  username: string | null;
  /** XP from quests (the ledger's 'quest' row). */
  questXp: number;
  /** Index of the member who referred this one, or null. */
  referrer: number | null;
  /** Days before the seeding this member joined. */
  joinedDaysAgo: number;
}

export interface DemoMemberWithXp extends DemoMember {
  /** 10% of each referred member's quest XP, floored per referred member (services/rewards/referrals.ts). */
  referralXp: number;
  xp: number;
}

export function demoMemberId(index: number): string {
  const hex = createHash('sha256').update(`k3-demo-member:${DEMO_COMMUNITY_VERSION}:${index}`).digest('hex');
  return getAddress(`0x${hex.slice(0, 40)}`);
}

export function referralShare(questXp: number): number {
  return Math.floor((questXp * REFERRAL_PERCENT) / 100);
}

/** The members, in generation order (not ranked). */
export function demoMembers(count = DEMO_MEMBER_COUNT): DemoMemberWithXp[] {
  const names = demoUsernames(SEED, count);
  const base: DemoMember[] = Array.from({ length: count }, (_, index) => {
    const questXp = Math.max(MIN_XP, Math.round(MEDIAN_XP * Math.exp(XP_SIGMA * normal(SEED, index, 10))));
    return {
      id: demoMemberId(index),
      username: uniform(SEED, index, 12) < NO_USERNAME_SHARE ? null : names[index]!,
      questXp,
      referrer: null,
      // Heavier players have been around longer: up to a year, at least a few days.
      joinedDaysAgo: Math.round(3 + Math.min(360, questXp / 25) + uniform(SEED, index, 13) * 40),
    };
  });
  // The most active members are the ones who invite.
  const inviters = [...base.keys()].sort((a, b) => base[b]!.questXp - base[a]!.questXp).slice(0, REFERRERS);
  for (const [index, member] of base.entries()) {
    if (inviters.includes(index) || uniform(SEED, index, 14) >= REFERRED_SHARE) continue;
    const referrer = inviters[Math.floor(uniform(SEED, index, 15) * inviters.length)]!;
    member.referrer = referrer;
    // A referred member joined after the one who invited them.
    member.joinedDaysAgo = Math.min(member.joinedDaysAgo, Math.max(1, base[referrer]!.joinedDaysAgo - 1));
  }
  const referralXp = new Array<number>(count).fill(0);
  for (const member of base) if (member.referrer !== null) referralXp[member.referrer]! += referralShare(member.questXp);
  return base.map((member, index) => ({
    ...member,
    referralXp: referralXp[index]!,
    xp: member.questXp + referralXp[index]!,
  }));
}

export function joinedAt(member: DemoMember, now: Date): Date {
  return new Date(now.getTime() - member.joinedDaysAgo * DAY_MS);
}
