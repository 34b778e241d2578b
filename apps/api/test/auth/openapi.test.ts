// The sign-in routes appear in the OpenAPI document with their tags and the bearer scheme (docs/architecture.md).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('documents the auth and me routes', async () => {
  const response = await t.app.inject({ url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  const doc = response.json<{ paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>> }>();
  expect(doc.paths['/api/user/auth/{wallet}']?.post?.tags).toEqual(['auth']);
  expect(doc.paths['/api/user/auth-link-token/{code}']?.get?.tags).toEqual(['auth']);
  expect(doc.paths['/api/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
  for (const path of [
    '/api/me/general',
    '/api/me/get-link',
    '/api/me/validate-email',
    '/api/me/validate',
    '/api/me/sessions/{id}',
  ])
    expect(doc.paths[path], path).toBeDefined();
});
