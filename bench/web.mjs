// Web budgets (ARCHITECTURE.md "Performance budgets"): gzip size of the JavaScript each route loads,
// measured by loading the route in headless Chromium against the built app and gzipping every script it fetched
// (critical path: until the page's <main> renders; total: until the network is idle);
// plus LCP and CLS on the dashboard with 4x CPU slowdown. Needs `npm run build` first.
/* global window, document, MutationObserver -- the functions passed to page.evaluate and addInitScript run in the browser. */
import { chromium } from '@playwright/test';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { freePort, startChild } from './lib.mjs';

const ROUTES = ['/', '/pricing', '/smartfolio', '/news', '/x-ray', '/rewards', '/account', '/votes', '/gem-detector'];
const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};
const WEB_DIST = 'apps/web/dist';

function gzipKb(urlPath) {
  const file = join(WEB_DIST, decodeURIComponent(urlPath));
  return gzipSync(readFileSync(file), { level: 9 }).length / 1024;
}

/**
 * Scripts whose request started before the page's <main> appeared (critical path; the moment is taken in the page
 * by a MutationObserver, so a script requested right after it is not counted by a polling race) and every script
 * fetched until the network is idle (total).
 */
async function routeScripts(browser, origin, route) {
  const page = await browser.newPage();
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

async function vitals(browser, origin, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__vitals = { lcp: 0, cls: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__vitals.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => window.__vitals);
  await context.close();
  return result;
}

export async function benchWeb() {
  const dataDir = mkdtempSync(join(tmpdir(), 'k3-bench-web-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startChild(
    'node',
    ['apps/api/dist/server.js'],
    { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    `${origin}/api/health`,
  );
  const browser = await chromium.launch(LAUNCH);
  try {
    const routes = [];
    for (const route of ROUTES) routes.push(await routeScripts(browser, origin, route));
    const dashboard = await vitals(browser, origin, '/');
    return { routes, dashboard };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchWeb();
  for (const x of r.routes)
    console.log(
      `${x.route.padEnd(14)} critical path ${x.criticalKb.toFixed(1)} KB gzip (${x.criticalFiles} scripts), total ${x.kb.toFixed(1)} KB (${x.files})`,
    );
  console.log(`dashboard (4x CPU slowdown): LCP ${r.dashboard.lcp.toFixed(0)} ms, CLS ${r.dashboard.cls.toFixed(3)}`);
}
