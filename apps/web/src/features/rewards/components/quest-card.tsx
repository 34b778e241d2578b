// One quest (spec §3 Quest, §4 quest states): image, name, description, reward (XP, AI credits), the per-unit hint and
// how often it can be done, progress when the server measures one, and the one action its state allows — Start
// (pending), Claim (started; disabled while the claim runs), or an inert Completed. A recurring quest completed this
// period says when it is available again. Spread-the-word quests take the link of the post on X before the claim, then
// say the post waits for an admin's review (or was refused, and another may be sent: issue 22 §7).
import { useId, useState, type FormEvent } from 'react';
import { X_POST_URL_PATTERN, formatAmount, type Quest } from '@k3/shared';
import { currentLocale } from '../../../lib/i18n';
import type { QuestBusy } from '../hooks/use-quest-actions';
import { useRewardsTexts } from '../hooks/use-rewards-texts';
import { QuestAction } from './quest-action';

const IMAGE_SIZE = 56;

interface QuestCardProps {
  quest: Quest;
  busy: QuestBusy | undefined;
  onStart: (quest: Quest) => void;
  onClaim: (quest: Quest, url?: string) => void;
  /** Heading level of the quest's name in the page. */
  level?: 2 | 3;
}

function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function QuestCard({ quest, busy, onStart, onClaim, level = 3 }: QuestCardProps) {
  const { t } = useRewardsTexts();
  const id = useId();
  const [postUrl, setPostUrl] = useState('');
  const [isUrlInvalid, setUrlInvalid] = useState(false);
  const Heading = level === 2 ? 'h2' : 'h3';
  const locale = currentLocale();
  const needsPost = quest.type === 'spread_the_word' && quest.status === 'started' && quest.review !== 'pending';
  const titleId = `${id}-title`;

  const claim = (event?: FormEvent) => {
    event?.preventDefault();
    if (!needsPost) {
      onClaim(quest);
      return;
    }
    const url = postUrl.trim();
    const isValid = X_POST_URL_PATTERN.test(url);
    setUrlInvalid(!isValid);
    if (isValid) onClaim(quest, url);
  };

  const progress = quest.progress;
  return (
    <article className={`quest-card card quest-${quest.status}`} aria-labelledby={titleId}>
      {quest.image ? (
        <img className="quest-image" src={quest.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" />
      ) : (
        <span className="quest-image quest-image-empty" aria-hidden="true" />
      )}
      <div className="quest-body">
        <Heading id={titleId} className="quest-name">
          {quest.name}
        </Heading>
        <p className="quest-desc">{quest.desc}</p>
        <dl className="quest-reward">
          <div>
            <dt>{t('rewards.quests.xp')}</dt>
            <dd>+{formatAmount(quest.reward.xp, locale)}</dd>
          </div>
          {quest.reward.kredits > 0 ? (
            <div>
              <dt>{t('rewards.quests.kredits')}</dt>
              <dd>+{formatAmount(quest.reward.kredits, locale)}</dd>
            </div>
          ) : null}
        </dl>
        <p className="quest-hint">
          {t(`rewards.quests.hint.${quest.hint}`)} · {t(`rewards.quests.recurrence.${quest.recurrence}`)}
        </p>
        {progress && quest.status !== 'completed' ? (
          <div className="quest-progress">
            <progress
              max={progress.target}
              value={Math.min(progress.current, progress.target)}
              aria-label={t('rewards.quests.progress', { name: quest.name })}
            />
            <span>
              {t('rewards.quests.progressText', {
                current: formatAmount(progress.current, locale),
                target: formatAmount(progress.target, locale),
              })}
            </span>
          </div>
        ) : null}
        {quest.status === 'started' && quest.review ? (
          <p className={quest.review === 'rejected' ? 'quest-review field-error' : 'quest-review'} role="status">
            {t(`rewards.quests.review.${quest.review}`)}
          </p>
        ) : null}
        {needsPost ? (
          <form className="quest-post" id={`${id}-form`} onSubmit={claim} noValidate>
            <label className="field-label" htmlFor={`${id}-url`}>
              {t('rewards.quests.postUrl')}
            </label>
            <input
              id={`${id}-url`}
              className="input"
              type="url"
              inputMode="url"
              autoComplete="url"
              value={postUrl}
              onChange={(event) => setPostUrl(event.target.value)}
              aria-invalid={isUrlInvalid || undefined}
              aria-describedby={`${id}-url-note`}
              placeholder="https://x.com/…/status/…"
            />
            <p id={`${id}-url-note`} className={isUrlInvalid ? 'field-error' : 'field-hint'}>
              {isUrlInvalid ? t('rewards.quests.postUrlInvalid') : t('rewards.quests.postUrlHint')}
            </p>
          </form>
        ) : null}
      </div>
      <div className="quest-actions">
        <QuestAction
          quest={quest}
          busy={busy}
          onStart={() => onStart(quest)}
          onClaim={() => claim()}
          form={needsPost ? `${id}-form` : undefined}
        />
        {quest.status === 'completed' && quest.nextAvailableAt ? (
          <p className="quest-next">{t('rewards.quests.availableAgain', { date: formatWhen(quest.nextAvailableAt) })}</p>
        ) : null}
      </div>
    </article>
  );
}
