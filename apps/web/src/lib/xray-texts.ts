// X-Ray's texts: the `xray` namespace (locales/*/xray.json), one of the lazy namespaces of lib/i18n.ts, so they stay
// off the pages that show no X-Ray figure. The X-Ray routes and the signed-in views that show audit scores or alerts
// (the dashboard's wallet, SmartFolio's portfolio) wait for `loadXrayTexts` before they render.
import { useTranslation } from 'react-i18next';
import { i18n, NAMESPACES } from './i18n';

const XRAY_NAMESPACES = [...NAMESPACES, 'xray'] as const;

export const loadXrayTexts = () => i18n.loadNamespaces('xray');

/** useAppTranslation with X-Ray's keys too (`t('xray.severity.high')`). */
export function useXrayTranslation() {
  return useTranslation(XRAY_NAMESPACES);
}
