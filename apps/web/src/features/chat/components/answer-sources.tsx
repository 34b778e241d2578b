// The sources line that ends an answer stating figures (issue 28 §2; docs/chat-ui.md "Sources"): a compact line naming
// the data — portfolio, market, X-Ray audit, news, plan — that opens to the list with each one's date, and says when
// any of them is stale. The agent writes it as the answer's last paragraph (`📎 Sources: …`, @k3/shared
// `splitChatSources`); an answer without one is shown as written.
import type { ChatSource } from '@k3/shared';
import { useChatTexts } from '../hooks/use-chat-texts';

/** A source's name: what comes before its date ("market, Nov 10, 2026" → "market"). */
const nameOf = (source: ChatSource) => source.text.split(',')[0]!.trim();

export function AnswerSources({ sources }: { sources: ChatSource[] }) {
  const { t } = useChatTexts();
  const stale = sources.some((source) => source.stale);
  return (
    <details className="chat-sources">
      <summary>
        {t('chat.sources.summary')}: {sources.map(nameOf).join(' · ')}
        {stale ? <span className="chat-sources-stale"> ⚠ {t('chat.sources.stale')}</span> : null}
      </summary>
      <ul>
        {sources.map((source) => (
          <li key={source.text}>
            {source.text}
            {source.stale ? <span className="chat-sources-stale"> ⚠ {t('chat.sources.stale')}</span> : null}
          </li>
        ))}
      </ul>
    </details>
  );
}
