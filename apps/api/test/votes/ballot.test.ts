// POST /api/polls/{id}/ballot (spec §5 "Vote: points total must be valid; voting needs a signed-in user", §8 Votes):
// what a stored ballot looks like to its voter, already_voted and wrong_poll. Invalid ballots (the window, the keys,
// negatives, fractions, the total, the order of the checks) are reliability scenarios
// (test/reliability/invalid-ballots.test.ts).
import type { Poll } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { castBallot, createPoll, expectError } from './helpers';

const clock = manualClock(new Date('2026-03-01T12:00:00Z'));
let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV, clock: clock.now });
  alice = await signIn(t.app, evmWallet(EVM_KEY_A));
  bob = await signIn(t.app, evmWallet(EVM_KEY_B));
});
afterAll(() => t.close());

describe('a valid ballot', () => {
  it('is stored without its zero entries and answered as the poll the voter now sees', async () => {
    const id = await createPoll(t.app, { budget: 100 });
    const response = await castBallot(t.app, id, alice, { '0': 30, '1': 0, '2': 10 }, 'fr');
    expect(response.statusCode, response.body).toBe(200);
    const poll = response.json<{ data: Poll }>().data;
    expect(poll).toMatchObject({ id, status: 'current', ballots: 1, results: null, question: 'Quelle chaîne ensuite ?' });
    // Spending 40 of 100 is allowed: the budget is a ceiling.
    expect(poll.myBallot).toEqual({ '0': 30, '2': 10 });
    const again = await t.app.inject({ url: `/api/polls/${id}`, headers: bearer(alice) });
    expect(again.json<{ data: Poll }>().data.myBallot).toEqual({ '0': 30, '2': 10 });
  });

  it('may spend exactly the whole budget on one choice', async () => {
    const id = await createPoll(t.app, { budget: 7 });
    const response = await castBallot(t.app, id, alice, { '2': 7 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Poll }>().data.myBallot).toEqual({ '2': 7 });
  });
});

describe('the spec §8 error keys', () => {
  it('already_voted: a second ballot is refused and the first one stays', async () => {
    const id = await createPoll(t.app);
    expect((await castBallot(t.app, id, alice, { '0': 50 })).statusCode).toBe(200);
    expectError(await castBallot(t.app, id, alice, { '1': 100 }), 409, 'already_voted', 'Already voted');
    const poll = (await t.app.inject({ url: `/api/polls/${id}`, headers: bearer(alice) })).json<{ data: Poll }>().data;
    expect(poll.myBallot).toEqual({ '0': 50 });
    expect(poll.ballots).toBe(1);
  });

  it('wrong_poll: an unknown, an unpublished and an archived poll are all "Poll not found"', async () => {
    const draft = await createPoll(t.app, { published: false });
    const archived = await createPoll(t.app);
    await t.app.votes.admin.setState('fixture-admin', archived, 'archive');
    for (const id of [2_000_000, draft, archived])
      expectError(await castBallot(t.app, id, alice, { '0': 1 }), 404, 'wrong_poll', 'Poll not found');
  });
});

describe('voting needs a signed-in user', () => {
  it('is 403 without a token and with an invalid one, and stores nothing', async () => {
    const id = await createPoll(t.app);
    expectError(await castBallot(t.app, id, null, { '0': 1 }), 403, 'forbidden');
    expectError(await castBallot(t.app, id, 'not-a-live-token', { '0': 1 }), 403, 'forbidden');
    const poll = (await t.app.inject({ url: `/api/polls/${id}` })).json<{ data: Poll }>().data;
    expect(poll.ballots).toBe(0);
  });

  it('keeps each voter’s ballot apart', async () => {
    const id = await createPoll(t.app, { budget: 10 });
    const carol = await signIn(t.app, solanaWallet());
    expect((await castBallot(t.app, id, bob, { '0': 10 })).statusCode).toBe(200);
    const response = await castBallot(t.app, id, carol, { '1': 4 });
    expect(response.json<{ data: Poll }>().data).toMatchObject({ ballots: 2, myBallot: { '1': 4 } });
  });
});
