// The console's quests (issue 13 §4; docs/admin.md "Quests"): every quest with its state (published, draft, archived)
// and completions; create, edit, and publish / unpublish / archive each after a confirmation (PublishableSection).
import { useAdminQuests, useQuestTransition } from '../api/admin-quests';
import { useAdminTexts } from '../hooks/use-admin-texts';
import { PublishableSection } from './publishable-section';
import { QuestForm } from './quest-form';
import { StatusBadge, statusOf } from './status-badge';

export function QuestsSection() {
  const { t } = useAdminTexts();
  const quests = useAdminQuests();
  const transition = useQuestTransition();

  return (
    <PublishableSection
      id="quests"
      heading={t('admin.quests.heading')}
      newLabel={t('admin.quests.new')}
      empty={t('admin.quests.empty')}
      columns={[
        { label: t('admin.quests.columns.quest') },
        { label: t('admin.quests.columns.type') },
        { label: t('admin.quests.columns.reward') },
        { label: t('admin.quests.columns.status') },
        { label: t('admin.quests.columns.completions'), numeric: true },
        { label: t('admin.quests.columns.actions') },
      ]}
      query={quests}
      items={(data) => data.quests}
      nameOf={(quest) => quest.name.en}
      cells={(quest) => (
        <>
          <td>
            <span className="admin-strong">{quest.name.en}</span>
            <span className="admin-mono muted">{quest.id}</span>
          </td>
          <td>{t(`admin.quests.types.${quest.type}`)}</td>
          <td>{t('admin.quests.reward', { xp: quest.reward.xp, kredits: quest.reward.kredits })}</td>
          <td>
            <StatusBadge status={statusOf(quest)} />
          </td>
          <td className="admin-number">{quest.completions}</td>
        </>
      )}
      form={(quest, onDone) => <QuestForm quest={quest} onDone={onDone} />}
      transition={(quest, action) => transition.mutateAsync({ id: quest.id, transition: action })}
    />
  );
}
