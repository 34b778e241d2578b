// The demo poll (docs/votes.md "Demo poll"): a fresh demo install lists one open poll in en/fr/es, seeded once however
// many processes start together, never beside an admin's polls, and not in live mode.
import type { Poll } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { polls } from '../../src/db/schema';
import { DEMO_POLL_QUESTION, seedDemoPoll } from '../../src/services/votes/demo-poll';
import { buildTestApp, createTestDatabase, tempDir, type TestApp, type TestDatabase } from '../helpers/build-test-app';
import { manualClock, TEST_ENV } from '../auth/helpers';

const start = new Date('2026-02-01T00:00:00Z');
let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ env: TEST_ENV, database, clock: manualClock(start).now });
});
afterAll(async () => {
  await t.close();
  await database.destroy();
});

async function current(app: TestApp['app'], lang = 'en'): Promise<Poll[]> {
  return (await app.inject({ url: `/api/polls?lang=${lang}` })).json<{ data: { polls: Poll[] } }>().data.polls;
}

describe('the demo poll', () => {
  it('is open from the first start for 30 days with 4 choices, a budget of 100 and live results (no ballots here)', async () => {
    const [poll, ...others] = await current(t.app);
    expect(others).toEqual([]);
    expect(poll).toMatchObject({
      question: 'Which feature should K3 build next?',
      budget: 100,
      status: 'current',
      startsAt: start.toISOString(),
      endsAt: '2026-03-03T00:00:00.000Z',
      liveResults: true,
      ballots: 0,
      myBallot: null,
    });
    expect(poll?.choices).toHaveLength(4);
    // Live: the demo community's ballots (test/demo/community.test.ts) show as they come; none without it.
    expect(poll?.results?.map((choice) => choice.points)).toEqual([0, 0, 0, 0]);
    const [fr] = await current(t.app, 'fr');
    expect(fr?.question).toBe(DEMO_POLL_QUESTION.fr);
    expect(fr?.choices.every((choice, index) => choice.label !== poll?.choices[index]?.label)).toBe(true);
    const [es] = await current(t.app, 'es');
    expect(es?.question).toBe(DEMO_POLL_QUESTION.es);
  });

  it('is not seeded again by a restart, nor twice by processes starting together', async () => {
    const again = await buildTestApp({ env: TEST_ENV, database });
    await again.close();
    expect(await t.app.db.select().from(polls)).toHaveLength(1);

    await t.app.db.delete(polls);
    const seeded = await Promise.all(Array.from({ length: 8 }, () => seedDemoPoll(t.app.db, start)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await t.app.db.select().from(polls)).toHaveLength(1);
  });

  it('is not made up in live mode', async () => {
    const dataDir = await tempDir();
    const live = await buildTestApp({
      env: { ...TEST_ENV, DATA_MODE: 'live', DATA_DIR: dataDir.path, SECRETS_KEY: 'ab'.repeat(32) },
    });
    try {
      expect(await live.app.db.select().from(polls)).toEqual([]);
    } finally {
      await live.close();
      await dataDir.remove();
    }
  });
});
