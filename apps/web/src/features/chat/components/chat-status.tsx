// The signed-in user's kredits under the panel's header (spec §1 "Agent K … uses credits (called kredits)", §3
// `chat { kredits, max }`; issue 12 §3 "show kredits and the next refill in the panel"): left of the plan's allowance
// and the day they are topped up, from /me (updated by each answer's header line).
import type { User } from '@k3/shared';
import { currentLocale } from '../../../lib/i18n';
import { kreditsShown } from '../../../lib/kredits';
import { useChatTexts } from '../hooks/use-chat-texts';
import { formatDay } from '../utils/format-day';

export function ChatStatus({ kredits }: { kredits: User['chat'] | undefined }) {
  const { t } = useChatTexts();
  if (!kredits) return null;
  const shown = kreditsShown(kredits.kredits, kredits.max);
  return (
    <p className="chat-status">
      {shown.bonus > 0 ? t('chat.status.kreditsBonus', { ...shown }) : t('chat.status.kredits', { ...shown })}
      {' · '}
      {t('chat.status.refill', { date: formatDay(kredits.refillAt, currentLocale()) })}
    </p>
  );
}
