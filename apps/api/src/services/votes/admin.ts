// Poll management for the admin console (issue 13 §4): create, edit, publish, unpublish and archive. Each change and its
// audit entry (before/after) are written in one transaction; the poll row is locked first, so a ballot being cast waits
// for the edit or the edit sees the ballot. Once a poll has ballots its choices, budget and start are fixed: every
// ballot must have been cast under the same rules.
import { type AdminPoll, LOCALES, type LocalizedText, type PollInput } from '@k3/shared';
import type { Database } from '../../db/client';
import { writeAudit } from '../../repositories/admin-audit';
import { countBallots } from '../../repositories/ballots';
import { findPollForUpdate, insertPoll, listAllPolls, type NewPoll, type PollRow, updatePoll } from '../../repositories/polls';
import { pollHasBallots, wrongPoll } from './errors';
import type { VotesDeps } from './view';

export type PollStateAction = 'publish' | 'unpublish' | 'archive';

export function toAdminPoll(row: PollRow, ballots: number): AdminPoll {
  return {
    id: row.id,
    question: row.question,
    choices: row.choices,
    budget: row.budget,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    liveResults: row.liveResults,
    published: row.published,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    ballots,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function pollFields(input: PollInput): Omit<NewPoll, 'createdAt' | 'updatedAt'> {
  return {
    question: input.question,
    choices: input.choices,
    budget: input.budget,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    liveResults: input.liveResults,
  };
}

/** Every poll with its ballot count, newest first. */
export async function listAdminPolls(deps: VotesDeps): Promise<AdminPoll[]> {
  const rows = await listAllPolls(deps.db);
  const counts = await countBallots(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAdminPoll(row, counts.get(row.id) ?? 0));
}

/** Creates the poll unpublished: an admin previews it before anyone sees it. */
export async function createPoll(deps: VotesDeps, actorId: string, input: PollInput): Promise<AdminPoll> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await insertPoll(tx, { ...pollFields(input), published: false, createdAt: now, updatedAt: now });
    const after = toAdminPoll(row, 0);
    await audit(tx, { actorId, action: 'poll.create', before: null, after, at: now });
    return after;
  });
}

export async function editPoll(deps: VotesDeps, actorId: string, id: number, input: PollInput): Promise<AdminPoll> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { row, ballots, before } = await lockPoll(tx, id);
    const fields = pollFields(input);
    if (ballots > 0) {
      if (!sameTexts(fields.choices, row.choices)) throw pollHasBallots('choices');
      if (fields.budget !== row.budget) throw pollHasBallots('budget');
      if (fields.startsAt.getTime() !== row.startsAt.getTime()) throw pollHasBallots('start');
    }
    const after = toAdminPoll(await updatePoll(tx, id, { ...fields, updatedAt: now }), ballots);
    await audit(tx, { actorId, action: 'poll.update', before, after, at: now });
    return after;
  });
}

/** The state each action leads to (as for quests): publishing brings an archived poll back; archiving also unpublishes. */
function nextState(row: PollRow, action: PollStateAction, now: Date): Pick<PollRow, 'published' | 'archivedAt'> {
  if (action === 'publish') return { published: true, archivedAt: null };
  if (action === 'unpublish') return { published: false, archivedAt: row.archivedAt };
  return { published: false, archivedAt: row.archivedAt ?? now };
}

/** Publishes, unpublishes or archives the poll; a call that changes nothing writes nothing and answers the poll. */
export async function setPollState(deps: VotesDeps, actorId: string, id: number, action: PollStateAction): Promise<AdminPoll> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { row, ballots, before } = await lockPoll(tx, id);
    const state = nextState(row, action, now);
    if (state.published === row.published && state.archivedAt?.getTime() === row.archivedAt?.getTime()) return before;
    const after = toAdminPoll(await updatePoll(tx, id, { ...state, updatedAt: now }), ballots);
    await audit(tx, { actorId, action: `poll.${action}`, before, after, at: now });
    return after;
  });
}

/** Compares texts language by language (jsonb gives an object's keys back in its own order). */
function sameTexts(a: readonly LocalizedText[], b: readonly LocalizedText[]): boolean {
  return a.length === b.length && a.every((text, i) => LOCALES.every((lang) => text[lang] === b[i]?.[lang]));
}

async function lockPoll(tx: Database, id: number): Promise<{ row: PollRow; ballots: number; before: AdminPoll }> {
  const row = await findPollForUpdate(tx, id);
  if (!row) throw wrongPoll();
  // Counted after the lock: a ballot committed before it is seen, a later one waits for this transaction.
  const ballots = (await countBallots(tx, [id])).get(id) ?? 0;
  return { row, ballots, before: toAdminPoll(row, ballots) };
}

function audit(
  tx: Database,
  entry: { actorId: string; action: string; before: AdminPoll | null; after: AdminPoll; at: Date },
): Promise<void> {
  return writeAudit(tx, { ...entry, targetType: 'poll', targetId: String(entry.after.id) });
}
