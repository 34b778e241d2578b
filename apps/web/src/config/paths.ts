// Every route of the app in one place (spec §2 "Screens and routes"): `path` is the router pattern,
// `getHref` builds a link. Aliases (spec: /xray for /x-ray) are extra patterns of the same page.

import { XRAY_TOP_TYPES, type XrayTopType } from '@k3/shared';

export { XRAY_TOP_TYPES, type XrayTopType };

export function isXrayTopType(value: string | undefined): value is XrayTopType {
  return (XRAY_TOP_TYPES as readonly (string | undefined)[]).includes(value);
}

export const paths = {
  home: { path: '/', getHref: () => '/' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  watchlist: { path: '/dashboard/watchlist', getHref: () => '/dashboard/watchlist' },
  smartfolio: { path: '/smartfolio', getHref: () => '/smartfolio' },
  smartfolioNft: { path: '/smartfolio/nft', getHref: () => '/smartfolio/nft' },
  /** Profit and loss and the transaction history (issue 29 §3). */
  smartfolioPnl: { path: '/smartfolio/pnl', getHref: () => '/smartfolio/pnl' },
  smartfolioTransactions: { path: '/smartfolio/transactions', getHref: () => '/smartfolio/transactions' },
  news: { path: '/news', getHref: () => '/news' },
  /** One story (issue 24 §3): where a demo item leads; the API gives it as `newsArticlePath(id)`. */
  newsArticle: { path: '/news/:id', getHref: (id: string) => `/news/${encodeURIComponent(id)}` },
  gemDetector: { path: '/gem-detector', getHref: () => '/gem-detector' },
  harpoon: { path: '/harpoon', getHref: () => '/harpoon' },
  /** X-Ray's home, or its search for words (an address, with the chain to pick: `chain`). */
  xray: {
    path: '/x-ray',
    alias: '/xray',
    getHref: (query?: { search: string; chain?: string }) =>
      query?.search ? `/x-ray?${new URLSearchParams(query).toString()}` : '/x-ray',
  },
  xrayProject: { path: '/x-ray/:id', alias: '/xray/:id', getHref: (id: string) => `/x-ray/${encodeURIComponent(id)}` },
  xrayTops: { path: '/x-ray/tops/:type', getHref: (type: XrayTopType) => `/x-ray/tops/${type}` },
  rewards: { path: '/rewards', getHref: () => '/rewards' },
  quests: { path: '/rewards/quests', getHref: () => '/rewards/quests' },
  ranking: { path: '/rewards/ranking', getHref: () => '/rewards/ranking' },
  account: { path: '/account', getHref: () => '/account' },
  /** The X-Ray watch's notifications on what the user holds (issue 30 §4), the header bell's "See all". */
  notifications: { path: '/notifications', getHref: () => '/notifications' },
  votes: { path: '/votes', getHref: () => '/votes' },
  votesCurrent: { path: '/votes/current', getHref: () => '/votes/current' },
  votesPast: { path: '/votes/past', getHref: () => '/votes/past' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  qauth: { path: '/qauth/:code', getHref: (code: string) => `/qauth/${encodeURIComponent(code)}` },
  chat: { path: '/chat/*', getHref: () => '/chat' },
  admin: { path: '/admin', getHref: () => '/admin' },
  notFound: { path: '*' },
} as const;
