// spec §8 and §9: toast durations, cache TTLs and UI timings, in milliseconds unless named _S.
export const TOAST_MS = {
  default: 3000,
  error: 5000,
  shareError: 5000,
  loginError: 5000,
  signingError: 5000,
  pendingRequest: 3000,
  questSuccess: 3000,
  questRetry: 3000,
  questNotCompleted: 15000,
  questStartError: 5000,
  questStarted: 17000,
  /** react-toastify's own default in the library config (spec §4). */
  libraryDefault: 5000,
} as const;

/** spec §7 and §9 client-cache TTLs, in seconds. News: "120 (units not stated)" — read as seconds. */
export const CACHE_TTL_S = {
  dashboard: 30,
  ranking: 1800,
  user: 15,
  questions: 60,
  sharedChat: 240,
  news: 120,
} as const;

export const UI_MS = {
  collapse: 300,
  debounce: 50,
  staggerLock: 390,
  shareMinWait: 1000,
} as const;
