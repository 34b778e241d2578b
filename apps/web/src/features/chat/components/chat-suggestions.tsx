// Suggestion buttons (spec §4 "A suggestion click sends at once", §5 proposals): each question in the reader's
// language.
import type { Locale } from '@k3/shared';

interface Suggestion {
  id: string;
  text: Readonly<Record<Locale, string>>;
}

interface ChatSuggestionsProps {
  label: string;
  items: readonly Suggestion[];
  lang: Locale;
  onPick: (text: string) => void;
}

export function ChatSuggestions({ label, items, lang, onPick }: ChatSuggestionsProps) {
  if (items.length === 0) return null;
  return (
    <div className="chat-suggestions" role="group" aria-label={label}>
      {items.map((item) => (
        <button key={item.id} type="button" className="chat-suggestion" onClick={() => onPick(item.text[lang])}>
          {item.text[lang]}
        </button>
      ))}
    </div>
  );
}
