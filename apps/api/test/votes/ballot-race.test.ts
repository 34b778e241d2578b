// One ballot per user and poll under races (docs/architecture.md "Invariants live in the database"): 50 ballots sent
// at once by one user store exactly one; the other 49 are already_voted. A ballot racing an admin's budget cut is never
// stored above the budget. Run on PostgreSQL too, where they really race.
import type { Poll } from '@k3/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ballots } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { EVM_KEY_A, evmWallet, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { castBallot, createPoll, type ErrorReply, FIXTURE_ADMIN, pollInput } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: TEST_ENV });
});
afterAll(() => t.close());

it('50 parallel ballots by one user: one stored, 49 already_voted', async () => {
  const wallet = evmWallet(EVM_KEY_A);
  const token = await signIn(t.app, wallet);
  const id = await createPoll(t.app, { budget: 100, choices: 2 });
  // Each ballot different, so the stored one tells which call won.
  const responses = await Promise.all(
    Array.from({ length: 50 }, (_, i) => castBallot(t.app, id, token, { '0': i + 1, '1': 50 - i - 1 })),
  );
  const accepted = responses.filter((response) => response.statusCode === 200);
  const refused = responses.filter((response) => response.statusCode !== 200);
  expect(accepted).toHaveLength(1);
  expect(refused).toHaveLength(49);
  for (const response of refused) expect(response.json<ErrorReply>()).toMatchObject({ code: 409, error: 'already_voted' });

  const winner = accepted[0]?.json<{ data: Poll }>().data;
  const stored = await t.app.db
    .select()
    .from(ballots)
    .where(and(eq(ballots.pollId, id), eq(ballots.userId, wallet.address)));
  expect(stored).toHaveLength(1);
  expect(stored[0]?.points).toEqual(winner?.myBallot);
  expect(stored[0]?.total).toBe(50);
  expect(winner?.ballots).toBe(1);
});

it('a ballot racing a budget cut is either stored before it (and the cut refused) or checked against the new budget', async () => {
  for (let round = 0; round < 10; round++) {
    const token = await signIn(t.app, solanaWallet());
    const id = await createPoll(t.app, { budget: 100, choices: 2 });
    const poll = (await t.app.votes.admin.list()).find((candidate) => candidate.id === id);
    if (!poll) throw new Error(`poll ${id} not listed`);
    // The same poll with a budget of 10: refused once a ballot exists.
    const cut = { ...pollInput(t.app.clock(), { choices: 2, budget: 10 }), startsAt: poll.startsAt, endsAt: poll.endsAt };
    const [ballot, edit] = await Promise.all([
      castBallot(t.app, id, token, { '0': 50 }),
      t.app.votes.admin.update(FIXTURE_ADMIN, id, cut).then(
        () => 'cut',
        (error: { key?: string }) => error.key,
      ),
    ]);
    if (ballot.statusCode === 200) expect(edit).toBe('poll_has_ballots');
    else {
      expect(edit).toBe('cut');
      expect(ballot.json<ErrorReply>().error).toBe('overdrawn');
    }
  }
});
