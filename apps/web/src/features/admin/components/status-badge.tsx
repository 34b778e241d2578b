// A quest's or poll's state in the console: archived wins over published, otherwise published or draft.
import { useAdminTexts } from '../hooks/use-admin-texts';

export type AdminStatus = 'published' | 'draft' | 'archived';

export function statusOf(item: { published: boolean; archivedAt: string | null }): AdminStatus {
  if (item.archivedAt !== null) return 'archived';
  return item.published ? 'published' : 'draft';
}

export function StatusBadge({ status }: { status: AdminStatus }) {
  const { t } = useAdminTexts();
  return <span className={`admin-badge admin-badge-${status}`}>{t(`admin.status.${status}`)}</span>;
}
