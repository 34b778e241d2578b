// Number formatting of the X-Ray alert texts, one locale per language, so every sentence names its value the way a
// reader of that language writes it (78%, 78 %; $4,200,000, 4 200 000 $US, 4.200.000 US$).
export type Lang = 'en' | 'fr' | 'es';
export const LANGS: readonly Lang[] = ['en', 'fr', 'es'];
export type Localized = Record<Lang, string>;

/**
 * usd: US dollars; percent: a percentage (-12.5 = 12.5 %); share: a fraction 0–1 shown as a percentage; count, months,
 * days, score: plain numbers.
 */
export type Unit = 'usd' | 'percent' | 'share' | 'count' | 'months' | 'days' | 'score';

const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };

export function formatValue(value: number, unit: Unit, lang: Lang): string {
  const locale = LOCALES[lang];
  switch (unit) {
    case 'usd':
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        maximumFractionDigits: Math.abs(value) < 1 ? 6 : 0,
      }).format(value);
    case 'percent':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
    case 'share':
      return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
    default:
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  }
}

/** The value formatted in the three languages. */
export function localize(value: number, unit: Unit): Localized {
  return { en: formatValue(value, unit, 'en'), fr: formatValue(value, unit, 'fr'), es: formatValue(value, unit, 'es') };
}

/** "a, b and c" in each language. */
export function joinList(items: readonly string[], lang: Lang): string {
  const and = { en: 'and', fr: 'et', es: 'y' }[lang];
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Each label list joined per language. */
export function localizeList(labels: readonly Localized[]): Localized {
  return {
    en: joinList(
      labels.map((l) => l.en),
      'en',
    ),
    fr: joinList(
      labels.map((l) => l.fr),
      'fr',
    ),
    es: joinList(
      labels.map((l) => l.es),
      'es',
    ),
  };
}
