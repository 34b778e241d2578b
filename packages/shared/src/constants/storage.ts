// spec §9 "Local storage keys", named once for the whole product.
export const STORAGE_KEYS = {
  auth: 'k3.auth',
  dashboardMemory: 'k3.dashboard_memory',
  referral: 'k3ref',
  chat: 'k3-chat',
  sidebarCollapsed: 'isSidebarCollapsed',
  appKvStore: 'k3.appkvStore',
  userLocale: 'k3.user-locale',
  newsWindow: 'k3.news-window',
  /** Prefix of the client cache entries (spec §9 "cache key prefix k3-cache"). */
  cachePrefix: 'k3-cache',
  /** Prefix of the Tabs component's remembered selections (spec §2 "storage id"). */
  tabPrefix: 'k3.tab.',
} as const;

/** The referral cookie shares the local-storage key (spec §9 "k3ref (also a cookie)"). */
export const REFERRAL_COOKIE = STORAGE_KEYS.referral;
/** spec §5: query or hash parameters carrying a referral code. */
export const REFERRAL_PARAMS = ['referrer', 'ref', 'k3referrer', 'k3ref'] as const;
