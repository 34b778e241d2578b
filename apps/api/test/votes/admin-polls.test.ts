// /api/admin/polls (docs/votes.md "Managing polls"): admins create, edit, publish, unpublish and archive polls; each
// change is in the audit log with the poll before and after; a poll with ballots keeps its choices, budget and start;
// everyone else gets 403.
import type { AdminPoll, AuditEntry, Poll, PollInput } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { castBallot, type ErrorReply, pollInput } from './helpers';

const clock = manualClock(new Date('2026-04-01T09:00:00Z'));
const adminWallet = evmWallet(EVM_KEY_A);
let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await buildTestApp({ env: { ...TEST_ENV, ADMIN_WALLETS: adminWallet.address }, clock: clock.now });
  admin = await signIn(t.app, adminWallet);
  member = await signIn(t.app, evmWallet(EVM_KEY_B));
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown) {
  return t.app.inject({ method, url: `/api/admin/polls${url}`, headers: token ? bearer(token) : {}, payload: payload as object });
}

function ok<T>(response: Awaited<ReturnType<typeof call>>): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: T }>().data;
}

async function pollAudit(id: number): Promise<AuditEntry[]> {
  const response = await t.app.inject({ url: '/api/admin/audit?limit=200', headers: bearer(admin) });
  const { entries } = ok<{ entries: AuditEntry[] }>(response);
  return entries.filter((entry) => entry.targetType === 'poll' && entry.targetId === String(id)).reverse();
}

const publicStatus = async (id: number) => (await t.app.inject({ url: `/api/polls/${id}` })).statusCode;

describe('the poll lifecycle', () => {
  it('creates unpublished, publishes, edits, unpublishes, archives and republishes, each change audited', async () => {
    const input = pollInput(clock.now(), { choices: 2, budget: 50 });
    const created = ok<AdminPoll>(await call('POST', '', admin, input));
    expect(created).toMatchObject({ published: false, archivedAt: null, ballots: 0, budget: 50, question: input.question });
    expect(await publicStatus(created.id)).toBe(404);

    const listed = ok<{ polls: AdminPoll[] }>(await call('GET', '', admin));
    expect(listed.polls[0]?.id).toBe(created.id);

    const published = ok<AdminPoll>(await call('POST', `/${created.id}/publish`, admin));
    expect(published.published).toBe(true);
    expect(await publicStatus(created.id)).toBe(200);
    // Publishing again changes nothing and writes nothing.
    ok(await call('POST', `/${created.id}/publish`, admin));

    const edited: PollInput = { ...input, question: { en: 'Which chain first?', fr: '', es: '' }, budget: 60 };
    const updated = ok<AdminPoll>(await call('PUT', `/${created.id}`, admin, edited));
    expect(updated).toMatchObject({ budget: 60, published: true, question: { en: 'Which chain first?', fr: '', es: '' } });
    const view = (await t.app.inject({ url: `/api/polls/${created.id}?lang=fr` })).json<{ data: Poll }>().data;
    expect(view.question).toBe('Which chain first?');

    expect(ok<AdminPoll>(await call('POST', `/${created.id}/unpublish`, admin)).published).toBe(false);
    expect(await publicStatus(created.id)).toBe(404);
    const archived = ok<AdminPoll>(await call('POST', `/${created.id}/archive`, admin));
    expect(archived).toMatchObject({ published: false, archivedAt: clock.now().toISOString() });
    const back = ok<AdminPoll>(await call('POST', `/${created.id}/publish`, admin));
    expect(back).toMatchObject({ published: true, archivedAt: null });

    const entries = await pollAudit(created.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'poll.create',
      'poll.publish',
      'poll.update',
      'poll.unpublish',
      'poll.archive',
      'poll.publish',
    ]);
    expect(entries.every((entry) => entry.actorId === adminWallet.address)).toBe(true);
    const [create, publish, update] = entries;
    expect(create).toMatchObject({ before: null, after: { id: created.id, published: false, budget: 50 } });
    expect(publish).toMatchObject({ before: { published: false }, after: { published: true } });
    expect(update).toMatchObject({
      before: { budget: 50, question: input.question },
      after: { budget: 60, question: edited.question },
    });
  });

  it('fixes choices, budget and start once a ballot is cast, and writes nothing when it refuses', async () => {
    const input = pollInput(clock.now(), { choices: 3, budget: 100 });
    const { id } = ok<AdminPoll>(await call('POST', '', admin, input));
    // Before any ballot, choices may change.
    const twoChoices = { ...input, choices: input.choices.slice(0, 2) };
    expect(ok<AdminPoll>(await call('PUT', `/${id}`, admin, twoChoices)).choices).toHaveLength(2);
    ok(await call('POST', `/${id}/publish`, admin));
    expect((await castBallot(t.app, id, member, { '0': 10 })).statusCode).toBe(200);
    const auditBefore = (await pollAudit(id)).length;

    const later = new Date(Date.parse(input.startsAt) - 3600_000).toISOString();
    for (const [field, change] of [
      ['choices', { choices: input.choices }],
      ['budget', { budget: 99 }],
      ['start', { startsAt: later }],
    ] as const) {
      const response = await call('PUT', `/${id}`, admin, { ...twoChoices, ...change });
      expect(response.statusCode).toBe(409);
      const body = response.json<ErrorReply>();
      expect(body.error).toBe('poll_has_ballots');
      expect(body.message).toContain(field);
    }
    expect(await pollAudit(id)).toHaveLength(auditBefore);

    // The question, the end and live results may still change.
    const endsAt = new Date(Date.parse(input.endsAt) + 86_400_000).toISOString();
    const updated = ok<AdminPoll>(
      await call('PUT', `/${id}`, admin, {
        ...twoChoices,
        question: { en: 'Renamed', fr: '', es: '' },
        endsAt,
        liveResults: true,
      }),
    );
    expect(updated).toMatchObject({ ballots: 1, endsAt, liveResults: true, question: { en: 'Renamed' } });
  });

  it('is 404 wrong_poll for an unknown poll and 400 naming the field for bad input', async () => {
    const input = pollInput(clock.now());
    for (const response of [await call('PUT', '/2000000', admin, input), await call('POST', '/2000000/archive', admin)])
      expect(response.json<ErrorReply>()).toMatchObject({ code: 404, error: 'wrong_poll' });

    const backwards = { ...input, endsAt: input.startsAt };
    const oneChoice = { ...input, choices: input.choices.slice(0, 1) };
    const noEnglish = { ...input, question: { en: ' ', fr: 'Question', es: '' } };
    const fractional = { ...input, budget: 2.5 };
    for (const [payload, field] of [
      [backwards, 'endsAt'],
      [oneChoice, 'choices'],
      [noEnglish, 'question.en'],
      [fractional, 'budget'],
    ] as const) {
      const response = await call('POST', '', admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorReply>().message).toContain(field);
    }
  });
});

describe('who may manage polls', () => {
  it('is 403 forbidden on every poll admin route for members and visitors', async () => {
    const { id } = ok<AdminPoll>(await call('POST', '', admin, pollInput(clock.now())));
    const routes: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['GET', ''],
      ['POST', '', pollInput(clock.now())],
      ['PUT', `/${id}`, pollInput(clock.now())],
      ['POST', `/${id}/publish`],
      ['POST', `/${id}/unpublish`],
      ['POST', `/${id}/archive`],
    ];
    for (const token of [member, null])
      for (const [method, url, payload] of routes) {
        const response = await call(method, url, token, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json<ErrorReply>().error).toBe('forbidden');
      }
    expect(await pollAudit(id)).toHaveLength(1);
    expect(await publicStatus(id)).toBe(404);
  });
});
