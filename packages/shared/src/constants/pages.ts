// spec §2 and §9: pages that can have mock variants, and those configured as mock ('gem-detector', 'harpoon').
export const MOCKABLE_PAGES = ['smartfolio', 'news', 'gem-detector', 'harpoon', 'x-ray'] as const;
export type MockablePage = (typeof MOCKABLE_PAGES)[number];
/** The configured list of mocked pages (spec §9 "Pages 'gem-detector' and 'harpoon' are marked mock"). */
export const MOCK_PAGES = ['gem-detector', 'harpoon'] as const satisfies readonly MockablePage[];

/**
 * The app's pages without parameters (spec §2 "Screens and routes", canonical paths): the only places an email may
 * link back to, so no caller text reaches a message (issue 8 §5). apps/web's config/paths.test.ts checks each is routed.
 */
export const LINKABLE_PAGE_PATHS = [
  '/',
  '/dashboard',
  '/dashboard/watchlist',
  '/smartfolio',
  '/smartfolio/nft',
  '/news',
  '/gem-detector',
  '/harpoon',
  '/x-ray',
  '/rewards',
  '/rewards/quests',
  '/rewards/ranking',
  '/account',
  '/votes',
  '/votes/current',
  '/votes/past',
  '/pricing',
  '/chat',
] as const;
export type LinkablePagePath = (typeof LINKABLE_PAGE_PATHS)[number];

/** A known page from a path (`/account`) or a page id (`account`); null for anything else. */
export function linkablePage(page: string): LinkablePagePath | null {
  if (page === '') return null;
  const path = page.startsWith('/') ? page : `/${page}`;
  return (LINKABLE_PAGE_PATHS as readonly string[]).includes(path) ? (path as LinkablePagePath) : null;
}
