// Serving the built SPA (issue 2 §2): files with their cache headers, index.html for client-side routes,
// JSON 404s under /api, and a clear 404 when the web app is not built.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestApp } from './helpers/build-test-app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
let t: TestApp;
let webDist: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  webDist = await tempDir('k3-web-dist-');
  await mkdir(join(webDist.path, 'assets'));
  await writeFile(join(webDist.path, 'index.html'), INDEX_HTML);
  await writeFile(join(webDist.path, 'assets', 'app-abc123.js'), 'console.log("k3");');
  await writeFile(join(webDist.path, 'robots.txt'), 'User-agent: *');
  t = await buildTestApp({ env: { WEB_DIST: webDist.path } });
});
afterAll(async () => {
  await t.close();
  await webDist.remove();
});

describe('with a built web app', () => {
  it('serves index.html at / with no-cache and the CSP', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves hashed assets as immutable for a year and other files with no-cache', async () => {
    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("k3");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it('answers client-side routes with index.html (200, no-cache)', async () => {
    for (const url of ['/dashboard/watchlist', '/xray/bitcoin?tab=audit', '/no/such/page']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-security-policy'], url).toBeDefined();
    }
  });

  it('keeps JSON 404s for unknown API routes and non-GET requests', async () => {
    const api = await t.app.inject('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 404, error: 'not_found', message: 'Route GET /api/unknown not found' });
    const post = await t.app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('without a built web app', () => {
  it('404s non-API GETs saying how to build it, and the API still answers', async () => {
    const bare = await buildTestApp({ env: { WEB_DIST: join(webDist.path, 'missing') }, database: t.database });
    try {
      const page = await bare.app.inject('/pricing');
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({
        code: 404,
        error: 'web_app_not_built',
        message: 'The web app is not built: run `npm run build`',
      });
      expect((await bare.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
