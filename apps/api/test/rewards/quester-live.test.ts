// The live quest-platform adapter against a local HTTP server speaking its protocol (docs/rewards.md "Quester"):
// GET {base}/quests/{id}/completions/{wallet} with x-api-key, `{ completed }` read as is, 404 as not done, a 5xx
// retried with backoff then reported as unavailable (never as "not done"), an unexpected body likewise; and the demo
// adapter's 30-second rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoQuester, DEMO_QUESTER_DELAY_S } from '../../src/providers/quester/demo';
import { createLiveQuester } from '../../src/providers/quester/live';
import { QuestPlatformUnavailableError } from '../../src/providers/quester/port';
import { manualHttpClock, sendJson, startServer, type LocalServer } from '../providers/local-server';

const answers = new Map<string, () => [number, unknown]>([
  ['0xDone', () => [200, { completed: true }]],
  ['0xNotDone', () => [200, { completed: false }]],
  ['0xDown', () => [500, { error: 'internal' }]],
  ['0xOdd', () => [200, { status: 'done' }]],
]);
let server: LocalServer;
beforeAll(async () => {
  server = await startServer((request, response) => {
    const wallet = decodeURIComponent(request.url.pathname.split('/').at(-1) ?? '');
    const [status, body] = answers.get(wallet)?.() ?? [404, { error: 'no completion' }];
    sendJson(response, body, status);
  });
});
afterAll(async () => {
  await server?.close();
});

const startedAt = new Date('2026-11-26T09:00:00Z');

describe('live quest platform', () => {
  it('asks about the quest and wallet with the key, and reads done, not done and 404 (not done)', async () => {
    const clock = manualHttpClock();
    const quester = createLiveQuester({ baseUrl: `${server.url}/v1`, apiKey: 'secret-key', http: { clock } });
    expect(await quester.completed({ platformQuestId: 'k3/onboarding', wallet: '0xDone', startedAt })).toBe(true);
    const request = server.requests.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/v1/quests/k3%2Fonboarding/completions/0xDone');
    expect(request.headers['x-api-key']).toBe('secret-key');
    expect(await quester.completed({ platformQuestId: 'q', wallet: '0xNotDone', startedAt })).toBe(false);
    expect(await quester.completed({ platformQuestId: 'q', wallet: '0xNobody', startedAt })).toBe(false);
    expect(clock.sleeps).toEqual([]);
  });

  it('retries a 500 with backoff, then says the platform is unavailable without leaking the key', async () => {
    const clock = manualHttpClock();
    const quester = createLiveQuester({ baseUrl: server.url, apiKey: 'secret-key', http: { clock, random: () => 0 } });
    const before = server.requests.length;
    const failure = quester.completed({ platformQuestId: 'q', wallet: '0xDown', startedAt });
    await expect(failure).rejects.toBeInstanceOf(QuestPlatformUnavailableError);
    await expect(failure).rejects.not.toThrow(/secret-key/);
    expect(server.requests.length - before).toBe(3);
    expect(clock.sleeps).toEqual([100, 200]);
  });

  it('treats an unexpected body as unavailable, not as an answer', async () => {
    const quester = createLiveQuester({ baseUrl: server.url, apiKey: null, http: { clock: manualHttpClock() } });
    await expect(quester.completed({ platformQuestId: 'q', wallet: '0xOdd', startedAt })).rejects.toThrow(
      /unexpected response shape/,
    );
    expect(server.requests.at(-1)!.headers['x-api-key']).toBeUndefined();
  });
});

describe('demo quest platform', () => {
  it(`says done once the quest was started ${DEMO_QUESTER_DELAY_S} s ago by the app clock`, async () => {
    let now = startedAt.getTime() + (DEMO_QUESTER_DELAY_S - 1) * 1000;
    const quester = createDemoQuester(() => new Date(now));
    expect(quester.demo).toBe(true);
    expect(await quester.completed({ platformQuestId: 'q', wallet: '0xA', startedAt })).toBe(false);
    now += 1000;
    expect(await quester.completed({ platformQuestId: 'q', wallet: '0xA', startedAt })).toBe(true);
  });
});
