// A stubbed polls API for the component tests: `fetch` answers GET /api/polls from the given lists and
// POST /api/polls/{id}/ballot like the server (the poll back with `myBallot`), records every call, and lets a test
// answer a ballot with an error instead.
import { vi } from 'vitest';
import type { Poll } from '@k3/shared';
import { jsonResponse } from '../../../testing/render';

export const WALLET = '0x2222222222222222222222222222222222222222';

const HOUR = 3_600_000;

/** An open poll: 3 choices, a budget of 10, closing in 2 days and 3 hours. */
export function currentPoll(overrides: Partial<Poll> = {}): Poll {
  const now = Date.now();
  return {
    id: 7,
    question: 'Which chain should K3 support next?',
    choices: [
      { index: 0, label: 'Base' },
      { index: 1, label: 'Arbitrum' },
      { index: 2, label: 'Avalanche' },
    ],
    budget: 10,
    startsAt: new Date(now - 24 * HOUR).toISOString(),
    endsAt: new Date(now + 51 * HOUR + 60_000).toISOString(),
    status: 'current',
    liveResults: false,
    ballots: 0,
    results: null,
    myBallot: null,
    ...overrides,
  };
}

/** A closed poll with its results: Base 60 points, Arbitrum 30, Avalanche 10, over 5 ballots. */
export function pastPoll(overrides: Partial<Poll> = {}): Poll {
  return currentPoll({
    id: 3,
    question: 'Which feature should come first?',
    choices: [
      { index: 0, label: 'Alerts' },
      { index: 1, label: 'Tax report' },
      { index: 2, label: 'Dark pools' },
    ],
    startsAt: '2026-01-01T10:00:00.000Z',
    endsAt: '2026-01-08T10:00:00.000Z',
    status: 'past',
    ballots: 5,
    results: [
      { index: 0, points: 60, voters: 5 },
      { index: 1, points: 30, voters: 3 },
      { index: 2, points: 10, voters: 1 },
    ],
    ...overrides,
  });
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
  authorization: string | null;
}

const ok = (data: unknown) => jsonResponse({ code: 200, data });
export const fail = (status: number, error: string, message: string) => jsonResponse({ code: status, error, message }, status);

export function stubVotesApi(options: { current?: Poll[]; past?: Poll[]; ballot?: () => Response | undefined } = {}) {
  const calls: Call[] = [];
  const lists = { current: [...(options.current ?? [])], past: [...(options.past ?? [])] };

  const answer = (call: Call): Response => {
    const { pathname, searchParams } = call.url;
    if (pathname === '/api/polls' && call.method === 'GET') {
      return ok({ polls: searchParams.get('status') === 'past' ? lists.past : lists.current });
    }
    const ballot = /^\/api\/polls\/(\d+)\/ballot$/.exec(pathname);
    if (ballot && call.method === 'POST') {
      const refused = options.ballot?.();
      if (refused) return refused;
      const poll = lists.current.find((known) => known.id === Number(ballot[1]));
      if (!poll) return fail(404, 'wrong_poll', 'Poll not found');
      const { points } = call.body as { points: Record<string, number> };
      const cast: Poll = { ...poll, myBallot: points, ballots: poll.ballots + 1 };
      lists.current = lists.current.map((known) => (known.id === poll.id ? cast : known));
      return ok(cast);
    }
    return fail(599, 'unrouted', `No stub for ${call.method} ${pathname}`);
  };

  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://k3.test');
      const call: Call = {
        method: init?.method ?? 'GET',
        url,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        authorization: new Headers(init?.headers).get('authorization'),
      };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );

  return {
    calls,
    callsTo: (path: string, method = 'GET') => calls.filter((call) => call.url.pathname === path && call.method === method),
  };
}
