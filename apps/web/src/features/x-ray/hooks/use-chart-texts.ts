// The audit charts' texts: the `xrayCharts` namespace (locales/*/xrayCharts.json), one of the lazy namespaces of
// lib/i18n.ts. Their loaders come with this module (the audit page's lazy chunk) rather than with lib/i18n.ts, so
// every page's first load carries neither the texts nor the code that fetches them. The alert titles stay in `xray`
// (the change list names alerts with the titles the sections use).
import { useTranslation } from 'react-i18next';
import { addTextLoaders, i18n, NAMESPACES } from '../../../lib/i18n';

addTextLoaders(
  Object.fromEntries(
    Object.entries(import.meta.glob<Record<string, unknown>>('../../../locales/*/xrayCharts.json', { import: 'default' })).map(
      ([path, load]) => [path.replace('../../../locales/', '../locales/'), load],
    ),
  ),
);

const CHART_NAMESPACES = [...NAMESPACES, 'xray', 'xrayCharts'] as const;

export const loadChartTexts = () => i18n.loadNamespaces('xrayCharts');

/** The texts; `ready` is false until the namespace has loaded in the interface language (it loads on first use). */
export function useChartTexts() {
  return useTranslation(CHART_NAMESPACES);
}
