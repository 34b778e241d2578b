// Web budgets (docs/architecture.md "Performance budgets"): gzip size of the JavaScript each route loads,
// measured by loading the route in headless Chromium against the built app and gzipping every script it fetched
// (critical path: until the page's <main> renders; total: until the network is idle), for a visitor and for a
// signed-in user, on every route of the app's route table (bench/web-routes.mjs);
// plus LCP and CLS with 4x CPU slowdown on the dashboard (1280 × 720) and on one X-Ray audit page (1280 × 1024; its
// charts, sections and similar projects come after the page itself, where a layout shift would come from). Each route's
// critical scripts are broken down by the source modules inside them (bench/web-bundles.mjs), written to
// bench/results/web-bundles.json with the largest printed per route. Needs `npm run build` first.
/* global window, document, Element, MutationObserver -- the functions passed to page.evaluate and addInitScript run in the browser. */
import { chromium } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startBuiltServer } from './lib.mjs';
import { bundleMap, commonScripts, routeBreakdown, topGroups } from './web-bundles.mjs';
import { appRoutes, sampleUrl } from './web-routes.mjs';

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};
/** The build measured, as the server serves it (`WEB_DIST`, docs/operations.md): another build can be measured beside. */
const WEB_DIST = process.env.WEB_DIST ?? 'apps/web/dist';

function gzipKb(urlPath) {
  const file = join(WEB_DIST, decodeURIComponent(urlPath));
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

/**
 * Scripts whose request started before the page's <main> appeared (critical path; the moment is taken in the page
 * by a MutationObserver, so a script requested right after it is not counted by a polling race) and every script
 * fetched until the network is idle (total). The budget is the visitor's first load; a signed-in page also
 * requests its data chunks (API client, zod, the signed-in view) in the render that paints <main> with their loading
 * line, so its figure counts them although <main> does not wait for them.
 */
async function routeScripts(context, origin, route) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen = () => {
      if (window.__mainAt === undefined && document.querySelector('main')) window.__mainAt = performance.now();
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true });
  });
  await page.goto(origin + route);
  await page.locator('main').waitFor();
  await page.waitForLoadState('networkidle');
  const { all, critical } = await page.evaluate((pageOrigin) => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.startsWith(pageOrigin) && new URL(entry.name).pathname.endsWith('.js'));
    return {
      all: scripts.map((entry) => new URL(entry.name).pathname),
      critical: scripts.filter((entry) => entry.startTime <= window.__mainAt).map((entry) => new URL(entry.name).pathname),
    };
  }, origin);
  await page.close();
  const sum = (list) => list.reduce((kb, path) => kb + gzipKb(path), 0);
  const unique = (list) => [...new Set(list)];
  return {
    route,
    files: unique(all).length,
    kb: sum(unique(all)),
    criticalFiles: unique(critical).length,
    criticalKb: sum(unique(critical)),
    critical: unique(critical),
  };
}

/** A session from the API, as a wallet signing in from the browser would get (EIP-4361 challenge, then signature). */
async function signIn(origin) {
  const account = privateKeyToAccount(generatePrivateKey());
  const answer = async (response) => {
    if (!response.ok) throw new Error(`sign-in for the bench: ${response.status} from ${response.url}`);
    return (await response.json()).data;
  };
  const { msg } = await answer(await fetch(`${origin}/api/user/auth/${account.address}`));
  const signature = await account.signMessage({ message: msg });
  const { token, wallet } = await answer(
    await fetch(`${origin}/api/user/auth/${account.address}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ signature }),
    }),
  );
  return { token, wallet };
}

/** Each route in a fresh browser context (an empty HTTP cache, as on a first visit); signed in when `auth` is given. */
async function measureRoutes(browser, origin, routes, auth) {
  const { STORAGE_KEYS } = await tsImport('@k3/shared', import.meta.url);
  const measured = [];
  for (const route of routes) {
    const context = await browser.newContext();
    // k3.auth in local storage before the app reads it: the page starts signed in.
    if (auth)
      await context.addInitScript(
        ([key, value]) => window.localStorage.setItem(key, value),
        [STORAGE_KEYS.auth, JSON.stringify(auth)],
      );
    measured.push(await routeScripts(context, origin, route));
    await context.close();
  }
  return measured;
}

/** The dashboard's LCP and CLS viewport: a desktop (Playwright's default, said here so it stays so). */
const DASHBOARD_VIEWPORT = { width: 1280, height: 720 };
/**
 * The X-Ray audit page (the route table's pattern with its sample id, the demo's Bitcoin) on a desktop tall enough to
 * show what comes under its header: the charts and the first sections. At 1280 × 720 only the sections' first lines are
 * in view, and the shift of docs/performance.md "X-Ray page layout shift" scored 0.08 there (0.11 at 1280 × 800, 0.17
 * at 1280 × 1024). The page is read once its audit, both charts and "You may also like" are drawn (`ready`): the
 * network falls quiet for more than the 500 ms of `networkidle` before the audit's chunk and data are asked for.
 */
export const XRAY_AUDIT = {
  route: sampleUrl('/x-ray/:id'),
  viewport: { width: 1280, height: 1024 },
  ready: ['.xray-sections', '.xray-chart-canvas-price canvas', '.xray-chart-canvas-score canvas', '#xray-similar'],
};

/**
 * LCP and CLS of one page load with 4x CPU slowdown, read 1 s after the page is quiet and every `ready` selector
 * matches. `shifts` names the elements each layout shift moved (tag and classes, the largest shift first), so a breach
 * says where to look.
 */
async function vitals(browser, origin, route, { viewport = DASHBOARD_VIEWPORT, ready = [] } = {}) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__vitals = { lcp: 0, cls: 0, shifts: [] };
    const name = (node) =>
      node instanceof Element ? [node.localName, ...node.classList].join('.') : (node?.nodeName ?? 'a removed node');
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__vitals.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        window.__vitals.cls += e.value;
        window.__vitals.shifts.push({ value: e.value, moved: e.sources.map((source) => name(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  // On a busy machine the throttled page can fall quiet before its first contentful paint: wait for that paint.
  await page.waitForFunction(() => window.__vitals.lcp > 0);
  for (const selector of ready) await page.locator(selector).first().waitFor();
  if (ready.length > 0) await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => window.__vitals);
  await context.close();
  result.shifts.sort((a, b) => b.value - a.value);
  return result;
}

/** "0.165 (0.165: div.xray-sections)": a page's CLS and what its three largest shifts moved. */
export function describeCls({ cls, shifts }) {
  const moved = shifts.slice(0, 3).map((shift) => `${shift.value.toFixed(3)}: ${shift.moved.join(', ')}`);
  return moved.length > 0 ? `${cls.toFixed(3)} (${moved.join('; ')})` : cls.toFixed(3);
}

/**
 * docs/architecture.md "Performance budgets" for the web app: a visitor's critical-path JavaScript on every route,
 * tighter on the login route `/` (issue 27 §1).
 */
export const WEB_BUDGETS = { criticalKb: 150, loginCriticalKb: 140, dashboardTotalKb: 350, lcpMs: 2500, cls: 0.1 };

/** The critical-path budget of a visitor route. */
export const criticalBudget = (route) => (route === '/' ? WEB_BUDGETS.loginCriticalKb : WEB_BUDGETS.criticalKb);

/** Each budget the run broke, in words; empty when every figure is within its budget. */
export function webBreaches(r) {
  const out = r.routes
    .filter((x) => x.criticalKb > criticalBudget(x.route))
    .map((x) => `${x.route} (visitor): critical path ${x.criticalKb.toFixed(1)} KB > ${criticalBudget(x.route)} KB`);
  const dashboard = r.signedIn.find((x) => x.route === '/');
  if (dashboard && dashboard.kb > WEB_BUDGETS.dashboardTotalKb)
    out.push(`/ (signed in): ${dashboard.kb.toFixed(1)} KB in all > ${WEB_BUDGETS.dashboardTotalKb} KB`);
  if (r.dashboard.lcp > WEB_BUDGETS.lcpMs) out.push(`dashboard LCP ${r.dashboard.lcp.toFixed(0)} ms > ${WEB_BUDGETS.lcpMs} ms`);
  if (r.dashboard.cls > WEB_BUDGETS.cls) out.push(`dashboard CLS ${describeCls(r.dashboard)} > ${WEB_BUDGETS.cls}`);
  // The CLS budget holds on the X-Ray audit page too (its charts, sections and similar projects come after the page);
  // its LCP is printed for information.
  if (r.xrayAudit && r.xrayAudit.cls > WEB_BUDGETS.cls)
    out.push(`X-Ray audit ${XRAY_AUDIT.route} CLS ${describeCls(r.xrayAudit)} > ${WEB_BUDGETS.cls}`);
  return out;
}

/** Prints the breaches and makes the run fail (non-zero exit), so a regression is seen the day it lands. */
export function reportWebBreaches(r) {
  const breaches = webBreaches(r);
  for (const line of breaches) console.error(`OVER BUDGET: ${line}`);
  if (breaches.length > 0) process.exitCode = 1;
  return breaches;
}

/** The per-route bundle analysis, written where the bench keeps its results. */
export const BUNDLES_FILE = 'bench/results/web-bundles.json';

export async function benchWeb() {
  // Before the server and the browser: the in-memory build is CPU work that would slow the page loads.
  const chunks = await bundleMap();
  const server = await startBuiltServer('web');
  const { origin } = server;
  let browser;
  let measured;
  try {
    const list = await appRoutes();
    browser = await chromium.launch(LAUNCH);
    const routes = await measureRoutes(browser, origin, list);
    const signedIn = await measureRoutes(browser, origin, list, await signIn(origin));
    const dashboard = await vitals(browser, origin, '/');
    const xrayAudit = await vitals(browser, origin, XRAY_AUDIT.route, XRAY_AUDIT);
    measured = { routes, signedIn, dashboard, xrayAudit };
  } finally {
    await browser?.close();
    await server.stop();
  }
  // The shell: the critical scripts every visitor route loads; then each route's own on top of it.
  const shell = commonScripts(measured.routes.map((x) => x.critical));
  measured.shell = { scripts: shell, ...routeBreakdown(chunks, shell) };
  for (const x of [...measured.routes, ...measured.signedIn]) {
    x.breakdown = routeBreakdown(chunks, x.critical);
    x.ownBreakdown = routeBreakdown(
      chunks,
      x.critical.filter((script) => !shell.includes(script)),
    );
  }
  mkdirSync('bench/results', { recursive: true });
  const analysis = (list) =>
    list.map((x) => ({
      route: x.route,
      criticalKb: x.criticalKb,
      budgetKb: criticalBudget(x.route),
      beyondShell: { kb: x.ownBreakdown.kb, groups: x.ownBreakdown.groups },
      ...x.breakdown,
    }));
  writeFileSync(
    BUNDLES_FILE,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        shell: measured.shell,
        visitor: analysis(measured.routes),
        signedIn: analysis(measured.signedIn),
      },
      null,
      2,
    ),
  );
  return measured;
}

/**
 * The visitor's critical path by source: the shell every route loads, then each route's total and what its own
 * scripts add, by their largest module groups ("/: 130.0 KB = shell + 4.7 KB — web app/routes 1.9, …").
 */
export function describeWebBundles(r, top = 6) {
  return [
    `shell of every route (${r.shell.scripts.length} scripts): ${r.shell.kb.toFixed(1)} KB — ${topGroups(r.shell, top + 2)}`,
    ...r.routes.map(
      (x) =>
        `${x.route}: ${x.criticalKb.toFixed(1)} KB = shell + ${x.ownBreakdown.kb.toFixed(1)} KB — ${topGroups(x.ownBreakdown, top)}`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchWeb();
  for (const [label, routes] of [
    ['visitor', r.routes],
    ['signed in', r.signedIn],
  ])
    for (const x of routes)
      console.log(
        `${label.padEnd(9)} ${x.route.padEnd(22)} critical path ${x.criticalKb.toFixed(1)} KB gzip (${x.criticalFiles} scripts), total ${x.kb.toFixed(1)} KB (${x.files})`,
      );
  console.log(`dashboard (4x CPU slowdown): LCP ${r.dashboard.lcp.toFixed(0)} ms, CLS ${r.dashboard.cls.toFixed(3)}`);
  console.log(
    `X-Ray audit ${XRAY_AUDIT.route} (4x CPU slowdown, ${XRAY_AUDIT.viewport.width} × ${XRAY_AUDIT.viewport.height}): LCP ${r.xrayAudit.lcp.toFixed(0)} ms, CLS ${describeCls(r.xrayAudit)}`,
  );
  console.log(`\nvisitor critical path by source (KB gzip, estimated per module; all modules in ${BUNDLES_FILE}):`);
  for (const line of describeWebBundles(r)) console.log(line);
  reportWebBreaches(r);
}
