// The login code carried by a scanned or typed value (spec §5 "Login code (manual or scanned): exactly 14 characters
// of uppercase letters and digits ... For a scanned value the code is the last path segment").
import { isLoginCode } from './login-code';

/**
 * Trimmed; a URL or path (the desktop QR holds `{origin}/qauth/{code}`) gives its last non-empty path segment, without
 * query or fragment; upper-cased, since codes are issued upper-case and phone keyboards often start in lower case.
 * Anything else is kept as is, so `isLoginCode` rejects it.
 */
export function loginCodeFromInput(value: string): string {
  let text = value.trim();
  if (text.includes('/')) {
    text = text.replace(/[?#].*$/s, '');
    const segments = text.split('/').filter((segment) => segment !== '');
    text = segments.at(-1) ?? '';
    try {
      text = decodeURIComponent(text);
    } catch {
      // A malformed escape stays as typed and fails the code check.
    }
  }
  return text.toUpperCase();
}

/** The code to log in with, or null while the value is not a valid login code. */
export function validLoginCode(value: string): string | null {
  const code = loginCodeFromInput(value);
  return isLoginCode(code) ? code : null;
}
