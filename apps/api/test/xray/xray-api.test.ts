// The X-Ray API (issue 11 §2, §4 "API: visitor vs Free vs Shrimp answers, 404, favorites validation, search with
// accents, history"), in demo mode over the bundled assets, audited by the job as at start.
import type { MyXray, XrayCategory, XrayProjectDetail, XrayProjectList, XrayProjectSummary } from '@k3/shared';
import { XRAY_SECTIONS } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runXray } from '../../src/jobs/xray';
import { PROJECT_NOT_FOUND } from '../../src/routes/api/x-ray/index';
import { bearer, evmWallet, getData, manualClock, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';

const NOW = new Date('2026-03-31T12:00:00Z');
const clock = manualClock(NOW);
let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
let shrimp: string;
let free: string;

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
const data = <T>(response: { json: <J>() => J }) => response.json<{ data: T }>().data;

beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, clock: clock.now, loadReference: true });
  await runXray(t.app);
  shrimp = await signIn(t.app, evmWallet());
  free = await signIn(t.app, solanaWallet());
}, 180_000);

afterAll(async () => {
  await t?.close();
  await dataDir?.remove();
});

describe('plans', () => {
  it('reads a new user’s wallets before deciding the access, as GET /api/me does', async () => {
    const fresh = await signIn(t.app, evmWallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'));
    expect(data<XrayProjectDetail>(await get('/api/x-ray/projects/bitcoin', fresh)).access).toBe('full');
  });

  it('the demo EVM user is Shrimp or above and the Solana user is Free', async () => {
    expect((await getData<{ plan: { id: string } }>(t.app, '/api/me', shrimp)).plan.id).not.toBe('free');
    expect((await getData<{ plan: { id: string } }>(t.app, '/api/me', free)).plan.id).toBe('free');
  });
});

describe('GET /api/x-ray/projects/{id}', () => {
  it('gives a visitor the summary and every section locked with "connect"', async () => {
    const response = await get('/api/x-ray/projects/bitcoin');
    expect(response.statusCode).toBe(200);
    const detail = data<XrayProjectDetail>(response);
    expect(detail).toMatchObject({ id: 'bitcoin', symbol: 'BTC', access: 'connect', demo: true });
    expect(detail.score).toBeTypeOf('number');
    expect(detail.alertCounts.total).toBeGreaterThanOrEqual(0);
    for (const s of XRAY_SECTIONS) expect(detail.sections[s]).toEqual({ locked: true, reason: 'connect' });
  });

  it('states the confidence beside the score, and which sections rest on no check (issue 25 §1)', async () => {
    // The demo runs no network check, so the security section has no check behind it: a clean score is only "low".
    const detail = data<XrayProjectDetail>(await get('/api/x-ray/projects/bitcoin'));
    expect(detail.confidence).toBe('low');
    expect(detail.confidenceBasis).toMatchObject({ level: 'low', notChecked: ['security'] });
    expect(detail.confidenceBasis!.sections.security).toEqual({ checked: 0, total: 10, weightShare: 0 });
    expect(detail.confidenceBasis!.sections.financial!.checked).toBeGreaterThan(0);
    // Lists carry the same level as the page.
    const list = data<XrayProjectList>(await get('/api/x-ray/projects?search=bitcoin'));
    expect(list.items.find((p) => p.id === 'bitcoin')?.confidence).toBe('low');
    // Never an opportunity on low confidence.
    expect(list.items.every((p) => !p.tags.includes('opportunity'))).toBe(true);
  });

  it('treats an ended session as a visitor, never 403', async () => {
    const response = await get('/api/x-ray/projects/bitcoin', 'not-a-live-token');
    expect(response.statusCode).toBe(200);
    expect(data<XrayProjectDetail>(response).access).toBe('connect');
  });

  it('locks the sections of a Free user with "upgrade"', async () => {
    const detail = data<XrayProjectDetail>(await get('/api/x-ray/projects/bitcoin', free));
    expect(detail.access).toBe('upgrade');
    expect(detail.sections.security).toEqual({ locked: true, reason: 'upgrade' });
  });

  it('opens all six sections to a Shrimp user, each field measured or saying why not', async () => {
    const detail = data<XrayProjectDetail>(await get('/api/x-ray/projects/kryll', shrimp));
    expect(detail.access).toBe('full');
    for (const name of XRAY_SECTIONS) {
      const section = detail.sections[name];
      expect(section.locked, name).toBe(false);
      if (section.locked) continue;
      expect(section.fields.length, name).toBeGreaterThan(0);
      for (const f of section.fields) if (f.value === null) expect(f.reason, `${name}.${f.key}`).toBeTruthy();
      // Each check names its alert group, so a group none of whose checks ran can say "not checked".
      for (const c of section.checks)
        expect(c.group, `${name}.${c.key}`).toMatch(/^(tokenomics|governance|security|transparency)$/);
    }
    const security = detail.sections.security;
    if (security.locked) throw new Error('locked');
    // Demo: the network checks are skipped and say so.
    expect(security.fields.find((f) => f.key === 'websiteGrade')).toMatchObject({ value: null, reason: 'not checked (demo)' });
    expect(security.fields.find((f) => f.key === 'contract')).toMatchObject({ value: null, reason: 'not checked (demo)' });
    expect(detail.coverage.total).toBe(31);
    expect(detail.coverage.checked + detail.coverage.notChecked).toBe(31);
  });

  it('shows the recorded facts of a real coin with their source, and "not published" where no source gives one', async () => {
    const fieldOf = (detail: XrayProjectDetail, name: (typeof XRAY_SECTIONS)[number], key: string) => {
      const section = detail.sections[name];
      if (section.locked) throw new Error(`${name} locked`);
      return section.fields.find((f) => f.key === key);
    };
    const btc = data<XrayProjectDetail>(await get('/api/x-ray/projects/bitcoin', shrimp));
    expect(fieldOf(btc, 'financial', 'maxSupply')).toMatchObject({ value: 21_000_000 });
    expect(fieldOf(btc, 'financial', 'maxSupply')?.detail).toMatch(/^Source: CoinGecko .*, as of 20\d\d-\d\d-\d\d$/);
    expect(fieldOf(btc, 'financial', 'circulatingSupply')?.value).toBeGreaterThan(19_000_000);
    expect(fieldOf(btc, 'fundamental', 'launchDate')).toMatchObject({ value: '2009-01-03' });
    expect(fieldOf(btc, 'fundamental', 'website')?.value).toMatch(/^https:\/\/bitcoin\.org/);
    // Bitcoin publishes no country: none is made up.
    expect(fieldOf(btc, 'fundamental', 'country')).toMatchObject({ value: null, reason: 'not published' });
    expect(fieldOf(btc, 'fundamental', 'forks')?.value).toBeGreaterThan(10_000);
    // What is generated says so, field by field.
    expect(fieldOf(btc, 'social', 'twitterFollowers')?.detail).toMatch(/^Demo: generated/);
    const eth = data<XrayProjectDetail>(await get('/api/x-ray/projects/ethereum', shrimp));
    expect(fieldOf(eth, 'financial', 'maxSupply')).toMatchObject({ value: null, reason: 'uncapped: no maximum supply' });
    // KRL's supply is not published, so neither is its market cap.
    const krl = data<XrayProjectDetail>(await get('/api/x-ray/projects/kryll', shrimp));
    expect(krl.marketCap).toBeNull();
    expect(fieldOf(krl, 'financial', 'marketCap')).toMatchObject({ value: null, reason: 'not published' });
    expect(fieldOf(krl, 'financial', 'circulatingSupply')).toMatchObject({ value: null, reason: 'not published' });
  });

  it('explains every alert with its value, threshold and a sentence in three languages', async () => {
    // The last page: the smallest projects, where alerts fire as on real small caps.
    const { pages } = data<XrayProjectList>(await get('/api/x-ray/projects'));
    const list = data<XrayProjectList>(await get(`/api/x-ray/projects?page=${pages}`));
    let seen = 0;
    for (const p of list.items) {
      const detail = data<XrayProjectDetail>(await get(`/api/x-ray/projects/${p.id}`, shrimp));
      for (const name of XRAY_SECTIONS) {
        const section = detail.sections[name];
        if (section.locked) continue;
        for (const alert of section.alerts) {
          seen += 1;
          expect(alert.section).toBe(name);
          expect(alert.because.en).toMatch(/\d/);
          expect(alert.because.fr.length).toBeGreaterThan(10);
          expect(alert.because.es.length).toBeGreaterThan(10);
          expect(section.checks.find((c) => c.key === alert.key)?.status).toBe('fired');
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('answers 404 project_not_found for an unknown id, and 414 for an id longer than any', async () => {
    const response = await get('/api/x-ray/projects/no-such-coin');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'project_not_found', message: PROJECT_NOT_FOUND });
    // Longer than any id: refused before the route (414), never a server error.
    const long = await get(`/api/x-ray/projects/${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(414);
    for (const path of ['similar', 'history'])
      expect((await get(`/api/x-ray/projects/no-such-coin/${path}`)).statusCode).toBe(404);
  });
});

describe('search, categories, tops, similar, history', () => {
  it('finds by name or symbol, accents and case ignored, best match first', async () => {
    const accents = data<XrayProjectList>(await get(`/api/x-ray/projects?search=${encodeURIComponent('ÉTHÉREUM')}`));
    expect(accents.items[0]?.id).toBe('ethereum');
    const symbol = data<XrayProjectList>(await get('/api/x-ray/projects?search=krl'));
    expect(symbol.items[0]).toMatchObject({ id: 'kryll', symbol: 'KRL' });
    expect(symbol.items[0]?.score).toBeTypeOf('number');
    const none = data<XrayProjectList>(await get('/api/x-ray/projects?search=zzqqxx'));
    expect(none).toMatchObject({ items: [], total: 0, pages: 1 });
  });

  it('pages 20 at a time and refuses a bad page naming it', async () => {
    const first = data<XrayProjectList>(await get('/api/x-ray/projects'));
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThan(150);
    expect(first.items.map((p) => p.rank)).toEqual([...first.items.map((p) => p.rank)].sort((a, b) => a - b));
    const bad = await get('/api/x-ray/projects?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/page/);
  });

  it('filters by category and lists categories with counts', async () => {
    const categories = data<XrayCategory[]>(await get('/api/x-ray/categories'));
    const meme = categories.find((c) => c.id === 'meme-token');
    expect(meme?.count).toBeGreaterThan(3);
    const list = data<XrayProjectList>(await get('/api/x-ray/projects?category=meme-token'));
    expect(list.total).toBe(meme?.count);
    expect(list.items.map((p) => p.id)).toContain('dogecoin');
    expect(list.items.map((p) => p.id)).not.toContain('bitcoin');
  });

  it('ranks winners and losers by 24 h change and lists the last audited', async () => {
    const winners = data<{ items: XrayProjectSummary[] }>(await get('/api/x-ray/tops/winners')).items;
    const losers = data<{ items: XrayProjectSummary[] }>(await get('/api/x-ray/tops/losers')).items;
    expect(winners).toHaveLength(20);
    expect(winners[0]!.change24h!).toBeGreaterThanOrEqual(winners[19]!.change24h!);
    expect(losers[0]!.change24h!).toBeLessThanOrEqual(losers[19]!.change24h!);
    const audited = data<{ items: XrayProjectSummary[] }>(await get('/api/x-ray/tops/audited')).items;
    expect(audited[0]?.auditedAt).toBe(NOW.toISOString());
    const bad = await get('/api/x-ray/tops/best');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/type/);
  });

  it('suggests projects of the same categories', async () => {
    const similar = data<XrayProjectSummary[]>(await get('/api/x-ray/projects/dogecoin/similar'));
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.map((p) => p.id)).not.toContain('dogecoin');
    expect(similar.map((p) => p.id)).toContain('shiba-inu');
  });

  it('serves the daily series the figures are computed from, oldest first', async () => {
    type Point = { date: string; close: number; volume: number };
    const response = await get('/api/x-ray/projects/bitcoin/prices');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const month = data<Point[]>(response);
    expect(month).toHaveLength(30);
    expect(month.at(-1)?.date).toBe('2026-03-31');
    for (let i = 1; i < month.length; i += 1)
      expect(Date.parse(month[i]!.date) - Date.parse(month[i - 1]!.date)).toBe(86_400_000);
    for (const point of month) {
      expect(point.close).toBeGreaterThan(0);
      expect(point.volume).toBeGreaterThan(0);
    }
    // The audit's price and 24 h change are this series' last close and its move from the day before.
    const detail = data<XrayProjectDetail>(await get('/api/x-ray/projects/bitcoin'));
    const [before, last] = month.slice(-2) as [Point, Point];
    expect(detail.price).toBe(last.close);
    expect(detail.change24h).toBeCloseTo(((last.close - before.close) / before.close) * 100, 2);
    const longer = data<Point[]>(await get('/api/x-ray/projects/bitcoin/prices?days=100'));
    expect(longer).toHaveLength(100);
    expect(longer.slice(-30)).toEqual(month);
    expect(data<Point[]>(await get('/api/x-ray/projects/bitcoin/prices?days=1'))).toEqual([last]);
  });

  it('refuses a bad number of days naming the field, and an unknown project with 404', async () => {
    for (const days of ['0', '366', '2.5', 'abc', '-3']) {
      const bad = await get(`/api/x-ray/projects/bitcoin/prices?days=${days}`);
      expect(bad.statusCode, days).toBe(400);
      expect(bad.json<{ message: string }>().message, days).toMatch(/days must be a whole number from 1 to 365/);
    }
    const unknown = await get('/api/x-ray/projects/no-such-coin/prices');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'project_not_found' });
  });

  it('keeps one history point a day, the latest audit of the day', async () => {
    clock.advance(24 * 3600);
    await runXray(t.app);
    const history = data<{ days: { day: string; score: number | null }[] }>(await get('/api/x-ray/projects/bitcoin/history'));
    expect(history.days.map((d) => d.day)).toEqual(['2026-03-31', '2026-04-01']);
    expect(history.days[1]!.score).toBeTypeOf('number');
  }, 120_000);
});

describe('favorites', () => {
  it('keeps known ids in order, without duplicates, per user', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/me/favorites',
      headers: bearer(shrimp),
      payload: { ids: ['kryll', 'bitcoin', 'kryll'] },
    });
    expect(put.statusCode).toBe(200);
    const saved = await getData<{ ids: string[]; items: XrayProjectSummary[] }>(t.app, '/api/me/favorites', shrimp);
    expect(saved.ids).toEqual(['kryll', 'bitcoin']);
    expect(saved.items.map((p) => [p.id, p.symbol])).toEqual([
      ['kryll', 'KRL'],
      ['bitcoin', 'BTC'],
    ]);
    expect(saved.items[0]?.score).toBeTypeOf('number');
    expect(await getData(t.app, '/api/me/favorites', free)).toEqual({ ids: [], items: [] });
  });

  it('refuses unknown ids, too many ids and a wrong shape, naming the field, and keeps the saved list', async () => {
    const cases = [
      { ids: ['kryll', 'no-such-coin'] },
      { ids: Array.from({ length: 21 }, (_, i) => `c${i}`) },
      { ids: 'kryll' },
      {},
    ];
    for (const payload of cases) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/me/favorites', headers: bearer(shrimp), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/ids/);
    }
    expect((await getData<{ ids: string[] }>(t.app, '/api/me/favorites', shrimp)).ids).toEqual(['kryll', 'bitcoin']);
  });

  it('needs a session', async () => {
    expect((await get('/api/me/favorites')).statusCode).toBe(403);
  });
});

describe('GET /api/me/x-ray', () => {
  it('audits what the user holds, shares adding to 1, alerts ranked by value at risk', async () => {
    const mine = await getData<MyXray>(t.app, '/api/me/x-ray', shrimp);
    expect(mine.demo).toBe(true);
    expect(mine.holdings.length).toBeGreaterThan(1);
    expect(mine.holdings.map((h) => h.id)).toContain('kryll');
    expect(mine.holdings.reduce((s, h) => s + h.share, 0)).toBeCloseTo(1, 2);
    expect(mine.portfolioScore).toBeTypeOf('number');
    // The portfolio score says how far it can be trusted, and how much of the value it leaves out.
    expect(mine.portfolioConfidence).toBe('low');
    expect(mine.unscoredShare).toBeGreaterThanOrEqual(0);
    expect(mine.unscoredShare).toBeLessThan(1);
    for (const h of mine.holdings) if (h.score !== null) expect(h.confidence).toBe('low');
    const risks = mine.alerts.map((a) => a.valueAtRisk);
    expect(risks).toEqual([...risks].sort((a, b) => b - a));
    for (const a of mine.alerts) expect(a.valueAtRisk).toBeLessThanOrEqual(a.exposure);
  });
});

describe('POST /api/x-ray/projects/{id}/audit', () => {
  it('re-audits for a Shrimp user, refuses a Free user with 402, and rate-limits', async () => {
    const asFree = await t.app.inject({ method: 'POST', url: '/api/x-ray/projects/kryll/audit', headers: bearer(free) });
    expect(asFree.statusCode).toBe(402);
    expect(asFree.json()).toMatchObject({ error: 'plan_required' });
    expect((await t.app.inject({ method: 'POST', url: '/api/x-ray/projects/kryll/audit' })).statusCode).toBe(403);
    clock.advance(11 * 60);
    const list = data<XrayProjectList>(await get('/api/x-ray/projects')).items.slice(0, 11);
    const statuses: number[] = [];
    for (const p of list) {
      const response = await t.app.inject({ method: 'POST', url: `/api/x-ray/projects/${p.id}/audit`, headers: bearer(shrimp) });
      statuses.push(response.statusCode);
      if (response.statusCode === 200) expect(data<XrayProjectDetail>(response).auditedAt).toBe(clock.now().toISOString());
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    // Audited less than 10 minutes ago: the stored audit comes back, the limit is not touched.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/x-ray/projects/${list[0]!.id}/audit`,
      headers: bearer(shrimp),
    });
    expect(again.statusCode).toBe(200);
  }, 60_000);
});
