// `npm run bench` (node --import tsx, for the TypeScript dashboard bench): every budget in one run (docs/architecture.md "Performance budgets"); writes bench/results/latest.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { benchAgent, describeAgentBench } from './agent.ts';
import { benchApi, reportApiBreaches } from './api.mjs';
import { benchDashboard } from './dashboard.ts';
import { benchNews, describeNewsBench } from './news.ts';
import { benchNewsSearch, describeNewsSearch } from './news-web.mjs';
import { benchPnl, describePnlBench, reportPnlBreaches } from './pnl.ts';
import { benchRanking, describeRankingBench, reportRankingBreaches } from './ranking.ts';
import { benchWeb, describeCls, describeWebBundles, reportWebBreaches, WEB_BUDGETS, XRAY_AUDIT } from './web.mjs';
import { benchXray, describeXrayBench } from './xray.ts';
import { benchXrayTrade, describeXrayTradeBench, reportXrayTradeBreaches } from './xray-trade.ts';
import { benchXrayWatch, describeXrayWatchBench, reportXrayWatchBreaches } from './xray-watch.ts';

const api = await benchApi();
const dashboard = await benchDashboard();
const web = await benchWeb();
const news = await benchNews();
const newsSearch = await benchNewsSearch();
const xray = await benchXray();
const agent = await benchAgent();
const ranking = await benchRanking();
const pnl = await benchPnl();
const xrayTrade = await benchXrayTrade();
const xrayWatch = await benchXrayWatch();
const login = web.routes.find((r) => r.route === '/');
const signedInDashboard = web.signedIn.find((r) => r.route === '/');
const heaviest = web.routes.reduce((a, b) => (b.criticalKb > a.criticalKb ? b : a));
const lines = [
  `API /api/health ${api.api.toFixed(0)} req/s vs bare node ${api.bare.toFixed(0)} req/s (same response bytes): ${(api.ratio * 100).toFixed(1)}% (target >= 85%); vs a minimal bare response ${(api.ratioMinimal * 100).toFixed(1)}%`,
  `API /api/me/dashboard (${dashboard.portfolios} portfolios x ${dashboard.holdingsPerPortfolio} holdings, 50 connections): ${dashboard.rps.toFixed(0)} req/s, p50 ${dashboard.p50} ms, p99 ${dashboard.p99} ms (target <= 50 ms); uncached ${dashboard.coldMs.toFixed(0)} ms`,
  ...[...web.routes.map((r) => ['visitor', r]), ...web.signedIn.map((r) => ['signed in', r])].map(
    ([who, r]) =>
      `JS for ${r.route} (${who}): critical path ${r.criticalKb.toFixed(1)} KB gzip (${r.criticalFiles} files), total ${r.kb.toFixed(1)} KB (${r.files} files)`,
  ),
  `login/dashboard route: critical path ${login?.criticalKb.toFixed(1)} KB gzip (target <= ${WEB_BUDGETS.loginCriticalKb} KB), total ${login?.kb.toFixed(1)} KB, signed in ${signedInDashboard?.kb.toFixed(1)} KB (target <= 350 KB)`,
  `heaviest visitor critical path of the ${web.routes.length} routes: ${heaviest.criticalKb.toFixed(1)} KB gzip on ${heaviest.route} (target <= ${WEB_BUDGETS.criticalKb} KB on every route)`,
  'visitor critical path by source (KB gzip, estimated per module; all modules in bench/results/web-bundles.json):',
  ...describeWebBundles(web),
  `dashboard LCP ${web.dashboard.lcp.toFixed(0)} ms (target <= 2500), CLS ${web.dashboard.cls.toFixed(3)} (target <= 0.1), 4x CPU slowdown`,
  `X-Ray audit ${XRAY_AUDIT.route} LCP ${web.xrayAudit.lcp.toFixed(0)} ms, CLS ${describeCls(web.xrayAudit)} (target <= 0.1), 4x CPU slowdown, ${XRAY_AUDIT.viewport.width} x ${XRAY_AUDIT.viewport.height}`,
  ...describeNewsBench(news),
  describeNewsSearch(newsSearch),
  ...describeXrayBench(xray),
  ...describeAgentBench(agent),
  ...describeRankingBench(ranking),
  ...describePnlBench(pnl),
  ...describeXrayTradeBench(xrayTrade),
  ...describeXrayWatchBench(xrayWatch),
];
console.log(lines.join('\n'));
reportWebBreaches(web);
reportRankingBreaches(ranking);
reportPnlBreaches(pnl);
reportXrayTradeBreaches(xrayTrade);
reportXrayWatchBreaches(xrayWatch);
reportApiBreaches(api);
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/latest.json',
  JSON.stringify(
    { date: new Date().toISOString(), api, dashboard, web, news, newsSearch, xray, agent, ranking, pnl, xrayTrade, xrayWatch },
    null,
    2,
  ),
);
