// A request's log lines name its path, never its query string: `GET /api/me/validate?code=NNNNNN` carries a one-time
// email code, a search its text (docs/operations.md "Logs": no secret, no user text).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestApp } from './helpers/build-test-app';
import { TEST_ENV } from './auth/helpers';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path, LOG_LEVEL: 'debug' }, logStream });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

describe('request log lines', () => {
  it('log the path without the query, whatever the route answers', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/me/validate?code=739215' });
    await t.app.inject({ method: 'GET', url: '/api/search?q=my%20secret%20plan&code=481516' });
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url?: string } });
    const urls = entries.filter((entry) => entry.msg === 'request completed').map((entry) => entry.req?.url);
    expect(urls).toEqual(['/api/me/validate', '/api/search']);
    expect(entries.filter((entry) => entry.msg === 'incoming request').map((entry) => entry.req?.url)).toEqual(urls);
    const output = lines.join('');
    for (const value of ['739215', '481516', 'secret', 'code=']) expect(output).not.toContain(value);
  });

  it('carry the request id the response echoes, on every line of the request; a quiet route writes none at info', async () => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/me/validate?code=1' });
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string; level: number });
    expect(entries.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    for (const entry of entries) expect(entry.reqId).toBe(requestId);
    // /api/health logs at debug only (quietLogs): at debug it writes both lines, with its own id.
    lines.length = 0;
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const healthLines = lines.map((line) => JSON.parse(line) as { reqId?: string; level: number });
    expect(healthLines).toHaveLength(2);
    expect(healthLines.every((line) => line.reqId === health.headers['x-request-id'] && line.level === 20)).toBe(true);
  });
});
