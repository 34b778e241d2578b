// The dashboard's current quests (spec §2 "Up to 3 current quests are shown below", §4 "started first, then pending,
// at most 3"), with the same Start and Claim as the Quests tab. Nothing shows when no quest is open. The dashboard
// route places it below the wallet tab; the route loads the rewards texts before it renders.
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useQuests } from '../api/get-quests';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { currentQuests } from '../utils/current-quests';
import { QuestList } from './quest-list';
import './rewards.css';

export { loadRewardsTexts } from '../hooks/use-rewards-texts';

export function CurrentQuests() {
  const { t } = useRewardsTexts();
  const { data } = useQuests();
  const shown = data ? currentQuests(data.quests) : [];
  if (shown.length === 0) return null;
  return (
    <section className="current-quests" aria-labelledby="current-quests-title">
      <div className="current-quests-header">
        <h2 id="current-quests-title" className="section-title">
          {t('rewards.current.title')}
        </h2>
        <Link to={paths.quests.getHref()}>{t('rewards.current.all')}</Link>
      </div>
      <QuestList quests={shown} label={t('rewards.current.title')} />
    </section>
  );
}
