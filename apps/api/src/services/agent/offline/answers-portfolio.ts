// Answers about the user's own account: portfolio value and move, one holding, plan and kredits, quests. Each reads
// one tool and says its figures, formatted for the reader; nothing is said that the tool did not give.
import type { HoldingDetailData, PlanStatusData, PortfolioSummaryData, QuestsData } from '../tools/catalogue';
import { nextPlanFacts } from './answers-insights';
import { type AnswerContext, bullets, failure, sentences, tokenLabel } from './context';
import type { Period } from './phrases';
import type { NamedAsset } from './tokens';

/** Holdings listed under the total: enough to see where the money is, short enough for a phone. */
const TOP_HOLDINGS = 3;
const PLACES_SHOWN = 3;
const QUESTS_SHOWN = 5;

export async function answerWorth(ctx: AnswerContext): Promise<string> {
  const result = await ctx.call('portfolio_summary', {});
  if (!result.ok) return failure(ctx, result);
  const data = result.data as unknown as PortfolioSummaryData;
  const { say, fig } = ctx;
  if (data.sources === 0) return say.noSources;
  const change = data.change24h;
  const head = sentences(
    say.worth(fig.usd(data.total)),
    change && say.worthChange24h(fig.usdChange(change.value), change.percent === null ? null : fig.change(change.percent)),
  );
  const top = data.top
    .slice(0, TOP_HOLDINGS)
    .map((line) => `${tokenLabel(line)}: ${fig.usd(line.value)} · ${fig.share(line.share)}`);
  return top.length ? `${head}\n${say.topHoldings}\n${bullets(top)}` : head;
}

export async function answerMove(ctx: AnswerContext, period: Period): Promise<string> {
  const result = await ctx.call('portfolio_summary', {});
  if (!result.ok) return failure(ctx, result);
  const data = result.data as unknown as PortfolioSummaryData;
  const { say, fig } = ctx;
  if (data.sources === 0) return say.noSources;
  const change = { '24h': data.change24h, '7d': data.change7d, '30d': data.change30d }[period];
  const total = fig.usd(data.total);
  if (!change) return say.noHistory(period, total);
  const direction = change.value > 0 ? 'up' : change.value < 0 ? 'down' : 'flat';
  const percent = change.percent === null ? null : fig.change(change.percent);
  return say.move(period, direction, fig.usdChange(change.value), percent, total);
}

/** What the user holds of one token; `asked` is the name as the user wrote it when no known token was found. */
export async function answerHolding(ctx: AnswerContext, asset: NamedAsset | string): Promise<string> {
  const asked = typeof asset === 'string' ? asset : asset.id;
  const result = await ctx.call('holding_detail', { asset: asked });
  if (!result.ok) return failure(ctx, result, typeof asset === 'string' ? asset : asset.name);
  const data = result.data as unknown as HoldingDetailData;
  const { say, fig } = ctx;
  const token = tokenLabel(data.asset);
  if (!data.held) return say.notHeld(token);
  const places = data.places
    .slice(0, PLACES_SHOWN)
    .map((place) => say.place(fig.amount(place.amount), place.chain, place.source));
  return sentences(
    say.held(
      fig.amount(data.amount),
      data.asset.symbol.toUpperCase(),
      data.asset.name,
      fig.usd(data.value),
      fig.share(data.share),
    ),
    data.price !== null && say.heldPrice(fig.usd(data.price), data.change24h === null ? null : fig.change(data.change24h)),
    places.length > 1 && say.heldPlaces(places, data.places.length - places.length),
  );
}

export async function answerPlan(ctx: AnswerContext): Promise<string> {
  const result = await ctx.call('plan_status', {});
  if (!result.ok) return failure(ctx, result);
  const data = result.data as unknown as PlanStatusData;
  const { say, fig } = ctx;
  return sentences(
    say.plan(data.plan.name, fig.amount(data.krl)),
    // What the next plan gives, not only its name (issue 28 §1: "what does more KRL unlock").
    (data.next && nextPlanFacts(ctx, data)) ?? say.topPlan,
    // Above the allowance is a bonus, said as such (issue 26 §1): 600/600 + 1 bonus, never 601/600.
    data.kredits > data.max
      ? say.kredits(
          fig.integer(data.max),
          fig.integer(data.max),
          fig.dateTime(data.refillAt),
          fig.integer(data.kredits - data.max),
        )
      : say.kredits(fig.integer(data.kredits), fig.integer(data.max), fig.dateTime(data.refillAt), null),
  );
}

export async function answerQuests(ctx: AnswerContext): Promise<string> {
  const result = await ctx.call('quests', {});
  if (!result.ok) return failure(ctx, result);
  const { quests } = result.data as unknown as QuestsData;
  const { say } = ctx;
  if (quests.length === 0) return say.noQuests;
  const lines = quests.slice(0, QUESTS_SHOWN).map((quest) => {
    const name = quest.url ? `[${quest.name}](${quest.url})` : `**${quest.name}**`;
    return say.quest(name, say.reward(quest.reward.xp, quest.reward.kredits), say.questStatus(quest.status));
  });
  return `${say.quests}\n${bullets(lines)}`;
}
