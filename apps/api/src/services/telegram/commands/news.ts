// /news [symbol] (issue 14 §3): the latest high-impact news from Agent K's news_search tool (the news page's stories
// of the last 7 days): about one token, most impactful first, or, without a symbol, about what the user holds, ranked
// by impact × the share of the portfolio a story names. Of the tool's 10 best, those of impact 7 and more come first,
// then the others, 5 at most; each with its link, impact, sentiment, coins and outlet. A demo story's link is its
// in-app article path (`/news/{id}`), made absolute with PUBLIC_ORIGIN as Agent K's app paths are.
import type { Locale } from '@k3/shared';
import { Composer } from 'grammy';
import { TOOL_ARGS, type NewsSearchData } from '../../agent/tools/catalogue';
import type { LinkedContext } from '../context';
import { linkHref } from '../markdown';
import { escapeHtml, fill } from '../texts';
import { clip, link, linkButtons, withinLimit } from './format';
import { type Answer, answerLater, demoLine, didYouMean, send, toolsFor, unavailable } from './shared';

const TEXTS = {
  en: {
    holdings: '<b>News about what you hold</b>, last {days} days',
    about: '<b>News about {token}</b>, last {days} days',
    facts: 'Impact <b>{impact}/10</b> · {sentiment} · {coins} · {source}',
    noneHoldings: 'No news about the coins you hold in the last {days} days. For one token, send e.g. <code>/news BTC</code>.',
    noneAbout: 'No news about {token} in the last {days} days.',
    open: 'Open News',
  },
  fr: {
    holdings: '<b>Actualités sur vos avoirs</b>, {days} derniers jours',
    about: '<b>Actualités sur {token}</b>, {days} derniers jours',
    facts: 'Impact <b>{impact}/10</b> · {sentiment} · {coins} · {source}',
    noneHoldings:
      'Aucune actualité sur vos coins ces {days} derniers jours. Pour un token, envoyez par exemple <code>/news BTC</code>.',
    noneAbout: 'Aucune actualité sur {token} ces {days} derniers jours.',
    open: 'Ouvrir les actualités',
  },
  es: {
    holdings: '<b>Noticias sobre tus activos</b>, últimos {days} días',
    about: '<b>Noticias sobre {token}</b>, últimos {days} días',
    facts: 'Impacto <b>{impact}/10</b> · {sentiment} · {coins} · {source}',
    noneHoldings:
      'No hay noticias sobre tus monedas en los últimos {days} días. Para un token, envía por ejemplo <code>/news BTC</code>.',
    noneAbout: 'No hay noticias sobre {token} en los últimos {days} días.',
    open: 'Abrir noticias',
  },
} as const;

const SENTIMENTS: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { positive: 'positive', negative: 'negative', neutral: 'neutral' },
  fr: { positive: 'positif', negative: 'négatif', neutral: 'neutre' },
  es: { positive: 'positivo', negative: 'negativo', neutral: 'neutral' },
};

/** "High impact" (the news page's 1–10 scale): these come first. */
export const HIGH_IMPACT = 7;
export const NEWS_SHOWN = 5;
/** The tool's largest page: the pool the high-impact stories are picked from. */
const NEWS_ASKED = 10;
const COINS_SHOWN = 5;

type Story = NewsSearchData['items'][number];

function storyLines(story: Story, rank: number, lang: Locale, origin: string): string {
  const coins = story.coins.slice(0, COINS_SHOWN).join(', ') + (story.coins.length > COINS_SHOWN ? ', …' : '');
  const facts = fill(TEXTS[lang].facts, {
    impact: story.impact,
    sentiment: escapeHtml(SENTIMENTS[lang][story.sentiment] ?? story.sentiment),
    coins: escapeHtml(coins),
    source: escapeHtml(clip(story.source, 60)),
  });
  return `\n${rank}. ${link(linkHref(story.url, origin) ?? '', clip(story.title, 200))}\n${facts}`;
}

async function answerNews(ctx: LinkedContext, asked: string | null, inPlace: boolean) {
  const { lang, deps } = ctx.k3;
  const texts = TEXTS[lang];
  const answer = (reply: Answer) => send(ctx, reply, inPlace);
  const args = { limit: NEWS_ASKED, ...(asked === null ? {} : { asset: asked }) };
  if (!TOOL_ARGS.news_search.safeParse(args).success) return answer(await didYouMean(ctx, asked ?? '', [], 'news'));
  const result = await toolsFor(ctx).call('news_search', args);
  if (!result.ok) {
    return answer(
      result.suggestions ? await didYouMean(ctx, asked ?? '', result.suggestions, 'news') : { text: unavailable(lang) },
    );
  }
  const data = result.data as unknown as NewsSearchData;
  const days = Math.round(data.windowHours / 24);
  const token = data.asset ? escapeHtml(clip(`${data.asset.name} (${data.asset.symbol})`, 100)) : '';
  const head = result.demo ? [demoLine(lang)] : [];
  // The tool's order (impact, or impact × exposure) within each group.
  const stories = [
    ...data.items.filter((story) => story.impact >= HIGH_IMPACT),
    ...data.items.filter((story) => story.impact < HIGH_IMPACT),
  ].slice(0, NEWS_SHOWN);
  if (stories.length === 0) {
    head.push(data.asset ? fill(texts.noneAbout, { token, days }) : fill(texts.noneHoldings, { days }));
    return answer({ text: head.join('\n') });
  }
  head.push(data.asset ? fill(texts.about, { token, days }) : fill(texts.holdings, { days }));
  const text = withinLimit(
    head,
    stories.map((story, index) => storyLines(story, index + 1, lang, deps.origin)),
  );
  return answer({ text, reply_markup: linkButtons([{ text: texts.open, url: `${deps.origin}/news` }]) });
}

export const newsCommand = new Composer<LinkedContext>();

newsCommand.command('news', (ctx) => {
  const asked = ctx.match.trim();
  return answerLater(ctx, () => answerNews(ctx, asked || null, false));
});

newsCommand.callbackQuery(/^news:(.+)$/, async (ctx) => {
  const id = ctx.match[1]!;
  await ctx.answerCallbackQuery().catch(() => undefined);
  return answerLater(ctx, () => answerNews(ctx, id, true));
});
