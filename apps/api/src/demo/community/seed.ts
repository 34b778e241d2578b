// Seeds the demo community at start (DATA_MODE=demo only; docs/rewards.md "Demo community"): 300 generated members
// flagged is_demo with their XP ledger and referrals, two closed polls, and ballots from the members on those and on the
// open demo poll. Written once per DEMO_COMMUNITY_VERSION (the datasets register), in one transaction under an advisory
// lock: processes starting together wait for the first and then find the version registered.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  countOtherPolls,
  findPollsByQuestion,
  insertDemoBallots,
  insertDemoLedger,
  insertDemoMembers,
  setDemoReferrer,
} from '../../repositories/demo-community';
import { insertPoll, type PollRow } from '../../repositories/polls';
import { findDatasetVersion, saveDataset } from '../../repositories/reference-data';
import { DEMO_POLL_BUDGET, DEMO_POLL_CHOICES, DEMO_POLL_QUESTION } from '../../services/votes/demo-poll';
import { addXp } from '../../repositories/xp-ledger';
import { planBallots } from './ballots';
import { DEMO_COMMUNITY_VERSION, demoMembers, joinedAt, referralShare, type DemoMemberWithXp } from './members';
import { DEMO_OPEN_POLL_TURNOUT, DEMO_OPEN_POLL_WEIGHTS, DEMO_PAST_POLLS } from './polls';

export const DEMO_COMMUNITY_KEY = 'demo-community';
const DAY_MS = 86_400_000;

export interface CommunitySeedResult {
  seeded: boolean;
  members: number;
  polls: number;
  ballots: number;
}

const DEMO_QUESTIONS = [DEMO_POLL_QUESTION.en, ...DEMO_PAST_POLLS.map((poll) => poll.question.en)];

export async function seedDemoCommunity(db: Database, now: Date): Promise<CommunitySeedResult> {
  const none = { seeded: false, members: 0, polls: 0, ballots: 0 };
  if ((await findDatasetVersion(db, DEMO_COMMUNITY_KEY)) === DEMO_COMMUNITY_VERSION) return none;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('k3.demo.community', 0))`);
    if ((await findDatasetVersion(tx, DEMO_COMMUNITY_KEY)) === DEMO_COMMUNITY_VERSION) return none;
    const members = demoMembers();
    const inserted = await insertMembers(tx, members, now);
    const ids = members.map((member) => (inserted.has(member.id) ? member.id : null));
    const newPolls = await seedPastPolls(tx, now);
    const ballots = await seedBallots(tx, ids, now);
    await saveDataset(tx, {
      key: DEMO_COMMUNITY_KEY,
      version: DEMO_COMMUNITY_VERSION,
      provenance: { generatedBy: 'apps/api/src/demo/community', members: inserted.size, note: 'generated demo members' },
    });
    return { seeded: true, members: inserted.size, polls: newPolls, ballots };
  });
}

/** Members, then referrals and ledger rows among those inserted: users.xp stays the sum of each member's ledger. */
async function insertMembers(tx: Database, members: readonly DemoMemberWithXp[], now: Date): Promise<Set<string>> {
  // A member whose referrer was skipped (taken wallet or name) keeps its quest XP only; computed before inserting.
  const firstPass = await insertDemoMembers(
    tx,
    members.map((member) => ({
      id: member.id,
      idLower: member.id.toLowerCase(),
      username: member.username,
      xp: member.questXp,
      createdAt: joinedAt(member, now),
    })),
  );
  const ledger: Parameters<typeof insertDemoLedger>[1][number][] = [];
  const referral = new Map<string, number>();
  for (const member of members) {
    if (!firstPass.has(member.id)) continue;
    const at = joinedAt(member, now);
    ledger.push({ userId: member.id, amount: member.questXp, source: 'demo', at });
    const referrer = member.referrer === null ? null : members[member.referrer]!;
    if (!referrer || !firstPass.has(referrer.id)) continue;
    await setDemoReferrer(tx, member.id, referrer.id);
    const share = referralShare(member.questXp);
    if (share === 0) continue;
    ledger.push({ userId: referrer.id, amount: share, source: 'referral', fromUserId: member.id, at });
    referral.set(referrer.id, (referral.get(referrer.id) ?? 0) + share);
  }
  await insertDemoLedger(tx, ledger);
  for (const [id, share] of referral) {
    await addXp(tx, id, share);
  }
  return firstPass;
}

/** The closed demo polls, unless an admin already runs polls of their own (demo content never joins theirs). */
async function seedPastPolls(tx: Database, now: Date): Promise<number> {
  if ((await countOtherPolls(tx, DEMO_QUESTIONS)) > 0) return 0;
  const existing = new Set((await findPollsByQuestion(tx, DEMO_QUESTIONS)).map((poll) => poll.question.en));
  let count = 0;
  for (const poll of DEMO_PAST_POLLS) {
    if (existing.has(poll.question.en)) continue;
    await insertPoll(tx, {
      question: poll.question,
      choices: poll.choices,
      budget: poll.budget,
      startsAt: new Date(now.getTime() - poll.openedDaysAgo * DAY_MS),
      endsAt: new Date(now.getTime() - poll.closedDaysAgo * DAY_MS),
      liveResults: false,
      published: true,
      createdAt: new Date(now.getTime() - poll.openedDaysAgo * DAY_MS),
      updatedAt: new Date(now.getTime() - poll.openedDaysAgo * DAY_MS),
    });
    count += 1;
  }
  return count;
}

/** Each demo poll's planned ballots from the members that exist; a ballot is cast within the poll's window. */
async function seedBallots(tx: Database, ids: readonly (string | null)[], now: Date): Promise<number> {
  let total = 0;
  for (const poll of await findPollsByQuestion(tx, DEMO_QUESTIONS)) {
    const plan = planFor(poll, ids.length);
    if (!plan) continue;
    const end = Math.min(now.getTime(), poll.endsAt.getTime());
    const span = Math.max(0, end - poll.startsAt.getTime());
    const rows = plan.flatMap((ballot) => {
      const userId = ids[ballot.member];
      if (!userId) return [];
      const castAt = new Date(poll.startsAt.getTime() + Math.floor(ballot.at * span));
      return [{ pollId: poll.id, userId, points: ballot.points, total: ballot.total, castAt }];
    });
    total += await insertDemoBallots(tx, rows);
  }
  return total;
}

function planFor(poll: PollRow, members: number) {
  if (poll.question.en === DEMO_POLL_QUESTION.en) {
    if (poll.choices.length !== DEMO_POLL_CHOICES.length || poll.budget !== DEMO_POLL_BUDGET) return null;
    return planBallots('open', members, DEMO_OPEN_POLL_WEIGHTS, poll.budget, DEMO_OPEN_POLL_TURNOUT);
  }
  const past = DEMO_PAST_POLLS.find((candidate) => candidate.question.en === poll.question.en);
  if (!past || poll.choices.length !== past.choices.length || poll.budget !== past.budget) return null;
  return planBallots(past.key, members, past.weights, poll.budget, past.turnout);
}
