// Test helpers for the admin console: a scripted fetch answering by "METHOD /path" (query excluded, answers used in
// order, the last one repeating; an unrouted call answers 599 so the test fails loudly) and fixtures that satisfy
// the @k3/shared schemas the console parses.
import type { AdminPoll, AdminQuest, User } from '@k3/shared';
import { vi } from 'vitest';
import { jsonResponse } from '../../../testing/render';

export const ADMIN_WALLET = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

export const ok = (data: unknown) => jsonResponse({ code: 200, data });
export const fail = (status: number, error: string, message: string) => jsonResponse({ code: status, error, message }, status);

type Answer = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

const keyOf = (input: RequestInfo | URL, init: RequestInit | undefined) => {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return `${init?.method ?? 'GET'} ${new URL(raw, 'http://localhost').pathname.replace(/^\/api/, '')}`;
};

export function scriptAdminApi(routes: Record<string, Answer[]>) {
  const used = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = keyOf(input, init);
    const answers = routes[key];
    if (!answers?.length) return fail(599, 'unrouted', `No scripted answer for ${key}`);
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    const answer = answers[Math.min(index, answers.length - 1)] as Answer;
    return typeof answer === 'function' ? answer(init) : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  /** Every call made, as "METHOD /path". */
  const keys = () => fetchMock.mock.calls.map(([input, init]) => keyOf(input, init));
  /** The JSON bodies sent to one route. */
  const bodies = (key: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => keyOf(input, init) === key)
      .map(([, init]) => JSON.parse(init?.body as string) as unknown);
  return { fetchMock, keys, bodies };
}

export function makeMe(isAdmin: boolean): User {
  return {
    id: ADMIN_WALLET,
    general: { username: 'ada', email: null, isEmailValidated: false },
    system: { nft: null, xp: 0, listNfts: [], krls: 0, lastShare: null },
    levelInfo: { level: 1, xp: 0, fullXp: 0, next: 100 },
    chat: { kredits: 10, max: 10, refillAt: '2026-12-01T00:00:00.000Z', eligible: true },
    ref: { link: `http://localhost/?ref=${ADMIN_WALLET}` },
    krl: 0,
    plan: { id: 'free', krl: 0, next: { id: 'shrimp', missingKrl: 700 } },
    fullQuests: [],
    portfolio: { wallets: [] },
    boosted: false,
    isAdmin,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

export function makeQuest(overrides: Partial<AdminQuest> = {}): AdminQuest {
  return {
    id: 'hold-krl',
    name: { en: 'Hold KRL', fr: 'Détenir du KRL', es: '' },
    desc: { en: 'Keep KRL in your wallets.', fr: '', es: '' },
    image: null,
    reward: { xp: 100, kredits: 2 },
    priority: 0,
    url: null,
    hint: 'per_token',
    type: 'hold_token',
    recurrence: 'once',
    cooldownHours: 0,
    params: { minKrl: 10 },
    startsAt: null,
    endsAt: null,
    published: true,
    archivedAt: null,
    completions: 3,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makePoll(overrides: Partial<AdminPoll> = {}): AdminPoll {
  return {
    id: 7,
    question: { en: 'Which chain next?', fr: '', es: '' },
    choices: [
      { en: 'Base', fr: '', es: '' },
      { en: 'Arbitrum', fr: '', es: '' },
    ],
    budget: 100,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-01T00:00:00.000Z',
    liveResults: false,
    published: true,
    archivedAt: null,
    ballots: 4,
    createdAt: '2026-10-01T00:00:00.000Z',
    updatedAt: '2026-10-01T00:00:00.000Z',
    ...overrides,
  };
}
