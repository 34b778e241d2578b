// Issue 22 §8: one rule for every X-Ray surface. Below the plan that includes X-Ray a caller learns how many alerts
// fired, by severity, and nothing of what they say — not their rule, group or sentence, nor a tag reason quoting one —
// on the audits of their holdings (GET /api/me/x-ray), the audit page and Agent K's xray_audit tool (which the
// Telegram bot's /xray answers from). Two users hold the same risky token: one with 800 KRL (Shrimp), one with none
// (Free). Balances come from a fixed adapter; the token is the first low-ranked demo project (KRL aside, it sets the
// plan) whose audit fires a critical or high alert.
import type { MyXray, XrayAlert, XrayProjectDetail } from '@k3/shared';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Balance, BalancesPort } from '../../src/providers/balances/port';
import { latestAudit } from '../../src/repositories/xray';
import { findUserById } from '../../src/repositories/users';
import { createToolRunner, toolDepsOf } from '../../src/services/agent/tools';
import type { XrayAuditData } from '../../src/services/agent/tools/catalogue';
import type { StoredAudit } from '../../src/services/xray/compute';
import { evmWallet, getData, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date());
const shrimpWallet = evmWallet(generatePrivateKey());
const freeWallet = evmWallet(generatePrivateKey());
const holdings = new Map<string, Balance[]>();
const balances: BalancesPort = {
  demo: true,
  wallet: (target) => Promise.resolve(holdings.get(target.address) ?? []),
  exchange: () => Promise.resolve([]),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let risky = '';
let alerts: XrayAlert[] = [];
let shrimp = '';
let free = '';

/** The first of the lowest-ranked demo projects whose audit fires a critical or high alert (the tags quote those). */
async function riskyProject(app: TestApp['app']): Promise<{ id: string; alerts: XrayAlert[] }> {
  const service = await app.xray.service();
  const projects = [...(await service.catalogue()).byId.values()]
    .filter((project) => project.id !== 'kryll')
    .sort((a, b) => b.rank - a.rank);
  for (const project of projects.slice(0, 40)) {
    await service.auditMany([project.id]);
    const stored = (await latestAudit(app.db, project.id))?.result as unknown as StoredAudit | undefined;
    if (stored?.alerts.some((alert) => alert.severity === 'critical' || alert.severity === 'high'))
      return { id: project.id, alerts: stored.alerts };
  }
  throw new Error('no demo project with a critical or high alert among the 40 lowest ranked');
}

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true, balances });
  ({ id: risky, alerts } = await riskyProject(t.app));
  holdings.set(shrimpWallet.address, [
    { chain: 'ethereum', assetId: 'kryll', amount: '800' },
    { chain: 'ethereum', assetId: risky, amount: '1000000' },
  ]);
  holdings.set(freeWallet.address, [{ chain: 'ethereum', assetId: risky, amount: '1000000' }]);
  shrimp = await signIn(t.app, shrimpWallet);
  free = await signIn(t.app, freeWallet);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

const sentences = () => alerts.flatMap((alert) => Object.values(alert.because));
const bySeverity = (list: readonly Pick<XrayAlert, 'severity'>[]) => ({
  info: list.filter((a) => a.severity === 'info').length,
  low: list.filter((a) => a.severity === 'low').length,
  medium: list.filter((a) => a.severity === 'medium').length,
  high: list.filter((a) => a.severity === 'high').length,
  critical: list.filter((a) => a.severity === 'critical').length,
});
const mentionsAnAlert = (text: string) => sentences().some((sentence) => text.includes(sentence));

describe('GET /api/me/x-ray', () => {
  it('gives a Shrimp user every alert of their holdings with its details', async () => {
    const mine = await getData<MyXray>(t.app, '/api/me/x-ray', shrimp);
    expect(mine.access).toBe('full');
    expect(mine.alerts.map((alert) => alert.key).sort()).toEqual(alerts.map((alert) => alert.key).sort());
    expect(mine.alertCounts).toMatchObject({ total: alerts.length, bySeverity: bySeverity(alerts) });
    // Each alert says where its measure was read and when (issue 25 §2).
    expect(mine.alerts.every((alert) => alert.source && alert.source.name !== '')).toBe(true);
  });

  it('gives a Free user the number of alerts by severity, and none of the alerts', async () => {
    const response = await t.app.inject({ url: '/api/me/x-ray', headers: { authorization: `Bearer ${free}` } });
    expect(response.statusCode).toBe(200);
    const mine = response.json<{ data: MyXray }>().data;
    expect(mine.access).toBe('upgrade');
    expect(mine.alerts).toEqual([]);
    expect(mine.alertCounts).toEqual({ total: alerts.length, bySeverity: bySeverity(alerts), byGroup: {} });
    expect(mine.holdings.find((holding) => holding.id === risky)?.alertCount).toBe(alerts.length);
    expect(mentionsAnAlert(response.body)).toBe(false);
    // Nor where an alert's measure was read, nor its evidence (issue 25 §2): they come with the alerts only.
    expect(response.body).not.toMatch(/"source":\{|"evidence":/);
  });
});

describe('the audit page and Agent K, by the same rule', () => {
  it('the audit page gives a Free user the counts by severity and no tag reason quoting an alert', async () => {
    const full = await getData<XrayProjectDetail>(t.app, `/api/x-ray/projects/${risky}`, shrimp);
    expect(full.alertCounts.byGroup).not.toEqual({});
    expect(full.tagReasons.some((tag) => mentionsAnAlert(tag.because.en))).toBe(true);

    const response = await t.app.inject({ url: `/api/x-ray/projects/${risky}`, headers: { authorization: `Bearer ${free}` } });
    const detail = response.json<{ data: XrayProjectDetail }>().data;
    expect(detail.access).toBe('upgrade');
    expect(detail.alertCounts).toEqual({ total: alerts.length, bySeverity: bySeverity(alerts), byGroup: {} });
    expect(detail.tagReasons.map((tag) => tag.tag)).toEqual(full.tagReasons.map((tag) => tag.tag));
    expect(mentionsAnAlert(response.body)).toBe(false);
    expect(response.body).not.toMatch(/"source":\{|"evidence":/);
    const visitor = await t.app.inject({ url: `/api/x-ray/projects/${risky}` });
    expect(mentionsAnAlert(visitor.body)).toBe(false);
    expect(visitor.body).not.toMatch(/"source":\{|"evidence":/);
  });

  it('Agent K’s xray_audit (and so the Telegram bot) gives a Free user no alert and no tag quoting one', async () => {
    const runner = createToolRunner(toolDepsOf(t.app), (await findUserById(t.app.db, freeWallet.address))!, 'en');
    const result = await runner.call('xray_audit', { asset: risky });
    if (!result.ok) throw new Error(result.error);
    const audit = result.data as unknown as XrayAuditData;
    expect(audit.access).toBe('upgrade');
    expect(audit.alerts).toEqual([]);
    expect(audit.tags.length).toBeGreaterThan(0);
    expect(mentionsAnAlert(JSON.stringify(audit))).toBe(false);
  });
});
