// Test helper for the /account components: a scripted fetch that answers by method and path, in call order per route,
// and records the calls (the api-client level scripting of the other web unit tests, routed).
import type { Session, User } from '@k3/shared';
import { vi } from 'vitest';
import { jsonResponse } from '../../../testing/render';

export const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

export function makeUser(
  overrides: { username?: string; email?: string | null; validated?: boolean; boosted?: boolean } = {},
): User {
  return {
    id: WALLET,
    general: {
      username: overrides.username ?? WALLET,
      email: overrides.email ?? null,
      isEmailValidated: overrides.validated ?? false,
    },
    system: { nft: null, xp: 0, listNfts: [], krls: 0, lastShare: null },
    levelInfo: { level: 1, xp: 0, fullXp: 0, next: 100 },
    chat: { kredits: 10, max: 10, refillAt: '2026-12-01T00:00:00.000Z', eligible: true },
    ref: { link: `http://localhost/?ref=${WALLET}` },
    krl: 0,
    plan: { id: 'free', krl: 0, next: { id: 'shrimp', missingKrl: 700 } },
    fullQuests: [],
    portfolio: { wallets: [] },
    boosted: overrides.boosted ?? false,
    isAdmin: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
}

export const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export function makeSession(overrides: Partial<Session> & Pick<Session, 'id'>): Session {
  return {
    kind: 'wallet',
    device: CHROME_LINUX,
    createdAt: '2026-03-01T10:00:00.000Z',
    lastSeenAt: '2026-03-02T14:30:00.000Z',
    current: false,
    ...overrides,
  };
}

export const ok = (data: unknown) => jsonResponse({ code: 200, data });
export const fail = (status: number, error: string, message: string) => jsonResponse({ code: status, error, message }, status);

/** The address a fetch call asked for. */
export const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

type Answer = Response | (() => Response | Promise<Response>);

/** The Telegram card's status when a test does not route it: a K3 without a bot (the card says so, no request more). */
const NO_TELEGRAM = { available: false, bot: null, link: null };

/**
 * Routes are `"METHOD /path"` (query string excluded); each holds answers used in order, the last one repeating.
 * An unrouted call fails the test loudly with a 599 (but GET /me/telegram, answered NO_TELEGRAM unless routed, and
 * GET /me/mcp-tokens, answered with no token).
 */
export function scriptApi(given: Record<string, Answer[]>) {
  const routes: Record<string, Answer[]> = { 'GET /me/telegram': [ok(NO_TELEGRAM)], 'GET /me/mcp-tokens': [ok([])], ...given };
  const used = new Map<string, number>();
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`;
    const answers = routes[key];
    if (!answers?.length) return fail(599, 'unrouted', `No scripted answer for ${key}`);
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    const answer = answers[Math.min(index, answers.length - 1)] as Answer;
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([input, init]) => {
      const url = new URL(urlOf(input), 'http://localhost');
      return `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}` === key;
    });
  return { fetchMock, calls };
}
