// The admin console's texts: the `admin` namespace (locales/*/admin.json), one of the lazy namespaces of lib/i18n.ts.
// The router loads it with the /admin route's code (loadAdminTexts), so no visitor page carries these texts.
import { useTranslation } from 'react-i18next';
import { i18n, NAMESPACES } from '../../../lib/i18n';

const ADMIN_NAMESPACES = [...NAMESPACES, 'admin'] as const;

export const loadAdminTexts = () => i18n.loadNamespaces('admin');

export function useAdminTexts() {
  return useTranslation(ADMIN_NAMESPACES);
}
