// Telegram bot constants (issue 14): plain values shared by the API, the bot and the account page.

/** A link token is single use and lives this long (issue 14 §2 "single use, 10 minutes"). */
export const TELEGRAM_LINK_TOKEN_TTL_S = 600;
/** Telegram's deep-link `start` parameter: at most 64 characters of A-Za-z0-9_- (Bot API "Deep linking"). */
export const TELEGRAM_START_PARAM_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** News alerts: an item is sent when its impact (1–10) is at least the user's threshold; this is the default. */
export const TELEGRAM_ALERT_THRESHOLD_DEFAULT = 8;
export const TELEGRAM_ALERT_THRESHOLD_MIN = 1;
export const TELEGRAM_ALERT_THRESHOLD_MAX = 10;
/** At most this many alerts per user and UTC day; stories past it are not sent (docs/telegram.md "Alerts"). */
export const TELEGRAM_ALERTS_PER_DAY = 5;
/** Per Telegram user: messages handled per minute; past it the bot says so once and ignores the rest of the minute. */
export const TELEGRAM_MESSAGES_PER_MINUTE = 20;

/** Error keys of the /api/me/telegram routes. */
export const TELEGRAM_ERRORS = {
  /** 503: no TELEGRAM_BOT_TOKEN, or the Bot API did not answer getMe. */
  unavailable: 'telegram_unavailable',
  /** 409: this K3 account already has a Telegram account linked (unlink first). */
  alreadyLinked: 'telegram_already_linked',
} as const;
