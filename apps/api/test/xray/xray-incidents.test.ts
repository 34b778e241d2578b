// Incidents in the news reach the audit (issue 25 §2; docs/xray-rules.md "Incidents in the news"): an exploit story of
// high impact naming Dogecoin fires high_risk_detected on Dogecoin's audit with the story as its reason, lowers the
// score, is there after one run of the news job (not the next day), and Agent K's "Is Dogecoin safe?" names it; a
// story older than the window, or of low impact, does not count; and the rule's words.
import type { XrayProjectDetail } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runNews } from '../../src/jobs/news';
import { runXray } from '../../src/jobs/xray';
import { findUserById } from '../../src/repositories/users';
import { createToolRunner, toolDepsOf } from '../../src/services/agent/tools';
import { ingestFeedBatch } from '../../src/services/news/ingest';
import type { FeedItem } from '../../src/services/news/types';
import { incidentKind, INCIDENT_WINDOW_DAYS, titlePosition } from '../../src/services/xray/incidents';
import { ask } from '../agent/offline-fixtures';
import { bearer, evmWallet, manualClock, signIn, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const NOW = new Date('2026-11-20T10:00:00Z');
const HOUR = 3_600_000;
const clock = manualClock(NOW);
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let token: string;
let address: string;

const story = (title: string, hoursAgo: number, slug: string): FeedItem => ({
  guid: `https://wire.example/${slug}`,
  link: `https://wire.example/${slug}`,
  title,
  description: `${title}. The team has paused the bridge while it investigates.`,
  pubDate: new Date(clock.now().getTime() - hoursAgo * HOUR),
  categories: [],
});

async function publish(items: FeedItem[]) {
  const now = clock.now();
  await ingestFeedBatch(
    t.app.db,
    await t.app.news.pipeline(),
    { lang: 'en', source: 'Wire Example', feedUrl: 'https://wire.example/rss', demo: false, items },
    { now, oldest: new Date(now.getTime() - 30 * 24 * HOUR) },
  );
}

const audit = async (id: string) =>
  (await t.app.inject({ url: `/api/x-ray/projects/${id}`, headers: bearer(token) })).json<{ data: XrayProjectDetail }>().data;
const highRisk = (detail: XrayProjectDetail) => {
  const security = detail.sections.security;
  if (security.locked) throw new Error('security locked');
  return {
    alert: security.alerts.find((a) => a.key === 'high_risk_detected'),
    check: security.checks.find((c) => c.key === 'high_risk_detected'),
  };
};

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
  await runNews(t.app);
  await runXray(t.app);
  const wallet = evmWallet();
  address = wallet.address;
  token = await signIn(t.app, wallet);
}, 180_000);

afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

describe('an incident in the news', () => {
  it('reaches the project’s audit at the next news run: an alert with the story, a lower score, and Agent K says it', async () => {
    const before = await audit('dogecoin');
    expect(highRisk(before).alert).toBeUndefined();
    // Without an incident, the rule stays not checked in demo (the contract was not read): never a clean pass.
    expect(highRisk(before).check?.status).toBe('not-checked');

    clock.advance(3600);
    const title = 'Dogecoin bridge exploited for $120m in cross-chain attack';
    await publish([story(title, 2, 'doge-bridge-exploit')]);
    const run = await runNews(t.app);
    expect(run.reaudited).toContain('dogecoin');

    const after = await audit('dogecoin');
    const { alert, check } = highRisk(after);
    expect(check?.status).toBe('fired');
    expect(alert?.severity).toBe('critical');
    expect(alert?.risky).toBe('atLeast');
    expect(alert?.because.en).toContain(`“${title}”`);
    expect(alert?.because.en).toMatch(/an exploit or theft reported on 2026-11-20 by Wire Example/);
    expect(alert?.because.fr).toContain('un piratage ou un vol');
    // The alert links the story's page in K3 and names its outlet and publication time as its source (issue 25 §2).
    const link = alert?.evidence?.find((e) => e.label === 'newsStory');
    expect(link?.kind).toBe('link');
    expect(link?.value).toMatch(/^\/news\/[^/]+$/);
    expect(link?.text).toBe(title);
    expect(alert?.source).toEqual({ name: 'Wire Example (K3 news)', asOf: new Date(NOW.getTime() - HOUR).toISOString() });
    const storyId = link!.value.slice('/news/'.length);
    const page = await t.app.inject({ url: `/api/news/items/${storyId}` });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ data: { title: string } }>().data.title).toBe(title);
    expect(after.score!).toBeLessThan(before.score!);
    expect(after.alertCounts.total).toBe(before.alertCounts.total + 1);

    const user = (await findUserById(t.app.db, address))!;
    const answer = await ask(createToolRunner(toolDepsOf(t.app), user, 'en'), 'en', 'Is Dogecoin safe?');
    expect(answer.text).toContain(title);
  }, 120_000);

  it('ages out after the window, and a low-impact or old story never counts', async () => {
    await publish([story('Shiba Inu exploit drains $3m from a lending protocol', INCIDENT_WINDOW_DAYS * 24 + 2, 'old-shib')]);
    await runNews(t.app);
    expect(highRisk(await audit('shiba-inu')).alert).toBeUndefined();

    clock.advance((INCIDENT_WINDOW_DAYS * 24 + 1) * 3600);
    await runXray(t.app);
    expect(highRisk(await audit('dogecoin')).alert).toBeUndefined();
  }, 180_000);

  it('reads the kind of incident from the title only, and charges it to the coin the title names first', async () => {
    expect(incidentKind('Dogecoin bridge exploited for $120m')).toBe('exploit');
    expect(incidentKind('Le pont de Dogecoin piraté : 120 millions de dollars dérobés')).toBe('exploit');
    expect(incidentKind('Pepe team accused of a rug pull')).toBe('scam');
    expect(incidentKind('USDD depegs as reserves shrink')).toBe('depeg');
    expect(incidentKind('Solana network halts block production for five hours')).toBe('halt');
    expect(incidentKind('Northbridge Exchange to delist Beam')).toBe('delisting');
    expect(incidentKind('SEC sues the Zorb Foundation')).toBe('enforcement');
    // Words that only look like incidents.
    expect(incidentKind('Bitcoin rally halts near $100k')).toBeNull();
    expect(incidentKind('Bitcoin climbs 4% as ETF inflows grow')).toBeNull();
    expect(titlePosition('Hackers steal $40m in ETH and USDC from a bridge', { name: 'Ethereum', symbol: 'eth' })).toBe(22);
    expect(titlePosition('Hackers steal $40m in ETH and USDC from a bridge', { name: 'USDC', symbol: 'usdc' })).toBe(30);
    expect(titlePosition('Tether expands to a new chain', { name: 'Ethereum', symbol: 'eth' })).toBe(-1);

    // A story naming two coins is the incident of the first only; one whose title names neither (the coin is only in
    // the description) is nobody's.
    const before = await audit('avalanche-2');
    clock.advance(3600);
    await publish([
      story('Hackers drain $145m from a lending protocol on Avalanche, with Chainlink feeds blamed', 1, 'avax-link'),
      {
        ...story('Lending protocol drained for $9m', 1, 'no-coin-named'),
        description: 'The attacker moved the Uniswap tokens through several wallets.',
      },
    ]);
    const run = await runNews(t.app);
    expect(run.reaudited).toContain('avalanche-2');
    expect(run.reaudited).not.toContain('chainlink');
    expect(run.reaudited).not.toContain('uniswap');
    expect(highRisk(await audit('avalanche-2')).alert?.because.en).toContain('on Avalanche');
    expect(highRisk(await audit('chainlink')).alert).toBeUndefined();
    expect(before.score).not.toBeNull();
  }, 120_000);
});
