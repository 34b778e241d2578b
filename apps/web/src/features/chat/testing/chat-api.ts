// A stubbed Agent K API for the chat's component tests: `fetch` answers /me, the question set and proposals, the
// chat stream (scripted per test: pieces of text, or an error), share, getshare and report, and records each call.
import { vi } from 'vitest';
import { levelInfo, type AiQuestion, type AiQuestionSet, type SharedChat, type User } from '@k3/shared';
import { jsonResponse } from '../../../testing/render';

export const WALLET = '0x1234567890abcdef1234567890ABCDEF12345678';

export function me(kredits = 7): User {
  return {
    id: WALLET,
    general: { username: WALLET, email: null, isEmailValidated: false },
    system: { nft: null, xp: 100, listNfts: [], krls: 0, lastShare: null },
    levelInfo: levelInfo(100),
    chat: { kredits, max: 20, refillAt: '2026-12-01T00:00:00.000Z', eligible: true },
    ref: { link: 'http://localhost/?ref=x' },
    krl: 1500,
    plan: { id: 'lobster', krl: 1500, next: { id: 'kokonut-krab', missingKrl: 1500 } },
    fullQuests: [],
    portfolio: { wallets: [] },
    boosted: false,
    isAdmin: false,
    createdAt: '2026-11-01T00:00:00.000Z',
  };
}

export const question = (id: string, en: string): AiQuestion => ({
  id,
  zone: 'dashboard',
  text: { en, fr: `${en} (fr)`, es: `${en} (es)` },
});

export const QUESTION_SET: AiQuestionSet = {
  version: 'v1',
  zone: 'dashboard',
  questions: [],
  propositions: [
    question('dashboard.worth', 'What is my portfolio worth?'),
    question('dashboard.week', 'How did it move this week?'),
  ],
  login_propositions: [
    { id: 'login.what', text: { en: 'What can Agent K do?', fr: 'Que fait Agent K ?', es: '¿Qué hace Agent K?' } },
  ],
  agent: 'offline',
};

export const ok = (data: unknown) => jsonResponse({ code: 200, data });
export const fail = (status: number, error: string, message: string) => jsonResponse({ code: status, error, message }, status);

/** A chat answer: the pieces of its body in order; `hold` keeps the stream open after them (until aborted). */
export function chatStream(pieces: string[], { hold = false, chatId = 'c-1' } = {}) {
  return (signal: AbortSignal | null | undefined) => {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        if (!hold) controller.close();
        signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
      },
    });
    return new Response(body, { status: 200, headers: { 'x-chat-id': chatId, 'x-agent': 'offline' } });
  };
}

type ChatAnswer = ReturnType<typeof chatStream> | Response | Error;

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** A visitor's answer (POST /api/ai/visitor-chat): no header line; `signIn` when it invites the visitor to log in. */
export function visitorStream(pieces: string[], { hold = false, signIn = false } = {}) {
  return (signal: AbortSignal | null | undefined) => {
    const response = chatStream(pieces, { hold })(signal);
    return new Response(response.body, {
      status: 200,
      headers: { 'x-agent': 'offline', 'x-sign-in': signIn ? 'required' : 'optional' },
    });
  };
}

export function stubChatApi(
  options: { chats?: ChatAnswer[]; visitorChats?: ChatAnswer[]; shared?: SharedChat | null; user?: User } = {},
) {
  const calls: Call[] = [];
  const chats = [...(options.chats ?? [])];
  const visitorChats = [...(options.visitorChats ?? [])];
  const fetchMock = vi.fn<typeof fetch>((input, init) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const path = url.pathname;
    if (path === '/api/me') return Promise.resolve(ok(options.user ?? me()));
    if (path.startsWith('/api/ai/questions') && method === 'GET') return Promise.resolve(ok(QUESTION_SET));
    if (path === '/api/ai/questions' && method === 'POST') {
      return Promise.resolve(ok({ version: 'v1', propositions: [question('dashboard.news', 'Any news about my coins?')] }));
    }
    if (path === '/api/ai/chat' && method === 'POST') {
      const next = chats.shift();
      if (!next) return Promise.resolve(fail(500, 'internal', 'no scripted answer'));
      if (next instanceof Error) return Promise.reject(next);
      return Promise.resolve(next instanceof Response ? next : next(init?.signal));
    }
    if (path === '/api/ai/visitor-chat' && method === 'POST') {
      const next = visitorChats.shift();
      if (!next) return Promise.resolve(fail(500, 'internal', 'no scripted answer'));
      if (next instanceof Error) return Promise.reject(next);
      return Promise.resolve(next instanceof Response ? next : next(init?.signal));
    }
    if (path === '/api/ai/chat' && method === 'DELETE') return Promise.resolve(ok({ cleared: true }));
    if (path.startsWith('/api/ai/chat/getshare/')) {
      return Promise.resolve(options.shared ? ok(options.shared) : fail(404, 'share_not_found', 'gone'));
    }
    if (path === '/api/ai/chat/share' && method === 'POST') {
      return Promise.resolve(
        ok({
          id: 'share123',
          tweetdata: {
            text: 'My chat with Agent K',
            hashtags: ['K3'],
            url: 'http://localhost/chat/share#chatID=share123',
            extra: '',
          },
        }),
      );
    }
    if (path.startsWith('/api/ai/chat/share/') && method === 'DELETE') {
      return Promise.resolve(ok({ id: 'share123', withdrawnAt: new Date().toISOString() }));
    }
    if (path === '/api/ai/report') return Promise.resolve(ok({ report: { id: 'R-7K2M9QX' } }));
    if (path === '/api/me/chat-shares') {
      const share = (id: string, preview: string) => ({
        id,
        url: `http://localhost/chat/share#chatID=${id}`,
        createdAt: '2026-11-20T10:00:00.000Z',
        preview,
      });
      return Promise.resolve(
        ok({ shares: [share('share123', 'What is my portfolio worth?'), share('older456', 'Is bitcoin safe?')] }),
      );
    }
    return Promise.resolve(fail(404, 'not_found', path));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
