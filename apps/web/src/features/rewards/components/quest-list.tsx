// A list of quest cards sharing one set of Start/Claim actions (use-quest-actions.ts): the Quests tab lists every
// quest, the dashboard the current ones.
import type { Quest } from '@k3/shared';
import { useQuestActions } from '../hooks/use-quest-actions';
import { QuestCard } from './quest-card';

export function QuestList({ quests, label, level }: { quests: readonly Quest[]; label: string; level?: 2 | 3 }) {
  const { busy, onStart, onClaim } = useQuestActions();
  return (
    <ul className="quest-list" aria-label={label}>
      {quests.map((quest) => (
        <li key={quest.id}>
          <QuestCard
            quest={quest}
            busy={busy.get(quest.id)}
            onStart={(item) => void onStart(item)}
            onClaim={(item, url) => void onClaim(item, url)}
            level={level}
          />
        </li>
      ))}
    </ul>
  );
}
