// Which news language a reader sees (spec §1 "News is offered for en and fr only", §5 "only items in the current
// language are shown"): French readers French news, every other language English news. One rule for the news hub, the
// dashboard's news counts, Agent K's news tool and the Telegram bot.
import { FALLBACK_LOCALE } from '../constants/locales';
import { NEWS_LANGS, type NewsLang } from '../schemas/news';

/** The news language for an interface language; `fallback` says that language has no news of its own (Spanish). */
export function newsLangFor(locale: string | undefined): { lang: NewsLang; fallback: boolean } {
  const base = (locale ?? FALLBACK_LOCALE).slice(0, 2).toLowerCase();
  if ((NEWS_LANGS as readonly string[]).includes(base)) return { lang: base as NewsLang, fallback: false };
  return { lang: 'en', fallback: true };
}
