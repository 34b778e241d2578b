// Interface languages (spec §1): en, fr, es, fallback en. The stored choice (user-locale key) wins, else the
// browser language decides. Translations are one JSON file per namespace and language. English, the fallback
// every visitor needs, is bundled so the first render needs no extra request; French and Spanish load on demand.
// A feature's own namespace (LAZY_NAMESPACES: the chat's, the rewards', the votes', the admin console's, X-Ray's, its
// audit charts' and profit and loss's) loads with the feature, in every language, so its texts stay off every page's first load. <html
// lang> follows the active language.
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE, LOCALES, STORAGE_KEYS, isLocale, localeFromBrowser, type Locale } from '@k3/shared';
import { readStorage, writeStorage } from './storage';

/** Keys are written `namespace.path` everywhere (e.g. `pricing.hint.shrimp`): the namespace separator is the dot. */
export const NAMESPACES = ['common', 'meta', 'pages', 'pricing', 'buyToken', 'teasers'] as const;
/** Namespaces a lazy feature loads itself (`i18n.loadNamespaces`) before it renders; English ones too. */
export const LAZY_NAMESPACES = ['chat', 'rewards', 'votes', 'admin', 'xray', 'xrayCharts', 'pnl'] as const;

/** Native language names: a language is offered under its own name whatever the interface language. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', fr: 'Français', es: 'Español' };

type Texts = Record<string, unknown>;

const bundled = import.meta.glob<Texts>(
  [
    '../locales/en/*.json',
    '!../locales/en/chat.json',
    '!../locales/en/rewards.json',
    '!../locales/en/votes.json',
    '!../locales/en/admin.json',
    '!../locales/en/xray.json',
    '!../locales/en/xrayCharts.json',
    '!../locales/en/pnl.json',
  ],
  {
    eager: true,
    import: 'default',
  },
);
// X-Ray's chart texts (xrayCharts) are not listed here: the feature's lazy chunk hands their loaders over
// (addTextLoaders), so not even their loaders weigh on every page's first load.
const loaders: Record<string, () => Promise<Texts>> = {
  ...import.meta.glob<Texts>(['../locales/*/*.json', '!../locales/en/*.json', '!../locales/*/xrayCharts.json'], {
    import: 'default',
  }),
  ...import.meta.glob<Texts>(
    [
      '../locales/en/chat.json',
      '../locales/en/rewards.json',
      '../locales/en/votes.json',
      '../locales/en/admin.json',
      '../locales/en/xray.json',
      '../locales/en/pnl.json',
    ],
    {
      import: 'default',
    },
  ),
};

/** A lazy feature's own namespace files, keyed `../locales/{language}/{namespace}.json`, read like the others from then on. */
export function addTextLoaders(more: Record<string, () => Promise<Texts>>): void {
  Object.assign(loaders, more);
}

/** `../locales/en/pricing.json` -> `pricing` */
const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
const englishTexts: Record<string, Texts> = Object.fromEntries(
  Object.entries(bundled).map(([path, texts]) => [namespaceOf(path), texts]),
);

const jsonBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** spec §1: the stored choice, else fr… → French, es… → Spanish, otherwise English. */
export function detectLocale(stored: string | null, browserLanguage: string | undefined): Locale {
  return isLocale(stored) ? stored : localeFromBrowser(browserLanguage);
}

export const i18n = i18next;

export function currentLocale(): Locale {
  return isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LOCALE;
}

/**
 * Starts i18next in the detected (or given) language; resolves once its texts are ready — at once for English,
 * whose texts are bundled.
 */
export async function initI18n(language?: Locale): Promise<void> {
  const lng = language ?? detectLocale(readStorage(STORAGE_KEYS.userLocale), window.navigator.language);
  if (!i18n.isInitialized) {
    i18n.on('languageChanged', (next: string) => {
      document.documentElement.lang = isLocale(next) ? next : FALLBACK_LOCALE;
    });
  }
  await i18n
    .use(jsonBackend)
    .use(initReactI18next)
    .init({
      lng,
      resources: { [FALLBACK_LOCALE]: englishTexts },
      partialBundledLanguages: true,
      // Initialise in this task when the texts are at hand (English), rather than after a timer.
      initAsync: false,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: LOCALES,
      ns: NAMESPACES,
      defaultNS: 'common',
      nsSeparator: '.',
      keySeparator: '.',
      // React escapes rendered text already.
      interpolation: { escapeValue: false },
      // Every namespace is loaded before the first render and before a language switch completes.
      react: { useSuspense: false },
    });
}

/** Switches the interface language and remembers the choice (spec §1 "kept in local storage"). */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStorage(STORAGE_KEYS.userLocale, locale);
  await i18n.changeLanguage(locale);
}

/** useTranslation over every namespace, so `t('pricing.title')` and `t('common.nav.news')` are both typed keys. */
export function useAppTranslation() {
  return useTranslation(NAMESPACES);
}
