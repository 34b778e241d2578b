// The X-Ray words in the interface language: field labels (a key the translations do not know yet reads as words),
// alert titles, the server's reasons that have a translation, and the texts the value formatter needs.
import { useMemo } from 'react';
import { DOMAIN_RESOLUTION_FAILED, NOT_CHECKED_DEMO, NOT_PUBLISHED, UNCAPPED, UNCAPPED_OR_NOT_PUBLISHED } from '@k3/shared';
import type { AlertKey, LocalizedText, XraySection } from '@k3/shared';
import type xrayTexts from '../../../locales/en/xray.json';
import { currentLocale } from '../../../lib/i18n';
import { useXrayTranslation } from '../../../lib/xray-texts';
import { humanizeKey, valueKey, type FormatTexts } from '../utils/format-field';

type Fields = (typeof xrayTexts)['fields'];
/** `financial.price`, `social.subscribers`…: labels are per section, as a key may mean another thing elsewhere. */
type FieldKey = { [S in keyof Fields]: `${S}.${keyof Fields[S] & string}` }[keyof Fields];
type ValueKey = keyof (typeof xrayTexts)['values'];
type EvidenceKey = keyof (typeof xrayTexts)['evidence'];
type CategoryKey = keyof (typeof xrayTexts)['categories'];
/** A chain's ecosystem category (`ethereum-ecosystem`, named "Ethereum ecosystem" by the API). */
const ECOSYSTEM = / ecosystem$/;

/** The spec's domain-check message, as the API's website scan words it (spec §8 "Domain check"). */
export { DOMAIN_RESOLUTION_FAILED };
const DEMO_REASON = NOT_CHECKED_DEMO;

export function useXrayTexts() {
  const { t, i18n } = useXrayTranslation();
  const locale = currentLocale();
  return useMemo(() => {
    const fieldLabel = (section: XraySection, key: string): string => {
      const path = `${section}.${key}`;
      return i18n.exists(`xray.fields.${path}`) ? t(`xray.fields.${path as FieldKey}`) : humanizeKey(key);
    };
    /** The API's notes on how a value was measured are in English: shown to English readers only. */
    const fieldDetail = (detail: string | undefined): string | null => (detail && locale === 'en' ? detail : null);
    const alertTitle = (key: AlertKey): string => t(`xray.alerts.${key}`);
    /** An alert evidence's label: the API sends a key ("contractFunction"); one the translations lack reads as words. */
    const evidenceLabel = (label: string): string =>
      i18n.exists(`xray.evidence.${label}`) ? t(`xray.evidence.${label as EvidenceKey}`) : humanizeKey(label);
    const sectionTitle = (section: XraySection): string => t(`xray.detail.sections.${section}`);
    const reasonText = (reason: string | undefined): string | null => {
      if (!reason) return null;
      if (reason === DOMAIN_RESOLUTION_FAILED) return t('xray.reasons.domainResolutionFailed');
      if (reason === DEMO_REASON) return t('xray.reasons.demo');
      if (reason === NOT_PUBLISHED) return t('xray.reasons.notPublished');
      if (reason === UNCAPPED) return t('xray.reasons.uncapped');
      if (reason === UNCAPPED_OR_NOT_PUBLISHED) return t('xray.reasons.uncappedOrNotPublished');
      return reason;
    };
    /**
     * A category's name in the interface language (issue 26 §6): K3's own categories by id; a chain's ecosystem with the
     * chain's name kept; a live source's category the translations do not know keeps the source's English name.
     */
    const categoryName = (id: string, name: string): string => {
      // English reads the API's own name (a live source may word it its way: "Layer 1 (L1)").
      if (locale === 'en') return name;
      if (i18n.exists(`xray.categories.${id}`)) return t(`xray.categories.${id as CategoryKey}`);
      if (id.endsWith('-ecosystem') && ECOSYSTEM.test(name))
        return t('xray.categoryEcosystem', { chain: name.replace(ECOSYSTEM, '') });
      return name;
    };
    /** The same from the English name alone (the fundamental section lists its categories by name). */
    const englishCategories = (i18n.getResourceBundle('en', 'xray') as { categories?: Record<string, string> } | undefined)
      ?.categories;
    const categoryByName = new Map(Object.entries(englishCategories ?? {}).map(([id, name]) => [name, id]));
    const categoryNameOf = (name: string): string => {
      const id = categoryByName.get(name);
      if (id) return categoryName(id, name);
      return ECOSYSTEM.test(name) ? categoryName(`${name.replace(ECOSYSTEM, '').toLowerCase()}-ecosystem`, name) : name;
    };
    const localized = (text: LocalizedText): string => text[locale];
    const formatTexts: FormatTexts = {
      yes: t('xray.format.yes'),
      no: t('xray.format.no'),
      none: t('xray.format.none'),
      score: (value) => t('xray.format.score', { value }),
      textValue: (value) => {
        const key = valueKey(value);
        return i18n.exists(`xray.values.${key}`) ? t(`xray.values.${key as ValueKey}`) : null;
      },
    };
    return {
      t,
      locale,
      fieldLabel,
      fieldDetail,
      alertTitle,
      evidenceLabel,
      sectionTitle,
      reasonText,
      categoryName,
      categoryNameOf,
      localized,
      formatTexts,
    };
  }, [t, i18n, locale]);
}

export type XrayTexts = ReturnType<typeof useXrayTexts>;
