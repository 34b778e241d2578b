// Who may call the admin API (issue 13 §4 "Every admin route checks the role on the server (403 forbidden for others)").
// The routes are read from the served OpenAPI document, so a route added later is covered without editing this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSetup, adminSetup, call } from './helpers';

/** The admin routes this release serves: quests 6, polls 6, users 3, news feeds, reports, audit. */
const KNOWN_ROUTES = 18;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let s: AdminSetup;
let routes: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; path: string }[];
beforeAll(async () => {
  s = await adminSetup();
  const response = await s.t.app.inject({ url: '/api/docs/json' });
  const doc = response.json<{ paths: Record<string, Partial<Record<(typeof METHODS)[number], unknown>>> }>();
  routes = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, operations]) =>
      METHODS.filter((method) => operations[method]).map((method) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        // Any id: the role check comes before the record is looked up.
        url: path.replace(/\{[^}]+\}/g, 'quest-1'),
        path: `${method.toUpperCase()} ${path}`,
      })),
    );
});
afterAll(() => s.t.close());

describe('every admin route', () => {
  it('is in the OpenAPI document under the admin tag with the bearer scheme', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(KNOWN_ROUTES);
    const doc = (await s.t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    }>();
    for (const path of [
      '/api/admin/quests',
      '/api/admin/users',
      '/api/admin/audit',
      '/api/admin/news-feeds',
      '/api/admin/reports',
    ])
      expect(doc.paths[path]?.get?.tags, path).toEqual(['admin']);
    expect(doc.paths['/api/admin/quests/{id}/publish']?.post?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/admin/users/{id}/role']?.put?.tags).toEqual(['admin']);
  });

  it('answers 403 forbidden to a signed-in user who is not an admin, before reading the body', async () => {
    for (const route of routes) {
      // A body that fails validation: the role check still answers first, so nothing about the route leaks.
      const payload = route.method === 'GET' ? undefined : { nonsense: true };
      const response = await call(s.t.app, { method: route.method, url: route.url, token: s.user, payload });
      expect(response.statusCode, route.path).toBe(403);
      expect(response.json<{ error: string }>().error, route.path).toBe('forbidden');
    }
  });

  it('answers 403 forbidden to a visitor and to an unknown token', async () => {
    for (const route of routes) {
      for (const token of [null, 'not-a-live-session-token']) {
        const response = await call(s.t.app, { method: route.method, url: route.url, token });
        expect(response.statusCode, `${route.path} token=${token}`).toBe(403);
        expect(response.json<{ error: string }>().error).toBe('forbidden');
      }
    }
  });

  it('lets the admin through: each route answers its own result, never 403', async () => {
    for (const route of routes) {
      const response = await call(s.t.app, { method: route.method, url: route.url, token: s.admin });
      // 200 for the lists, 404 for the unknown id, 400 for a change sent without its body.
      expect([200, 400, 404], `${route.path}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it('stops a user as soon as their session ends', async () => {
    await call(s.t.app, { method: 'DELETE', url: '/api/me/session', token: s.admin });
    const response = await call(s.t.app, { url: '/api/admin/audit', token: s.admin });
    expect(response.statusCode).toBe(403);
  });
});
