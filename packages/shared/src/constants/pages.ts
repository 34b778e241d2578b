// spec §2 and §9: pages that can have mock variants, and those configured as mock ('gem-detector', 'harpoon').
export const MOCKABLE_PAGES = ['smartfolio', 'news', 'gem-detector', 'harpoon', 'x-ray'] as const;
export type MockablePage = (typeof MOCKABLE_PAGES)[number];
/** The configured list of mocked pages (spec §9 "Pages 'gem-detector' and 'harpoon' are marked mock"). */
export const MOCK_PAGES = ['gem-detector', 'harpoon'] as const satisfies readonly MockablePage[];
