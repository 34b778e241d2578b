// A day as the chat's status shows it ("1 Dec", "1 déc.", "1 dic"), in the reader's language.
import type { Locale } from '@k3/shared';

export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }).format(new Date(iso));
}
