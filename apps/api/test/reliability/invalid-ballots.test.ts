// Reliability scenario "invalid ballots" (docs/reliability.md "Scenarios"; docs/votes.md): a ballot outside the
// poll's window, with keys that are not choices, negative or fractional points, or a total above the budget is refused
// with its spec §8 key (or 400 validation_error naming the field) and stores nothing; the checks run in a fixed order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { castBallot, createPoll, expectError } from '../votes/helpers';

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

describe('invalid ballots: the window, the choices, the total', () => {
  it('wrong_date: before the start and from the end on, "Poll not open"', async () => {
    const id = await createPoll(t.app, { startsIn: 1, hours: 2 });
    expectError(await castBallot(t.app, id, alice, { '0': 1 }), 409, 'wrong_date', 'Poll not open');
    clock.advance(3600);
    expect((await castBallot(t.app, id, alice, { '0': 1 })).statusCode).toBe(200);
    clock.advance(2 * 3600);
    // The end instant itself is closed.
    expectError(await castBallot(t.app, id, bob, { '0': 1 }), 409, 'wrong_date', 'Poll not open');
    clock.advance(3600);
    expectError(await castBallot(t.app, id, bob, { '0': 1 }), 409, 'wrong_date', 'Poll not open');
  });

  it('no_ballot: points that are all zero, or none, are not a ballot', async () => {
    const id = await createPoll(t.app);
    expectError(await castBallot(t.app, id, alice, {}), 400, 'no_ballot', 'No ongoing ballot');
    expectError(await castBallot(t.app, id, alice, { '0': 0, '2': 0 }), 400, 'no_ballot', 'No ongoing ballot');
    // Nothing was stored: the user can still vote.
    expect((await castBallot(t.app, id, alice, { '1': 1 })).statusCode).toBe(200);
  });

  it('overdrawn: a total above the budget is "Invalid points total"', async () => {
    const id = await createPoll(t.app, { budget: 100 });
    expectError(await castBallot(t.app, id, alice, { '0': 60, '1': 41 }), 400, 'overdrawn', 'Invalid points total');
    expectError(await castBallot(t.app, id, alice, { '2': 101 }), 400, 'overdrawn', 'Invalid points total');
    expect((await castBallot(t.app, id, alice, { '0': 60, '1': 40 })).statusCode).toBe(200);
  });

  it('invalid_choice: a key past the last choice is refused, naming it', async () => {
    const id = await createPoll(t.app, { choices: 3 });
    const body = expectError(await castBallot(t.app, id, alice, { '0': 10, '3': 10 }), 400, 'invalid_choice');
    expect(body.message).toContain('"3"');
  });

  it('checks in a fixed order: the poll, its window, the choices, then the points', async () => {
    const past = await createPoll(t.app, { startsIn: -10, hours: 2 });
    expectError(await castBallot(t.app, past, alice, { '9': 1000 }), 409, 'wrong_date');
    const open = await createPoll(t.app, { choices: 2, budget: 10 });
    expectError(await castBallot(t.app, open, alice, { '0': 0, '5': 1000 }), 400, 'invalid_choice');
    expectError(await castBallot(t.app, open, alice, { '0': 0, '1': 0 }), 400, 'no_ballot');
  });
});

describe('invalid ballots: malformed points (fractions, negatives, keys), 400 naming the field', () => {
  const cases: [string, unknown][] = [
    ['a fraction', { '0': 1.5 }],
    ['a negative', { '0': -1 }],
    ['a string', { '0': '10' }],
    ['null', { '0': null }],
    ['a letter key', { a: 1 }],
    ['a negative key', { '-1': 1 }],
    ['a zero-padded key', { '01': 1 }],
    ['a decimal key', { '1.0': 1 }],
    ['an array', [10, 20]],
  ];
  it.each(cases)('%s', async (_name, points) => {
    const id = await createPoll(t.app);
    const body = expectError(await castBallot(t.app, id, alice, points), 400, 'validation_error');
    expect(body.message).toContain('body.points');
  });

  it('a missing points object and a non-numeric poll id', async () => {
    const id = await createPoll(t.app);
    const missing = await t.app.inject({ method: 'POST', url: `/api/polls/${id}/ballot`, headers: bearer(alice), payload: {} });
    expect(expectError(missing, 400, 'validation_error').message).toContain('points');
    expect(expectError(await castBallot(t.app, 'abc', alice, { '0': 1 }), 400, 'validation_error').message).toContain('id');
  });
});
