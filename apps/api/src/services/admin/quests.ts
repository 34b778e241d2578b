// Quest management from the admin console (issue 13 §4; spec §3 Quest; docs/admin.md "Quests"): create, edit, publish,
// unpublish and archive. Each change and its audit entry are written in one transaction, so the log never misses a
// change nor records one that was rolled back.
import { QUEST_TYPE_PARAMS as TYPE_PARAMS, type AdminQuest, type QuestInput, type QuestParams } from '@k3/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/app/errors';
import {
  countCompletions,
  insertQuest,
  listAdminQuests,
  lockQuest,
  type QuestRow,
  setQuestState,
  toQuestRecord,
  updateQuest,
} from '../../repositories/admin-quests';
import { writeAudit } from '../../repositories/admin-audit';

export interface AdminDeps {
  db: Database;
  now: Date;
}

const invalid = (message: string) => new HttpError(400, 'validation_error', message);

/**
 * Checks what the schema alone cannot (a type's required params, the active window's order) and keeps only the params
 * the quest's type reads, so a stored quest never carries a threshold nothing checks.
 */
export function checkQuestInput(input: QuestInput): QuestInput {
  const fields = TYPE_PARAMS[input.type];
  const missing = fields.required.filter((key) => input.params[key] === undefined);
  if (missing.length > 0) throw invalid(missing.map((key) => `body.params.${key}: required for ${input.type} quests`).join('; '));
  if (input.startsAt !== null && input.endsAt !== null && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
    throw invalid('body.endsAt: must be after startsAt');
  const params: QuestParams = {};
  for (const key of [...fields.required, ...fields.optional]) {
    const value = input.params[key];
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return { ...input, params };
}

const notFound = (id: string) => new HttpError(404, 'quest_not_found', `No quest ${id}`);

export function listQuests(deps: AdminDeps): Promise<AdminQuest[]> {
  return listAdminQuests(deps.db);
}

async function withCompletions(db: Database, row: QuestRow): Promise<AdminQuest> {
  return { ...toQuestRecord(row), completions: await countCompletions(db, row.id) };
}

/** A new quest, unpublished until an admin publishes it. 409 quest_exists when the id is taken. */
export async function createQuest(deps: AdminDeps, actorId: string, raw: QuestInput): Promise<AdminQuest> {
  const input = checkQuestInput(raw);
  return deps.db.transaction(async (tx) => {
    const row = await insertQuest(tx, input, deps.now);
    if (!row) throw new HttpError(409, 'quest_exists', `A quest with the id ${input.id} exists already`);
    const after = toQuestRecord(row);
    await writeAudit(tx, {
      actorId,
      action: 'quest.create',
      targetType: 'quest',
      targetId: row.id,
      before: null,
      after,
      at: deps.now,
    });
    return { ...after, completions: 0 };
  });
}

/** Replaces the quest's fields (its id stays); the published and archived state is left as it was. */
export async function editQuest(deps: AdminDeps, actorId: string, id: string, raw: QuestInput): Promise<AdminQuest> {
  if (raw.id !== id) throw invalid(`body.id: must be the quest's id (${id}); a quest's id cannot change`);
  const input = checkQuestInput(raw);
  return deps.db.transaction(async (tx) => {
    const before = await lockQuest(tx, id);
    if (!before) throw notFound(id);
    const row = await updateQuest(tx, input, deps.now);
    if (!row) throw notFound(id);
    await writeAudit(tx, {
      actorId,
      action: 'quest.update',
      targetType: 'quest',
      targetId: id,
      before: toQuestRecord(before),
      after: toQuestRecord(row),
      at: deps.now,
    });
    return withCompletions(tx, row);
  });
}

export type QuestTransition = 'publish' | 'unpublish' | 'archive';

/** The state each transition leads to: publishing brings an archived quest back; archiving also unpublishes. */
function nextState(row: QuestRow, transition: QuestTransition, now: Date): { published: boolean; archivedAt: Date | null } {
  if (transition === 'publish') return { published: true, archivedAt: null };
  if (transition === 'unpublish') return { published: false, archivedAt: row.archivedAt };
  return { published: false, archivedAt: row.archivedAt ?? now };
}

/** Publishes, unpublishes or archives; a call that changes nothing answers the quest as it is and logs nothing. */
export async function transitionQuest(
  deps: AdminDeps,
  actorId: string,
  id: string,
  transition: QuestTransition,
): Promise<AdminQuest> {
  return deps.db.transaction(async (tx) => {
    const before = await lockQuest(tx, id);
    if (!before) throw notFound(id);
    const state = nextState(before, transition, deps.now);
    if (state.published === before.published && state.archivedAt?.getTime() === before.archivedAt?.getTime())
      return withCompletions(tx, before);
    const row = await setQuestState(tx, id, state, deps.now);
    if (!row) throw notFound(id);
    await writeAudit(tx, {
      actorId,
      action: `quest.${transition}`,
      targetType: 'quest',
      targetId: id,
      before: toQuestRecord(before),
      after: toQuestRecord(row),
      at: deps.now,
    });
    return withCompletions(tx, row);
  });
}
