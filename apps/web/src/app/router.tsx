// The route table of spec §2, aliases included. Every page is a lazy chunk (React.lazy) under one Suspense
// boundary in the layout, so the frame mounts once and paints at once; navigations are transitions (BrowserRouter
// wraps each location change in startTransition), so the current page stays until the next one is ready. Tabbed
// sections are layout routes: the tab list stays mounted.
// Declarative routing (BrowserRouter + useRoutes), not a data router (createBrowserRouter): the app has no loaders,
// actions or fetchers, and the data router's code was 17 KB gzip on every page's critical path (docs/performance.md
// "JavaScript per route"). Errors are caught by RouteErrorBoundary (routes/route-error.tsx) instead of the routes'
// ErrorBoundary.
import { lazy, useState, type ComponentType } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { RouteErrorBoundary } from './routes/route-error';

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}

const dashboard = () => import('./routes/dashboard');
const smartfolio = () => import('./routes/smartfolio');
// The rewards texts (a lazy namespace) arrive with the route's code, before any tab renders.
const rewards = () =>
  import('./routes/rewards').then(async (m) => {
    await m.loadRewardsTexts();
    return m;
  });
const votes = () => import('./routes/votes');
const news = () => import('./routes/news');
// X-Ray's texts (a lazy namespace) arrive with the route's code: the page's header already shows them.
const xray = () =>
  import('./routes/x-ray').then(async (m) => {
    await m.loadXrayTexts();
    return m;
  });
const teasers = () => import('./routes/teasers');
// The admin texts (a lazy namespace) arrive with the route's code; the console itself is a further lazy chunk.
const admin = () =>
  import('./routes/admin').then(async (m) => {
    await m.loadAdminTexts();
    return m;
  });

const Page = {
  DashboardLayout: page(dashboard, (m) => m.DashboardLayout),
  WalletTab: page(dashboard, (m) => m.WalletTab),
  WatchlistTab: page(dashboard, (m) => m.WatchlistTab),
  Chat: page(
    () => import('./routes/chat'),
    (m) => m.ChatRoute,
  ),
  SmartfolioLayout: page(smartfolio, (m) => m.SmartfolioLayout),
  PortfolioTab: page(smartfolio, (m) => m.PortfolioTab),
  NftTab: page(smartfolio, (m) => m.NftTab),
  PnlTab: page(smartfolio, (m) => m.PnlTab),
  TransactionsTab: page(smartfolio, (m) => m.TransactionsTab),
  News: page(news, (m) => m.NewsRoute),
  NewsArticle: page(news, (m) => m.NewsArticleRoute),
  GemDetector: page(teasers, (m) => m.GemDetectorRoute),
  Harpoon: page(teasers, (m) => m.HarpoonRoute),
  XraySearch: page(xray, (m) => m.XraySearchRoute),
  XrayProject: page(xray, (m) => m.XrayProjectRoute),
  XrayTops: page(xray, (m) => m.XrayTopsRoute),
  RewardsLayout: page(rewards, (m) => m.RewardsLayout),
  EarnTab: page(rewards, (m) => m.EarnTab),
  QuestsTab: page(rewards, (m) => m.QuestsTab),
  RankingTab: page(rewards, (m) => m.RankingTab),
  Account: page(
    () => import('./routes/account'),
    (m) => m.AccountRoute,
  ),
  Notifications: page(
    () => import('./routes/notifications'),
    (m) => m.NotificationsRoute,
  ),
  VotesLayout: page(votes, (m) => m.VotesLayout),
  CurrentPollTab: page(votes, (m) => m.CurrentPollTab),
  PastPollsTab: page(votes, (m) => m.PastPollsTab),
  Pricing: page(
    () => import('./routes/pricing'),
    (m) => m.PricingRoute,
  ),
  Qauth: page(
    () => import('./routes/qauth'),
    (m) => m.QauthRoute,
  ),
  Admin: page(admin, (m) => m.AdminRoute),
  NotFound: page(
    () => import('./routes/not-found'),
    (m) => m.NotFoundRoute,
  ),
};

export function createRoutes(): RouteObject[] {
  const dashboardChildren: RouteObject[] = [{ index: true, Component: Page.WalletTab }];
  return [
    {
      Component: AppLayout,
      children: [
        { path: paths.home.path, Component: Page.DashboardLayout, children: dashboardChildren },
        {
          path: paths.dashboard.path,
          Component: Page.DashboardLayout,
          children: [...dashboardChildren, { path: paths.watchlist.path, Component: Page.WatchlistTab }],
        },
        { path: paths.chat.path, Component: Page.Chat },
        {
          path: paths.smartfolio.path,
          Component: Page.SmartfolioLayout,
          children: [
            { index: true, Component: Page.PortfolioTab },
            { path: paths.smartfolioPnl.path, Component: Page.PnlTab },
            { path: paths.smartfolioTransactions.path, Component: Page.TransactionsTab },
            { path: paths.smartfolioNft.path, Component: Page.NftTab },
          ],
        },
        { path: paths.news.path, Component: Page.News },
        { path: paths.newsArticle.path, Component: Page.NewsArticle },
        { path: paths.gemDetector.path, Component: Page.GemDetector },
        { path: paths.harpoon.path, Component: Page.Harpoon },
        { path: paths.xray.path, Component: Page.XraySearch },
        { path: paths.xray.alias, Component: Page.XraySearch },
        { path: paths.xrayTops.path, Component: Page.XrayTops },
        { path: paths.xrayProject.path, Component: Page.XrayProject },
        { path: paths.xrayProject.alias, Component: Page.XrayProject },
        {
          path: paths.rewards.path,
          Component: Page.RewardsLayout,
          children: [
            { index: true, Component: Page.EarnTab },
            { path: paths.quests.path, Component: Page.QuestsTab },
            { path: paths.ranking.path, Component: Page.RankingTab },
          ],
        },
        { path: paths.account.path, Component: Page.Account },
        { path: paths.notifications.path, Component: Page.Notifications },
        {
          path: paths.votes.path,
          Component: Page.VotesLayout,
          children: [
            { index: true, Component: Page.CurrentPollTab },
            { path: paths.votesCurrent.path, Component: Page.CurrentPollTab },
            { path: paths.votesPast.path, Component: Page.PastPollsTab },
          ],
        },
        { path: paths.pricing.path, Component: Page.Pricing },
        { path: paths.qauth.path, Component: Page.Qauth },
        { path: paths.admin.path, Component: Page.Admin },
        { path: paths.notFound.path, Component: Page.NotFound },
      ],
    },
  ];
}

function AppRoutes() {
  const [routes] = useState(createRoutes);
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
