// Magic Konnect login codes on the web (spec §4 "QR authentication", §5 "Login code", §9 "Login code length 14;
// QR code validity 115 s (mm:ss)"): the code check, the QR link, the countdown text and the /qauth timings.
import { LOGIN_CODE_PATTERN, LOGIN_CODE_TTL_S } from '@k3/shared';

/** spec §4 "Login by code: waits about 1 s, tries to authenticate, on failure shows the error for about 2 s, waits 1 s more". */
export const QAUTH_MS = {
  beforeAttempt: 1000,
  showError: 2000,
  beforeRedirect: 1000,
} as const;

/** The countdown starts from the code's validity (spec §9: 115 s, shown 01:55). */
export const QR_COUNTDOWN_START_S = LOGIN_CODE_TTL_S;

/** spec §5: exactly 14 uppercase letters and digits. */
export function isLoginCode(value: string): boolean {
  return LOGIN_CODE_PATTERN.test(value);
}

/** spec §2 "The QR link is {origin}/qauth/{code}". */
export function qrLoginUrl(origin: string, code: string): string {
  return `${origin}/qauth/${encodeURIComponent(code)}`;
}

/** Seconds as mm:ss, never below 00:00 (spec §4 "a countdown mm:ss from 115 seconds"). */
export function formatCountdown(seconds: number): string {
  const clamped = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(clamped / 60);
  const rest = clamped % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
