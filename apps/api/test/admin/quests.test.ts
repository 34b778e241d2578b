// Quest management from the admin console (issue 13 §4): create, edit, publish, unpublish, archive; validation naming
// the field; the audit log recording who changed what with the record before and after; a published quest reaching
// users' quest lists (GET /api/me/quests) and leaving it once archived.
import type { AdminQuest, AuditEntry, Quest } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userQuests } from '../../src/db/schema';
import { ADMIN, type AdminSetup, adminSetup, call, fails, ok, OTHER, questInput } from './helpers';

let s: AdminSetup;
beforeAll(async () => {
  s = await adminSetup();
});
afterAll(() => s.t.close());

const app = () => s.t.app;
const adminCall = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => ({
  method,
  url,
  token: s.admin,
  ...(payload ? { payload } : {}),
});
const myQuests = async () => (await ok<{ quests: Quest[] }>(app(), { url: '/api/me/quests?lang=fr', token: s.user })).quests;
const adminQuest = async (id: string) =>
  (await ok<{ quests: AdminQuest[] }>(app(), adminCall('GET', '/api/admin/quests'))).quests.find((quest) => quest.id === id);
const auditOf = async (targetId: string) =>
  (await ok<{ entries: AuditEntry[] }>(app(), adminCall('GET', '/api/admin/audit?limit=200'))).entries.filter(
    (entry) => entry.targetId === targetId,
  );

describe('a quest from creation to archive', () => {
  it('is created unpublished and hidden from users', async () => {
    const created = await ok<AdminQuest>(app(), adminCall('POST', '/api/admin/quests', questInput('share-week')));
    expect(created).toMatchObject({ id: 'share-week', published: false, archivedAt: null, completions: 0 });
    expect(created.reward).toEqual({ xp: 50, kredits: 2 });
    expect(created.createdAt).toBe('2026-11-20T12:00:00.000Z');
    expect((await myQuests()).map((quest) => quest.id)).not.toContain('share-week');
  });

  it('refuses a second quest with the same id (409 quest_exists)', async () => {
    await fails(app(), adminCall('POST', '/api/admin/quests', questInput('share-week')), 409, 'quest_exists');
  });

  it('is edited, keeping its id and state', async () => {
    s.clock.advance(60);
    const edited = await ok<AdminQuest>(
      app(),
      adminCall(
        'PUT',
        '/api/admin/quests/share-week',
        questInput('share-week', { reward: { xp: 80, kredits: 0 }, priority: 99 }),
      ),
    );
    expect(edited).toMatchObject({ reward: { xp: 80, kredits: 0 }, priority: 99, published: false });
    expect(edited.updatedAt).toBe('2026-11-20T12:01:00.000Z');
    expect(edited.createdAt).toBe('2026-11-20T12:00:00.000Z');
  });

  it('once published, appears in the users’ quest list in their language', async () => {
    const published = await ok<AdminQuest>(app(), adminCall('POST', '/api/admin/quests/share-week/publish'));
    expect(published.published).toBe(true);
    const mine = (await myQuests()).find((quest) => quest.id === 'share-week');
    expect(mine).toMatchObject({ name: 'Quête share-week', reward: { xp: 80, kredits: 0 }, status: 'pending' });
  });

  it('counts its completions in the admin list', async () => {
    await s.t.app.db.insert(userQuests).values({
      userId: OTHER.address,
      questId: 'share-week',
      period: '2026-11-20',
      status: 'completed',
      startedAt: s.clock.now(),
      completedAt: s.clock.now(),
    });
    expect((await adminQuest('share-week'))?.completions).toBe(1);
  });

  it('once unpublished, leaves the users’ list but stays in the admin list', async () => {
    await ok(app(), adminCall('POST', '/api/admin/quests/share-week/unpublish'));
    expect((await myQuests()).map((quest) => quest.id)).not.toContain('share-week');
    expect(await adminQuest('share-week')).toMatchObject({ published: false, archivedAt: null });
  });

  it('once archived, is unpublished, dated and listed last', async () => {
    await ok(app(), adminCall('POST', '/api/admin/quests/share-week/publish'));
    s.clock.advance(60);
    const archived = await ok<AdminQuest>(app(), adminCall('POST', '/api/admin/quests/share-week/archive'));
    expect(archived).toMatchObject({ published: false, archivedAt: '2026-11-20T12:02:00.000Z' });
    expect((await myQuests()).map((quest) => quest.id)).not.toContain('share-week');
    const list = (await ok<{ quests: AdminQuest[] }>(app(), adminCall('GET', '/api/admin/quests'))).quests;
    expect(list.at(-1)?.id).toBe('share-week');
  });

  it('is brought back by publishing it again', async () => {
    const back = await ok<AdminQuest>(app(), adminCall('POST', '/api/admin/quests/share-week/publish'));
    expect(back).toMatchObject({ published: true, archivedAt: null });
    expect((await myQuests()).map((quest) => quest.id)).toContain('share-week');
  });

  it('leaves one audit entry per change: actor, action, before and after', async () => {
    // A publish of a published quest changes nothing and logs nothing.
    await ok(app(), adminCall('POST', '/api/admin/quests/share-week/publish'));
    const entries = (await auditOf('share-week')).reverse();
    expect(entries.map((entry) => entry.action)).toEqual([
      'quest.create',
      'quest.update',
      'quest.publish',
      'quest.unpublish',
      'quest.publish',
      'quest.archive',
      'quest.publish',
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ actorId: ADMIN.address, targetType: 'quest' });
    const [create, update, publish] = entries;
    expect(create?.before).toBeNull();
    expect(create?.after).toMatchObject({ id: 'share-week', reward: { xp: 50, kredits: 2 }, published: false });
    expect(update?.before).toMatchObject({ reward: { xp: 50, kredits: 2 }, priority: 10 });
    expect(update?.after).toMatchObject({ reward: { xp: 80, kredits: 0 }, priority: 99 });
    expect(update?.at).toBe('2026-11-20T12:01:00.000Z');
    expect(publish?.before).toMatchObject({ published: false });
    expect(publish?.after).toMatchObject({ published: true });
    expect(entries[5]?.after).toMatchObject({ published: false, archivedAt: '2026-11-20T12:02:00.000Z' });
  });
});

describe('quest validation', () => {
  const create = (body: object) => fails(app(), adminCall('POST', '/api/admin/quests', body), 400, 'validation_error');

  it('names the param each type needs', async () => {
    const cases = [
      ['hold_token', 'body.params.minKrl: required for hold_token quests'],
      ['ai_usage', 'body.params.prompts: required for ai_usage quests'],
      ['refer_friends', 'body.params.friends: required for refer_friends quests'],
      ['quester', 'body.params.platformQuestId: required for quester quests'],
    ] as const;
    for (const [type, message] of cases) expect(await create(questInput(`q-${type.replace('_', '-')}`, { type }))).toBe(message);
    expect(await adminQuest('q-hold-token')).toBeUndefined();
  });

  it('names the schema’s fields: id pattern, missing name, negative reward, unknown type', async () => {
    expect(await create(questInput('Bad Id'))).toContain('body.id');
    expect(await create({ ...questInput('no-name'), name: { fr: 'x' } })).toContain('body.name.en');
    expect(await create(questInput('neg', { reward: { xp: -1, kredits: 0 } }))).toContain('body.reward.xp');
    expect(await create({ ...questInput('odd'), type: 'mine_bitcoin' })).toContain('body.type');
  });

  it('refuses an active window that ends before it starts', async () => {
    const body = questInput('window', { startsAt: '2026-12-02T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' });
    expect(await create(body)).toBe('body.endsAt: must be after startsAt');
  });

  it('keeps only the params the quest type reads', async () => {
    const quest = await ok<AdminQuest>(
      app(),
      adminCall(
        'POST',
        '/api/admin/quests',
        questInput('hold-100', { type: 'hold_token', hint: 'per_token', params: { minKrl: 100, xpPerKrl: 0.5, prompts: 3 } }),
      ),
    );
    expect(quest.params).toEqual({ minKrl: 100, xpPerKrl: 0.5 });
  });

  it('checks an edit like a creation, and refuses to change the id', async () => {
    const put = (id: string, body: object) =>
      app().inject({
        method: 'PUT',
        url: `/api/admin/quests/${id}`,
        payload: body,
        headers: { authorization: `Bearer ${s.admin}` },
      });
    const noParam = await put('hold-100', questInput('hold-100', { type: 'hold_token', params: {} }));
    expect(noParam.statusCode).toBe(400);
    expect(noParam.json<{ message: string }>().message).toBe('body.params.minKrl: required for hold_token quests');
    const renamed = await put('hold-100', questInput('hold-200', { type: 'hold_token', params: { minKrl: 1 } }));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<{ message: string }>().message).toMatch(/^body\.id: /);
    expect((await adminQuest('hold-100'))?.params).toEqual({ minKrl: 100, xpPerKrl: 0.5 });
  });

  it('answers 404 quest_not_found for an unknown quest', async () => {
    await fails(app(), adminCall('PUT', '/api/admin/quests/nope', questInput('nope')), 404, 'quest_not_found');
    for (const action of ['publish', 'unpublish', 'archive'])
      await fails(app(), adminCall('POST', `/api/admin/quests/nope/${action}`), 404, 'quest_not_found');
  });

  it('writes no audit entry for a refused change', async () => {
    expect(await auditOf('q-hold-token')).toEqual([]);
    expect(await auditOf('nope')).toEqual([]);
    expect((await auditOf('hold-100')).map((entry) => entry.action)).toEqual(['quest.create']);
  });
});

describe('parallel admin changes', () => {
  it('create one quest once and log one publish, whatever the races', async () => {
    const creates = await Promise.all(
      Array.from({ length: 10 }, () => call(app(), adminCall('POST', '/api/admin/quests', questInput('race')))),
    );
    expect(creates.map((response) => response.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const publishes = await Promise.all(
      Array.from({ length: 10 }, () => call(app(), adminCall('POST', '/api/admin/quests/race/publish'))),
    );
    expect(publishes.every((response) => response.statusCode === 200)).toBe(true);
    expect((await auditOf('race')).map((entry) => entry.action)).toEqual(['quest.publish', 'quest.create']);
  });
});
