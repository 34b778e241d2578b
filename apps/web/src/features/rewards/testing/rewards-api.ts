// A stubbed rewards API for the component tests: `fetch` answers /me, the quest list, start, complete, ranking and
// referrals from an in-memory state that changes like the server's (start → started, complete → completed and XP
// added), records every call, and lets a test replace any answer (a refusal, a slow claim).
import { vi } from 'vitest';
import { levelInfo, type Quest, type RankingEntry } from '@k3/shared';
import { jsonResponse } from '../../../testing/render';
import { WALLET, user } from './fixtures';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export const ok = (data: unknown) => jsonResponse({ code: 200, data });
export const fail = (status: number, error: string, message: string, extra: Record<string, string> = {}) =>
  jsonResponse({ code: status, error, message, ...extra }, status);

type Handler = (call: Call) => Response | Promise<Response> | undefined;

interface StubOptions {
  quests?: Quest[];
  ranking?: RankingEntry[];
  /** The user's own entry (GET /me/ranking). */
  myRank?: RankingEntry | { id: string; xp: number; username: string; rank: null };
  xp?: number;
  override?: Handler;
}

export function stubRewardsApi(options: StubOptions = {}) {
  const calls: Call[] = [];
  const state = { quests: [...(options.quests ?? [])], xp: options.xp ?? 1250 };

  const answer = (call: Call): Response | Promise<Response> => {
    const overridden = options.override?.(call);
    if (overridden) return overridden;
    const questId = (call.body as { quest_id?: string } | null)?.quest_id;
    const found = state.quests.find((item) => item.id === questId);
    switch (`${call.method} ${call.path}`) {
      case 'GET /api/me':
        return ok({ ...user(state.xp), levelInfo: levelInfo(state.xp) });
      case 'GET /api/me/quests':
        return ok({ quests: state.quests });
      case 'POST /api/me/quests/start': {
        if (!found) return fail(404, 'quest_not_found', 'Quest not found');
        const started: Quest = { ...found, status: 'started', startedAt: new Date().toISOString() };
        state.quests = state.quests.map((item) => (item.id === found.id ? started : item));
        return ok({ quest: started });
      }
      case 'POST /api/me/quests/complete': {
        if (!found) return fail(404, 'quest_not_found', 'Quest not found');
        const completed: Quest = { ...found, status: 'completed', completedAt: new Date().toISOString() };
        state.quests = state.quests.map((item) => (item.id === found.id ? completed : item));
        state.xp += found.reward.xp;
        return ok({ quest: completed, granted: found.reward, xp: state.xp, kredits: 7 + found.reward.kredits });
      }
      case 'GET /api/ranking':
        return ok({ ranking: options.ranking ?? [], updatedAt: '2026-11-25T10:00:00.000Z' });
      case 'GET /api/me/ranking':
        return ok(options.myRank ?? { id: WALLET, xp: state.xp, username: WALLET, rank: null });
      case 'GET /api/me/referrals':
        return ok({ count: 3, xp: 120, link: 'http://localhost/?ref=abc' });
      default:
        return fail(599, 'unrouted', `No stub for ${call.method} ${call.path}`);
    }
  };

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const raw = typeof init?.body === 'string' ? init.body : null;
    const call = { method: init?.method ?? 'GET', path: url.pathname, body: raw ? (JSON.parse(raw) as unknown) : null };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}
