// GET /api/polls and /api/polls/{id} (spec §2 Votes, §4 Polls): which polls are listed and in what order, status from
// the clock, results hidden while a poll runs unless it shows live results and exact once it is over, the caller's
// own ballot, and texts in the caller's language.
import type { Poll } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { castBallot, createPoll, FIXTURE_ADMIN } from './helpers';

const clock = manualClock(new Date('2026-05-10T08:00:00Z'));
let t: TestApp;
let alice: string;
let bob: string;
let carol: string;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
  alice = await signIn(t.app, evmWallet(EVM_KEY_A));
  bob = await signIn(t.app, evmWallet(EVM_KEY_B));
  carol = await signIn(t.app, solanaWallet());
});
afterAll(() => t.close());

async function list(status: 'current' | 'past', token?: string, lang = 'en'): Promise<Poll[]> {
  const response = await t.app.inject({ url: `/api/polls?status=${status}&lang=${lang}`, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { polls: Poll[] } }>().data.polls;
}

async function get(id: number, token?: string, lang = 'en'): Promise<Poll> {
  const response = await t.app.inject({ url: `/api/polls/${id}?lang=${lang}`, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Poll }>().data;
}

const idsIn = (polls: Poll[], mine: number[]) => polls.map((poll) => poll.id).filter((id) => mine.includes(id));

describe('the lists', () => {
  it('show published, unarchived polls: current closing soonest first, past latest ended first', async () => {
    const later = await createPoll(t.app, { startsIn: -1, hours: 6 });
    const sooner = await createPoll(t.app, { startsIn: -1, hours: 3 });
    const upcoming = await createPoll(t.app, { startsIn: 2 });
    const endedLately = await createPoll(t.app, { startsIn: -5, hours: 4 });
    const endedEarlier = await createPoll(t.app, { startsIn: -9, hours: 6 });
    const draft = await createPoll(t.app, { published: false });
    const archived = await createPoll(t.app);
    await t.app.votes.admin.setState(FIXTURE_ADMIN, archived, 'archive');
    const mine = [later, sooner, upcoming, endedLately, endedEarlier, draft, archived];

    expect(idsIn(await list('current'), mine)).toEqual([sooner, later]);
    expect(idsIn(await list('past'), mine)).toEqual([endedLately, endedEarlier]);
    // Without a status, the current polls.
    const bare = await t.app.inject({ url: '/api/polls' });
    expect(idsIn(bare.json<{ data: { polls: Poll[] } }>().data.polls, mine)).toEqual([sooner, later]);
  });

  it('answer at most 50 polls', async () => {
    for (let i = 0; i < 52; i++) await createPoll(t.app, { startsIn: -1, hours: 100 + i });
    expect(await list('current')).toHaveLength(50);
  });

  it('refuse an unknown status or language, naming the field', async () => {
    for (const [query, field] of [
      ['status=upcoming', 'status'],
      ['lang=de', 'lang'],
    ]) {
      const response = await t.app.inject({ url: `/api/polls?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: string; message: string }>()).toMatchObject({ error: 'validation_error' });
      expect(response.json<{ message: string }>().message).toContain(field);
    }
  });
});

describe('one poll', () => {
  it('takes its status from the clock: upcoming, current, then past at its end', async () => {
    const id = await createPoll(t.app, { startsIn: 1, hours: 2 });
    expect((await get(id)).status).toBe('upcoming');
    clock.advance(3600);
    expect((await get(id)).status).toBe('current');
    expect((await list('current')).map((poll) => poll.id)).toContain(id);
    clock.advance(2 * 3600);
    expect((await get(id)).status).toBe('past');
    expect((await list('past')).map((poll) => poll.id)).toContain(id);
    expect((await list('current')).map((poll) => poll.id)).not.toContain(id);
  });

  it('is 404 wrong_poll when unknown, unpublished or archived', async () => {
    const draft = await createPoll(t.app, { published: false });
    const archived = await createPoll(t.app);
    await t.app.votes.admin.setState(FIXTURE_ADMIN, archived, 'archive');
    for (const id of [2_000_000, draft, archived]) {
      const response = await t.app.inject({ url: `/api/polls/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 404, error: 'wrong_poll', message: 'Poll not found' });
    }
  });

  it('speaks the caller’s language, in English where a text was left empty', async () => {
    const id = await createPoll(t.app, { choices: 2 });
    const fr = await get(id, undefined, 'fr');
    expect(fr.question).toBe('Quelle chaîne ensuite ?');
    expect(fr.choices).toEqual([
      { index: 0, label: 'Choix 0' },
      { index: 1, label: 'Choix 1' },
    ]);
    const es = await get(id, undefined, 'es');
    expect(es.question).toBe('Which chain next?');
    expect(es.choices).toEqual([
      { index: 0, label: 'Choice 0' },
      { index: 1, label: 'Opción 1' },
    ]);
  });
});

describe('results', () => {
  it('are hidden while the poll runs, then exact per choice once it is over', async () => {
    const id = await createPoll(t.app, { startsIn: -1, hours: 2, budget: 100, choices: 4 });
    expect((await castBallot(t.app, id, alice, { '0': 60, '2': 40 })).statusCode).toBe(200);
    expect((await castBallot(t.app, id, bob, { '0': 5, '1': 0, '2': 90 })).statusCode).toBe(200);
    expect((await castBallot(t.app, id, carol, { '3': 1 })).statusCode).toBe(200);
    const running = await get(id);
    expect(running).toMatchObject({ status: 'current', ballots: 3, results: null });
    expect((await list('current')).find((poll) => poll.id === id)?.results).toBeNull();

    clock.advance(2 * 3600);
    const over = await get(id);
    expect(over.status).toBe('past');
    expect(over.ballots).toBe(3);
    expect(over.results).toEqual([
      { index: 0, points: 65, voters: 2 },
      { index: 1, points: 0, voters: 0 },
      { index: 2, points: 130, voters: 2 },
      { index: 3, points: 1, voters: 1 },
    ]);
    expect((await list('past')).find((poll) => poll.id === id)?.results).toEqual(over.results);
  });

  it('are shown live while the poll runs when the poll says so', async () => {
    const id = await createPoll(t.app, { liveResults: true, choices: 2, budget: 10 });
    expect((await get(id)).results).toEqual([
      { index: 0, points: 0, voters: 0 },
      { index: 1, points: 0, voters: 0 },
    ]);
    const response = await castBallot(t.app, id, alice, { '1': 10 });
    expect(response.json<{ data: Poll }>().data.results).toEqual([
      { index: 0, points: 0, voters: 0 },
      { index: 1, points: 10, voters: 1 },
    ]);
    expect((await get(id)).liveResults).toBe(true);
  });
});

describe('myBallot', () => {
  it('is the caller’s ballot when signed in, null for visitors, other users and invalid tokens', async () => {
    const id = await createPoll(t.app, { startsIn: -1, hours: 5 });
    expect((await castBallot(t.app, id, alice, { '1': 25 })).statusCode).toBe(200);
    expect((await get(id, alice)).myBallot).toEqual({ '1': 25 });
    expect((await list('current', alice)).find((poll) => poll.id === id)?.myBallot).toEqual({ '1': 25 });
    expect((await get(id)).myBallot).toBeNull();
    expect((await get(id, bob)).myBallot).toBeNull();
    // A stale token on a public read is a visitor, not a 403: the poll stays readable.
    expect((await get(id, 'no-such-session')).myBallot).toBeNull();
    expect((await list('current', 'no-such-session')).find((poll) => poll.id === id)?.myBallot).toBeNull();
  });
});
