// Rewards and votes constants (issue 13; spec §3 Quest, §4 quest states, §5 ranking and vote rules, §9 referral 10%,
// "at most 3 quests shown"): plain values with no zod, so a route that only needs them does not load the schemas.

/** spec §3 "Types: hold the token, AI usage, quester, share and earn, spread the word, refer friends". */
export const QUEST_TYPES = ['hold_token', 'ai_usage', 'quester', 'share_and_earn', 'spread_the_word', 'refer_friends'] as const;
export type QuestType = (typeof QUEST_TYPES)[number];

/** How often a quest may be completed: once, or once per UTC day / ISO week (Zealy's recurrence). */
export const QUEST_RECURRENCES = ['once', 'daily', 'weekly'] as const;
export type QuestRecurrence = (typeof QUEST_RECURRENCES)[number];

/** spec §3 "per-unit hint (per token, per quest, per tweet, per chat share, or share of referred friends' earnings)". */
export const QUEST_HINT_UNITS = ['per_token', 'per_quest', 'per_tweet', 'per_chat_share', 'per_referral'] as const;
export type QuestHintUnit = (typeof QUEST_HINT_UNITS)[number];

/** spec §4 "pending (also called new), then … started …, then … completed". */
export const QUEST_STATUSES = ['pending', 'started', 'completed'] as const;
export type QuestStatus = (typeof QUEST_STATUSES)[number];

/**
 * A spread-the-word post's review (issue 22 §7, docs/rewards.md "Spread the word"): pending until an admin checks the
 * post is the user's; approved pays the quest; rejected lets the user submit another post.
 */
export const QUEST_SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type QuestSubmissionStatus = (typeof QUEST_SUBMISSION_STATUSES)[number];

/**
 * KRL a referred user must hold, in the portfolios that count toward their own plan, to count for their referrer's
 * refer-friends quests (issue 22 §7): signing in with an empty wallet is free, holding KRL is not.
 */
export const REFERRAL_MIN_KRL = 1;

/** spec §2 and §4 "Current quests shown: started first, then pending, at most 3". */
export const CURRENT_QUESTS_MAX = 3;
/** spec §4 "success triggers confetti (800 pieces)". */
export const QUEST_CONFETTI_PIECES = 800;
/** spec §9 "Referral reward: 10% of each referred user's points", in percent (integer maths, docs/rewards.md). */
export const REFERRAL_PERCENT = 10;
/** Entries GET /api/ranking answers (the top of the table). */
export const RANKING_SIZE = 100;

/** Polls' status, derived from the clock (issue 13 §3). */
export const POLL_STATUSES = ['upcoming', 'current', 'past'] as const;
export type PollStatus = (typeof POLL_STATUSES)[number];
/** Most choices a poll may have, and the largest points budget an admin may set. */
export const POLL_CHOICES_MAX = 10;
export const POLL_BUDGET_MAX = 10_000;

/** The ballot error keys of spec §8 "Votes" (the API's `error` field; the web shows their messages). */
export const BALLOT_ERRORS = ['already_voted', 'wrong_poll', 'no_ballot', 'wrong_date', 'overdrawn'] as const;
export type BallotError = (typeof BALLOT_ERRORS)[number];

/** Quest error keys (issue 13 §1 "Errors name the reason"). */
export const QUEST_ERRORS = ['quest_not_found', 'not_started', 'not_completed', 'cooldown', 'already_completed'] as const;
export type QuestError = (typeof QUEST_ERRORS)[number];

/** The shape a "spread the word" post URL must have: a status on x.com or twitter.com. */
export const X_POST_URL_PATTERN =
  /^https:\/\/(?:www\.|mobile\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})\/status\/(\d{1,25})(?:[/?#].*)?$/;
