// X-Ray in demo mode (issue 11 "Demo mode: the same engine over demo inputs (generated, deterministic, labelled
// demo); only the network scans are skipped and marked 'not checked (demo)'"): every bundled asset is audited by the
// job, twice in a day gives the same answer, and the network checks say why they did not run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runXray } from '../../src/jobs/xray';
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
    console.log('audit run', first.audited, first.ms, first.failed.slice(0, 3));
    expect(first.failed).toEqual([]);
    expect(first.audited).toBeGreaterThan(300);
    expect((await runXray(t.app)).audited).toBe(0);
  }, 120_000);

  it('gives a full audit with the network checks marked not checked (demo)', async () => {
    const detail = await (await t.app.xray.service()).detail('kryll', 'full');
    console.log(JSON.stringify(detail, null, 1).slice(0, 6000));
    expect(detail?.demo).toBe(true);
  });
});
