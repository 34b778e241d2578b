// A stubbed notifications API for the component tests: `fetch` answers GET /api/me/notifications from the given list
// and POST /api/me/notifications/read like the server (the items read, the unread count back), records every call, and
// can fail the list instead.
import { vi } from 'vitest';
import type { Notification } from '@k3/shared';
import { jsonResponse } from '../../../testing/render';

export const WALLET = '0x3333333333333333333333333333333333333333';

const MINUTE = 60_000;

/** An unread, high-severity owner change on KRYLL found 5 minutes ago, with one copyable evidence. */
export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: '7d1f5a52-2d5c-4c55-9a43-2f0f8e0b1c01',
    createdAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    readAt: null,
    asset: { id: 'kryll', symbol: 'KRL', name: 'KRYLL' },
    change: {
      code: 'owner_changed',
      severity: 'high',
      chain: 'ethereum',
      before: '0x1111111111111111111111111111111111111111',
      after: '0x2222222222222222222222222222222222222222',
    },
    because: {
      en: 'The contract has a new owner, who can change its rules.',
      fr: 'Le contrat a un nouveau propriétaire, qui peut en changer les règles.',
      es: 'El contrato tiene un nuevo propietario, que puede cambiar sus reglas.',
    },
    evidence: [{ kind: 'value', label: 'owner', value: '0x2222222222222222222222222222222222222222' }],
    ...overrides,
  };
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

export function stubNotificationsApi(options: { items?: Notification[]; unread?: number; fail?: boolean } = {}) {
  const calls: Call[] = [];
  let items = [...(options.items ?? [])];
  let unread = options.unread ?? items.filter((item) => item.readAt === null).length;
  let fail = options.fail ?? false;

  const answer = (call: Call): Response => {
    if (call.url.pathname === '/api/me/notifications' && call.method === 'GET') {
      if (fail) return jsonResponse({ code: 500, error: 'internal', message: 'boom' }, 500);
      return jsonResponse({ code: 200, data: { items, unread } });
    }
    if (call.url.pathname === '/api/me/notifications/read' && call.method === 'POST') {
      const ids = (call.body as { ids?: string[] }).ids;
      const readAt = new Date().toISOString();
      items = items.map((item) => (!ids || ids.includes(item.id) ? { ...item, readAt: item.readAt ?? readAt } : item));
      unread = ids ? items.filter((item) => item.readAt === null).length : 0;
      return jsonResponse({ code: 200, data: { unread } });
    }
    return jsonResponse({ code: 404, error: 'not_found', message: 'Not found' }, 404);
  };

  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => {
    const call: Call = {
      method: init?.method ?? 'GET',
      url: new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost'),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    return Promise.resolve(answer(call));
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** The calls to POST /api/me/notifications/read. */
    reads: () => calls.filter((call) => call.url.pathname === '/api/me/notifications/read'),
    /** Answers the list from now on (or fails it). */
    setFail: (value: boolean) => {
      fail = value;
    },
  };
}
