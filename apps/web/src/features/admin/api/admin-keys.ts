// The prefix of every admin query: a change anywhere in the console refetches its lists and the audit log.
export const ADMIN_QUERY_KEY = ['admin'] as const;
