// Kredits (issue 12 §1; spec §1 "Agent K uses credits (kredits)", §3 chat { kredits, max }, §6 "At least 1 token is
// needed for AI", §9 prompts per period). One Agent K prompt costs one kredit. The period is the UTC calendar month
// (plan prices are per month): the plan's prompts are the allowance of each month. The refill is lazy and exact:
// - a new month raises the balance to the allowance (kredits above it — quest rewards — are kept; unused ones do not
//   pile up beyond it);
// - an upgrade within the month adds the difference between the new allowance and the one already granted;
// - a downgrade takes nothing back.
// Debit and refill are one conditional UPDATE, so N kredits and any number of parallel prompts give exactly N answers
// and the balance never goes below zero (the users_kredits_check constraint backs it). docs/agent.md "Kredits".
import { CHAT_KREDITS_MAX, LEGACY_BOOST_FACTOR, MIN_KRL_FOR_AI, type Plan } from '@k3/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { reportKredit } from '../../metrics/events';
import type { UserRow } from '../../repositories/users';
import { compareDecimals, multiplyDecimals } from '../portfolio/decimal';
import { countsTowardTier } from '../portfolio/ownership';
import { krlHeld, syncUnreadPortfolios } from '../portfolio/portfolios';
import type { SyncDeps } from '../portfolio/sync';
import { planForKrl } from '../portfolio/tier';

/** The kredit period of a moment: its UTC month, `YYYY-MM`. */
export function kreditPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** When the period after `now` starts: 00:00 UTC on the first day of the next month. */
export function nextRefill(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** What the user may spend on AI: their plan's prompts per period, and whether they hold the 1 KRL minimum. */
export interface AiAllowance {
  plan: Plan;
  krl: string;
  eligible: boolean;
  /** Kredits granted per period: the plan's prompts when eligible, else 0 (nothing is refilled under the minimum). */
  allowance: number;
}

export function allowanceFor(plan: Plan, krl: string, boosted: boolean): AiAllowance {
  const power = boosted ? multiplyDecimals(krl, String(LEGACY_BOOST_FACTOR)) : krl;
  const eligible = compareDecimals(power, String(MIN_KRL_FOR_AI)) >= 0;
  return { plan, krl, eligible, allowance: eligible ? plan.prompts : 0 };
}

/** The user's allowance from the KRL their counted portfolios hold (a new user's wallets read first, as /api/me). */
export async function aiAllowance(deps: SyncDeps, user: UserRow): Promise<AiAllowance> {
  const rows = await syncUnreadPortfolios(deps, user);
  const krl = await krlHeld(deps, rows.filter(countsTowardTier));
  return allowanceFor(planForKrl(krl, user.boosted), krl, user.boosted);
}

type Balance = Pick<UserRow, 'kredits' | 'kreditsPeriod' | 'kreditsGranted'>;

/** The balance once this period's refill is counted (what the next debit would start from), without writing it. */
export function balanceAfterRefill(row: Balance, allowance: number, now: Date): number {
  const period = kreditPeriod(now);
  if (row.kreditsPeriod !== period) return Math.max(row.kredits, allowance);
  return row.kredits + Math.max(0, allowance - row.kreditsGranted);
}

/** The chat block of GET /api/me (spec §3 chat { kredits, max }): the balance with the refill counted. */
export function chatKredits(row: Balance, allowance: AiAllowance, now: Date) {
  return {
    kredits: balanceAfterRefill(row, allowance.allowance, now),
    max: allowance.eligible ? allowance.allowance : CHAT_KREDITS_MAX,
    refillAt: nextRefill(now).toISOString(),
    eligible: allowance.eligible,
  };
}

/** The refilled balance as SQL, from the row's own columns (the same rule as balanceAfterRefill). */
function refilled(period: string, allowance: number) {
  return sql`(case
    when ${users.kreditsPeriod} is distinct from ${period} then greatest(${users.kredits}, ${allowance}::int)
    else ${users.kredits} + greatest(0, ${allowance}::int - ${users.kreditsGranted})
  end)`;
}

/**
 * Spends one kredit after counting this period's refill, in one statement: the row is locked by the UPDATE and the
 * condition re-read under the lock, so parallel prompts cannot spend the same kredit. Null when none is left.
 */
export async function debitKredit(
  db: Database,
  userId: string,
  allowance: number,
  now: Date,
): Promise<{ kredits: number; xp: number } | null> {
  const period = kreditPeriod(now);
  const balance = refilled(period, allowance);
  const rows = await db
    .update(users)
    .set({
      kredits: sql`${balance} - 1`,
      kreditsGranted: sql`(case when ${users.kreditsPeriod} is distinct from ${period} then ${allowance}::int
        else greatest(${users.kreditsGranted}, ${allowance}::int) end)`,
      kreditsPeriod: period,
    })
    .where(sql`${users.id} = ${userId} and ${balance} >= 1`)
    .returning({ kredits: users.kredits, xp: users.xp });
  if (rows[0]) reportKredit('spent');
  return rows[0] ?? null;
}

/** Gives back the kredit of a prompt that failed before any answer text; returns the new balance. */
export async function refundKredit(db: Database, userId: string): Promise<number | null> {
  const rows = await db
    .update(users)
    .set({ kredits: sql`${users.kredits} + 1` })
    .where(sql`${users.id} = ${userId}`)
    .returning({ kredits: users.kredits });
  if (rows[0]) reportKredit('refunded');
  return rows[0]?.kredits ?? null;
}

/** Adds kredits to a balance (quest rewards); they stay until spent, whatever the refills. */
export async function grantKredits(db: Database, userId: string, amount: number): Promise<number | null> {
  const rows = await db
    .update(users)
    .set({ kredits: sql`${users.kredits} + ${amount}::int` })
    .where(sql`${users.id} = ${userId}`)
    .returning({ kredits: users.kredits });
  return rows[0]?.kredits ?? null;
}

/**
 * Adds quest-reward kredits after counting this period's refill, in one statement (the debit's pattern): granting on a
 * balance a new month has not refilled yet would otherwise be swallowed by that refill (max(balance, allowance)).
 * Returns the new balance.
 */
export async function grantKreditsRefilled(
  db: Database,
  userId: string,
  amount: number,
  allowance: number,
  now: Date,
): Promise<number | null> {
  const period = kreditPeriod(now);
  const rows = await db
    .update(users)
    .set({
      kredits: sql`${refilled(period, allowance)} + ${amount}::int`,
      kreditsGranted: sql`(case when ${users.kreditsPeriod} is distinct from ${period} then ${allowance}::int
        else greatest(${users.kreditsGranted}, ${allowance}::int) end)`,
      kreditsPeriod: period,
    })
    .where(sql`${users.id} = ${userId}`)
    .returning({ kredits: users.kredits });
  return rows[0]?.kredits ?? null;
}
