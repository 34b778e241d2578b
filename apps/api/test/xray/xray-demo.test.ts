// X-Ray in demo mode (issue 11 "Demo mode: the same engine over demo inputs (generated, deterministic, labelled
// demo); only the network scans are skipped and marked 'not checked (demo)'"): every bundled asset is audited by the
// job once a day, the same inputs give the same audit, the week of history is backfilled, and the answers show the
// spread of scores and alerts a real market has (not every project clean, not every one flagged).
import { XRAY_SECTIONS } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillDemoHistory, runXray } from '../../src/jobs/xray';
import { auditHistory, latestAuditSummaries } from '../../src/repositories/xray';
import { manualClock } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const clock = manualClock(new Date('2026-03-31T12:00:00Z'));
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

describe('the demo audit run', () => {
  it('audits every bundled asset once a day', async () => {
    const first = await runXray(t.app);
    expect(first.failed).toEqual([]);
    expect(first.audited).toBeGreaterThan(150);
    expect((await runXray(t.app)).audited).toBe(0);
  }, 120_000);

  it('spreads scores and fires alerts across the set like a real market', async () => {
    const audits = [...(await latestAuditSummaries(t.app.db)).values()];
    const scores = audits.map((a) => a.score!).sort((a, b) => a - b);
    expect(scores.every((s) => s >= 0 && s <= 100)).toBe(true);
    // The weakest of the bundled projects (all of them ranked, with recorded facts) still raise alerts.
    expect(scores[0]).toBeLessThan(70);
    expect(scores.at(-1)).toBeGreaterThan(80);
    const flagged = audits.filter((a) => a.alertCount > 0).length;
    expect(flagged / audits.length).toBeGreaterThan(0.2);
    expect(flagged / audits.length).toBeLessThan(0.95);
    for (const a of audits) expect(a.demo).toBe(true);
  });

  it('never says Buy beside a Danger or Warning tag, and never Sideways on a 10% move along the slope', async () => {
    const service = await t.app.xray.service();
    const audits = [...(await latestAuditSummaries(t.app.db)).keys()];
    for (const id of audits) {
      const detail = await service.detail(id, 'full');
      const technical = detail?.sections.technical;
      if (!detail || !technical || technical.locked) continue;
      const value = (key: string) => technical.fields.find((f) => f.key === key);
      const cautious = detail.tags.some((tag) => tag === 'danger' || tag === 'warning');
      if (cautious) expect(value('potentialOpportunity')?.value, id).not.toBe('buy');
      // A dollar stablecoin is never an opportunity.
      if (detail.categories.some((category) => category.id === 'stablecoins'))
        expect(detail.tags, id).not.toContain('opportunity');
      // Sideways says why: a flat slope, or closes that moved less than 10% along a noisy one.
      const direction = value('generalDirection');
      if (direction?.value === 'sideways')
        expect(direction.detail, id).toMatch(/\|slope\| below|moved -?\d+\.\d% \(less than 10%/);
    }
  });

  it('gives the same audit for the same inputs, with the network checks marked not checked (demo)', async () => {
    const service = await t.app.xray.service();
    const before = await service.detail('kryll', 'full');
    await service.auditMany(['kryll']);
    const after = await service.detail('kryll', 'full');
    expect(after?.sections).toEqual(before?.sections);
    expect(after?.score).toBe(before?.score);
    for (const name of XRAY_SECTIONS) expect(after?.sections[name].locked).toBe(false);
    const security = after!.sections.security;
    if (security.locked) throw new Error('locked');
    for (const key of ['websiteGrade', 'ipAddress', 'waf', 'contract', 'owner'])
      expect(security.fields.find((f) => f.key === key)).toMatchObject({ value: null, reason: 'not checked (demo)' });
    const onchain = after!.sections.onchain;
    if (onchain.locked) throw new Error('locked');
    expect(onchain.fields.find((f) => f.key === 'source')?.value).toBe('demo (generated)');
  });

  it('backfills the last days of history once', async () => {
    expect(await backfillDemoHistory(t.app, 3)).toBe(2);
    expect(await backfillDemoHistory(t.app, 3)).toBe(0);
    const days = await auditHistory(t.app.db, 'bitcoin', '2026-03-01');
    expect(days.map((d) => d.day)).toEqual(['2026-03-29', '2026-03-30', '2026-03-31']);
  }, 120_000);
});
