// The profit-and-loss texts: the `pnl` namespace (locales/*/pnl.json), one of the lazy namespaces of lib/i18n.ts, so
// they stay off every page's first load. SmartFolio's PnL and transactions tabs and the dashboard's PnL summary wait
// for `loadPnlTexts` before they render (issue 29 §3).
import { useTranslation } from 'react-i18next';
import { i18n, NAMESPACES } from './i18n';

const PNL_NAMESPACES = [...NAMESPACES, 'pnl'] as const;

export const loadPnlTexts = () => i18n.loadNamespaces('pnl');

/** useAppTranslation with the PnL keys too (`t('pnl.totals.costBasis')`). */
export function usePnlTranslation() {
  return useTranslation(PNL_NAMESPACES);
}
