// spec §1 and §9: interface languages, fallback, news languages.
export const LOCALES = ['en', 'fr', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';
export const NEWS_LOCALES = ['en', 'fr'] as const satisfies readonly Locale[];

/** spec §1: French if the browser language starts with fr, Spanish if es, otherwise English. */
export function localeFromBrowser(language: string | undefined | null): Locale {
  const lang = (language ?? '').toLowerCase();
  if (lang.startsWith('fr')) return 'fr';
  if (lang.startsWith('es')) return 'es';
  return 'en';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
