// Kill -9 during writes (docs/reliability.md "Crashes"): the real server runs as a child process on this lane's store
// (PGlite in a fresh DATA_DIR, or a fresh PostgreSQL database), several users write at once — wallet adds, quest
// claims, ballots, Agent K prompts (a kredit each) — and the process is SIGKILLed at a random moment, then restarted on
// the same data, again and again. The first kill lands in the first start, while the demo news is being ingested.
// Every restart must open the database and answer; at the end every acknowledged write must be there and nothing
// half-written (invariants.ts). The moments come from a seed printed at the start: CRASH_SEED=<n> replays a run's
// choices (the timing of a loaded machine still varies), CRASH_KILLS=<n> sets the number of kills.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseTarget, openDatabase } from '../../src/db/client';
import { quests } from '../../src/db/schema';
import { insertPoll } from '../../src/repositories/polls';
import { createPostgresDatabase, TEST_LANE } from '../helpers/build-test-app';
import {
  ballotProblems,
  kreditBooks,
  missingAcknowledged,
  newsProblems,
  portfolioProblems,
  rewardProblems,
  tableCounts,
} from './invariants';
import { freePort, type ServerProcess, startServer, waitHealthy } from './server-process';
import { between, seededRandom, Workload } from './workload';

/** Each kill costs a restart (5 to 10 s on an idle 2-core machine): 6 keeps the file near a minute there. */
const KILLS = Number(process.env.CRASH_KILLS ?? 6);
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const USERS = 8;
const WORKERS = 6;
const QUESTS = 300;
const POLLS = 60;
const POLL_BUDGET = 100;
/** A start on a loaded 2-core machine (tsx, WebAssembly PostgreSQL, the reference dataset) can take a while. */
const START_TIMEOUT_MS = 600_000;
const HOUR_MS = 3_600_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** This lane's store: the server's environment and where the test opens it itself. */
async function laneStore(): Promise<{ env: Record<string, string>; target: DatabaseTarget }> {
  if (TEST_LANE === 'postgres') {
    const database = await createPostgresDatabase();
    cleanups.push(database.drop);
    return {
      env: { DATABASE_URL: database.url, SECRETS_KEY: '5a'.repeat(32) },
      target: { kind: 'postgres', url: database.url },
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'k3-crash-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir }, target: { kind: 'pglite', dataDir: join(dir, 'pglite') } };
}

/** Quests anyone holding KRL can claim at once (once each), and open polls: room for many writes per user. */
async function seed(target: DatabaseTarget): Promise<{ questIds: string[]; pollIds: number[] }> {
  const handle = await openDatabase(target);
  try {
    const now = new Date();
    const questIds = Array.from({ length: QUESTS }, (_, index) => `crash-${index}`);
    await handle.db.insert(quests).values(
      questIds.map((id, index) => ({
        id,
        name: { en: `Crash quest ${index}`, fr: `Quête ${index}`, es: '' },
        desc: { en: 'Hold any KRL', fr: 'Détenir du KRL', es: '' },
        rewardXp: 1 + (index % 40),
        rewardKredits: index % 3,
        hint: 'per_quest',
        type: 'hold_token',
        recurrence: 'once',
        params: { minKrl: 0 },
        published: true,
      })),
    );
    const pollIds: number[] = [];
    for (let index = 0; index < POLLS; index++) {
      const poll = await insertPoll(handle.db, {
        question: { en: `Crash poll ${index}`, fr: `Sondage ${index}`, es: '' },
        choices: ['A', 'B', 'C', 'D'].map((choice) => ({ en: choice, fr: choice, es: choice })),
        budget: POLL_BUDGET,
        startsAt: new Date(now.getTime() - HOUR_MS),
        endsAt: new Date(now.getTime() + 48 * HOUR_MS),
        liveResults: false,
        published: true,
        createdAt: now,
        updatedAt: now,
      });
      pollIds.push(poll.id);
    }
    return { questIds, pollIds };
  } finally {
    await handle.close();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`kill -9 during writes (${TEST_LANE})`, () => {
  it(
    'restarts cleanly after every kill, with each acknowledged write there and nothing half-written',
    async () => {
      console.log(`crash test on ${TEST_LANE}: seed ${SEED} (CRASH_SEED=${SEED} replays it), ${KILLS} kills`);
      const started = Date.now();
      const random = seededRandom(SEED);
      const { env, target } = await laneStore();
      const { questIds, pollIds } = await seed(target);
      const workload = new Workload(random, SEED, USERS, questIds, pollIds, POLL_BUDGET);
      const port = await freePort();
      const serverEnv = { ...env, LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT: '1000000' };
      const startMs: number[] = [];
      const kills: string[] = [];
      // What the server logged at error level: the explanation of any 5xx the workload saw.
      const serverErrorLogs: string[] = [];

      /** Starts the server and waits until it answers; a start that fails or exits fails the test with its output. */
      const startHealthy = async (): Promise<ServerProcess> => {
        const at = Date.now();
        const server = startServer(port, serverEnv);
        cleanups.push(() => server.kill());
        const healthy = await waitHealthy(server, START_TIMEOUT_MS);
        if (!healthy) throw new Error(`the server exited (code ${await server.exited}) while starting:\n${server.output()}`);
        startMs.push(Date.now() - at);
        return server;
      };

      for (let round = 1; round <= KILLS; round++) {
        if (round === 1) {
          // The first start loads the reference dataset, then ingests the demo news: killed in that stretch.
          const server = startServer(port, serverEnv);
          cleanups.push(() => server.kill());
          expect(await server.printed('reference dataset loaded'), server.output()).toBe(true);
          const delay = between(random, 0, 2_000);
          await sleep(delay);
          await server.kill();
          kills.push(`start +${delay} ms after the reference dataset`);
          continue;
        }
        const server = await startHealthy();
        await workload.signIn(server.baseUrl);
        workload.start(server.baseUrl, WORKERS);
        const delay = between(random, 300, 3_000);
        await sleep(delay);
        await server.kill();
        await workload.stop();
        serverErrorLogs.push(...server.errorLines());
        kills.push(`writes +${delay} ms`);
      }

      // One more start after the last kill: the data must serve, each user's balance must match its books.
      const server = await startHealthy();
      const seen = new Map<string, { kredits: number; xp: number }>();
      for (const user of workload.users) {
        const me = await workload.me(server.baseUrl, user);
        seen.set(user.address.toLowerCase(), { kredits: me.chat.kredits, xp: me.system.xp });
      }
      expect(await server.stop(), server.output()).toBe(0);

      const handle = await openDatabase(target);
      try {
        const db = handle.db;
        expect(await missingAcknowledged(db, workload)).toEqual([]);
        expect(await rewardProblems(db)).toEqual([]);
        expect(await ballotProblems(db, workload)).toEqual([]);
        expect(await portfolioProblems(db)).toEqual([]);
        expect(await newsProblems(db)).toEqual([]);
        const books = await kreditBooks(db);
        for (const user of workload.users) {
          const book = books.get(user.address.toLowerCase()) ?? { granted: 0, spent: 0, answered: 0 };
          // The balance is the starting one, plus quest rewards, minus every prompt not given back.
          expect(seen.get(user.address.toLowerCase())?.kredits, user.address).toBe(
            (user.startKredits ?? 0) + book.granted - book.spent,
          );
        }
        expect(workload.serverErrors, serverErrorLogs.join('\n')).toEqual([]);
        expect(workload.counts.acknowledged).toBeGreaterThan(0);
        const counts = await tableCounts(db);
        const byKind = Object.fromEntries(
          [...workload.byKind].map(([kind, c]) => [kind, `${c.acknowledged}/${c.sent} ack, ${c.cut} cut`]),
        );
        console.log(
          `crash test on ${TEST_LANE}: ${KILLS} kills in ${Math.round((Date.now() - started) / 1000)} s ` +
            `(starts ${startMs.map((ms) => Math.round(ms / 100) / 10).join(', ')} s); ` +
            `${workload.counts.sent} writes sent, ${workload.counts.acknowledged} acknowledged, ` +
            `${workload.counts.refused} refused, ${workload.counts.cut} cut by a kill\n` +
            `  by kind: ${JSON.stringify(byKind)}\n  kills: ${kills.join('; ')}\n  rows: ${JSON.stringify(counts)}`,
        );
      } finally {
        await handle.close();
      }
    },
    30 * 60_000,
  );
});
