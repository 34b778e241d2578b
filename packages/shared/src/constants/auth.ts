// Sign-in constants (spec §9 "Login code length 14; QR code validity 115 s", docs/architecture.md "Security"): shared so
// the web's code entry, QR countdown and account form apply exactly the rules the API enforces.

/** spec §9: a Magic Konnect login code is 14 characters. */
export const LOGIN_CODE_LENGTH = 14;
/** spec §9: a login code (and its QR) is valid 115 s. */
export const LOGIN_CODE_TTL_S = 115;
/** spec §5: exactly 14 uppercase letters and digits. */
export const LOGIN_CODE_PATTERN = /^[A-Z0-9]{14}$/;
/** docs/architecture.md "Security": a sign-in challenge expires 5 minutes after it is issued. */
export const CHALLENGE_TTL_S = 300;
/** Usernames: 3 to 24 letters, digits, `_` or `-` (issue 3 §1), unique case-insensitively. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,24}$/;
export const USERNAME_RULE = 'Username must be 3 to 24 letters, digits, _ or -';
/** Email validation: a 6-digit code, valid 15 minutes, 5 attempts. */
export const EMAIL_CODE_PATTERN = /^\d{6}$/;
export const EMAIL_CODE_TTL_S = 15 * 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;
/** spec §3: chat kredits maximum, default 10. */
export const CHAT_KREDITS_MAX = 10;
