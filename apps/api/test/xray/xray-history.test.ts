// The score history with its reasons (issue 25 §3): GET /api/x-ray/projects/{id}/history says, for each audited day of
// the last 90, how the score moved since the previous audited day and which alerts appeared and disappeared. With a
// plan that includes X-Ray the alerts are named; a visitor and a Free user get the counts only, and no alert key
// anywhere in the answer (docs/xray.md "Who sees the alerts"). The audits are stored as the job stores them, with
// chosen alerts, so each change is known in advance.
import { ALERT_KEYS, type XrayHistoryPoint } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveAudit } from '../../src/repositories/xray';
import { bearer, evmWallet, getData, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date('2026-06-30T12:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let shrimp = '';
let free = '';

interface History {
  id: string;
  access: 'full' | 'connect' | 'upgrade';
  days: XrayHistoryPoint[];
}

/** Stored audits of bitcoin: day, score and the keys of the alerts that fired. A key no rule has any more is kept. */
const AUDITS: { day: string; score: number | null; keys: string[] }[] = [
  { day: '2026-03-01', score: 90, keys: [] }, // older than 90 days: not in the history
  { day: '2026-06-26', score: 82, keys: ['low_volume', 'low_hype'] },
  // 2026-06-27 not audited: the next day compares with the 26th.
  { day: '2026-06-28', score: 64, keys: ['low_hype', 'low_marketcap', 'important_price_drop', 'retired_rule'] },
  { day: '2026-06-29', score: null, keys: ['low_marketcap'] },
  { day: '2026-06-30', score: 70, keys: ['low_marketcap'] },
];

async function store(): Promise<void> {
  for (const audit of AUDITS)
    await saveAudit(t.app.db, {
      assetId: 'bitcoin',
      day: audit.day,
      auditedAt: new Date(`${audit.day}T12:00:00Z`),
      score: audit.score,
      alertCount: audit.keys.length,
      tags: [],
      demo: true,
      result: { alerts: audit.keys.map((key) => ({ key, severity: 'medium' })) },
      inputsAsOf: {},
    });
}

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
  await store();
  shrimp = await signIn(t.app, evmWallet());
  free = await signIn(t.app, solanaWallet());
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

const historyOf = (token?: string) =>
  t.app.inject({ url: '/api/x-ray/projects/bitcoin/history', headers: token ? bearer(token) : {} });

describe('GET /api/x-ray/projects/{id}/history, the reasons of each change', () => {
  it('names the alerts that appeared and disappeared since the previous audited day, with the score’s move', async () => {
    const history = await getData<History>(t.app, '/api/x-ray/projects/bitcoin/history', shrimp);
    expect(history.access).toBe('full');
    expect(history.days.map((day) => [day.day, day.score, day.alerts])).toEqual([
      ['2026-06-26', 82, 2],
      ['2026-06-28', 64, 4],
      ['2026-06-29', null, 1],
      ['2026-06-30', 70, 1],
    ]);
    expect(history.days[0]!.change).toBeNull();
    expect(history.days[1]!.change).toEqual({
      since: '2026-06-26',
      scoreDelta: -18,
      appeared: ['low_marketcap', 'important_price_drop'],
      disappeared: ['low_volume'],
      // The retired key is counted, never named (the contract lists the rules' keys only).
      appearedCount: 3,
      disappearedCount: 1,
    });
    expect(history.days[2]!.change).toEqual({
      since: '2026-06-28',
      scoreDelta: null,
      appeared: [],
      disappeared: ['low_hype', 'important_price_drop'],
      appearedCount: 0,
      disappearedCount: 3,
    });
    expect(history.days[3]!.change).toMatchObject({
      since: '2026-06-29',
      scoreDelta: null,
      appearedCount: 0,
      disappearedCount: 0,
    });
  });

  for (const [who, token, access] of [
    ['a visitor', () => undefined, 'connect'],
    ['a Free user', () => free, 'upgrade'],
    ['an ended session (answered as a visitor)', () => 'not-a-live-token', 'connect'],
  ] as const) {
    it(`gives ${who} the counts only, naming no alert`, async () => {
      const response = await historyOf(token());
      expect(response.statusCode).toBe(200);
      const history = response.json<{ data: History }>().data;
      expect(history.access).toBe(access);
      expect(history.days.map((day) => day.score)).toEqual([82, 64, null, 70]);
      expect(history.days[1]!.change).toEqual({
        since: '2026-06-26',
        scoreDelta: -18,
        appeared: [],
        disappeared: [],
        appearedCount: 3,
        disappearedCount: 1,
      });
      for (const key of [...ALERT_KEYS, 'retired_rule']) expect(response.body).not.toContain(key);
    });
  }

  it('is never kept by a shared cache, since the answer depends on who asks', async () => {
    const response = await historyOf();
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 project_not_found for an unknown id', async () => {
    const response = await t.app.inject({ url: '/api/x-ray/projects/no-such-coin/history' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'project_not_found' });
  });
});
