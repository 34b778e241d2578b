// Route-linked tab sets of spec §2 (dashboard, smartfolio, rewards, votes): shared by the pages that render
// them and by the sidebar, whose rewards entry reopens the last saved rewards tab.
import { paths } from './paths';

export interface RouteTab {
  id: string;
  /** Translation key of the tab label. */
  labelKey: string;
  to: string;
  /** Other paths that show the same tab (the spec's / for /dashboard, /votes for /votes/current). */
  also?: readonly string[];
}

export const DASHBOARD_TABS = [
  { id: 'wallet', labelKey: 'pages.dashboard.tabs.wallet', to: paths.dashboard.getHref(), also: [paths.home.getHref()] },
  { id: 'watchlist', labelKey: 'pages.dashboard.tabs.watchlist', to: paths.watchlist.getHref() },
] as const satisfies readonly RouteTab[];

export const SMARTFOLIO_TABS = [
  { id: 'portfolio', labelKey: 'pages.smartfolio.tabs.portfolio', to: paths.smartfolio.getHref() },
  // Issue 29 §3: the transactions view is reached from the PnL tab, which stays selected there (three tabs fit 390 px).
  {
    id: 'pnl',
    labelKey: 'pages.smartfolio.tabs.pnl',
    to: paths.smartfolioPnl.getHref(),
    also: [paths.smartfolioTransactions.getHref()],
  },
  { id: 'nft', labelKey: 'pages.smartfolio.tabs.nft', to: paths.smartfolioNft.getHref() },
] as const satisfies readonly RouteTab[];

/** spec §2: "The rewards entry opens the last saved rewards tab, default earn." */
export const REWARDS_TABS_STORAGE_ID = 'rewards';
export const REWARDS_TABS = [
  { id: 'earn', labelKey: 'pages.rewards.tabs.earn', to: paths.rewards.getHref() },
  { id: 'quests', labelKey: 'pages.rewards.tabs.quests', to: paths.quests.getHref() },
  { id: 'ranking', labelKey: 'pages.rewards.tabs.ranking', to: paths.ranking.getHref() },
] as const satisfies readonly RouteTab[];

export const VOTES_TABS = [
  { id: 'current', labelKey: 'pages.votes.tabs.current', to: paths.votesCurrent.getHref(), also: [paths.votes.getHref()] },
  { id: 'past', labelKey: 'pages.votes.tabs.past', to: paths.votesPast.getHref() },
] as const satisfies readonly RouteTab[];
