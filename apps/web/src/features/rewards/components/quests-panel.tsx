// The Quests tab (spec §2 "Rewards: tabs Earn, Quests, Ranking"): every published quest, open ones first.
import { EmptyState } from '../../../components/ui/page';
import { useQuests } from '../api/get-quests';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { openFirst } from '../utils/current-quests';
import { LoadState } from './load-state';
import { QuestList } from './quest-list';
import './rewards.css';

export function QuestsPanel() {
  const { t } = useRewardsTexts();
  const quests = useQuests();
  if (!quests.data) return <LoadState isError={quests.isError} onRetry={() => void quests.refetch()} />;
  if (quests.data.quests.length === 0) {
    return <EmptyState title={t('rewards.quests.empty.title')} text={t('rewards.quests.empty.text')} />;
  }
  return <QuestList quests={openFirst(quests.data.quests)} label={t('rewards.quests.label')} level={2} />;
}
