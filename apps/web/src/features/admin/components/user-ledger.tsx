// A user's XP ledger in the console (docs/admin.md "Users"): every grant, newest first, with its source (quest,
// referral, admin), the quest or the referred user it came from, and the kredits it carried.
import { useUserLedger } from '../api/admin-users';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { formatWhen, shortId } from '../utils/format';
import { AdminTable } from './admin-table';

export function UserLedger({ userId }: { userId: string }) {
  const { t, i18n } = useAdminTexts();
  const ledger = useUserLedger(userId);
  return (
    <AdminTable
      query={ledger}
      rows={(data) => data.entries}
      empty={t('admin.users.ledgerEmpty')}
      columns={[
        { label: t('admin.users.ledgerColumns.at') },
        { label: t('admin.users.ledgerColumns.amount'), numeric: true },
        { label: t('admin.users.ledgerColumns.kredits'), numeric: true },
        { label: t('admin.users.ledgerColumns.source') },
        { label: t('admin.users.ledgerColumns.quest') },
        { label: t('admin.users.ledgerColumns.from') },
      ]}
      row={(entry) => (
        <tr key={entry.id}>
          <td>{formatWhen(entry.at, i18n.language)}</td>
          <td className="admin-number">{entry.amount}</td>
          <td className="admin-number">{entry.kredits}</td>
          <td>{t(`admin.users.sources.${entry.source}`)}</td>
          <td className="admin-mono">{entry.questId ?? t('admin.common.none')}</td>
          <td className="admin-mono" title={entry.fromUserId ?? undefined}>
            {entry.fromUserId ? shortId(entry.fromUserId) : t('admin.common.none')}
          </td>
        </tr>
      )}
    />
  );
}
