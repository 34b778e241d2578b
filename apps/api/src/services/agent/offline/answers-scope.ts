// The answer to a question asking for a measure K3 holds no data on (measures.ts; issue 28): said plainly first, in the
// reader's language. Then, when the question also asks something K3 gives on the coins it names, that answer, clearly
// apart and labelled; otherwise what K3 has on them, offered as questions to ask, with no data read. With no coin named,
// the honest line, what K3 holds on a coin and example questions: no data of the user's or of another coin.
import { XRAY_SECTIONS } from '@k3/shared';
import { type AnswerContext, tokenLabel } from './context';
import type { Measure } from './measures';
import type { NamedAsset } from './tokens';

export async function answerUnheld(
  ctx: AnswerContext,
  measures: readonly Measure[],
  coins: readonly NamedAsset[],
  /** What else the question asks that K3 gives on `coins` (their price, an audit…); null when it asks nothing else. */
  k3Data: (() => Promise<string>) | null,
  /** The question is about the market's news or mood: the market's news is among the questions offered. */
  market = false,
): Promise<string> {
  const { say } = ctx;
  const asked = measures.map((measure) => `**${measure.label[ctx.lang]}**`);
  const named = coins.length ? new Intl.ListFormat(ctx.lang, { type: 'conjunction' }).format(coins.map(tokenLabel)) : null;
  const head = say.noData(asked, named);
  if (k3Data) return `${head}\n\n${say.k3Has(named)}\n${await k3Data()}`;
  if (coins.length) {
    const examples = say.coinExamples(coins[0]!.name, coins[1]?.name ?? null);
    return `${head}\n${say.k3Offers(named!, coins.length > 1)}\n${say.tryThese(examples)}`;
  }
  const sections = XRAY_SECTIONS.map((section) => say.sectionName(section)).join(', ');
  const examples = market ? [say.marketExample, ...say.helpExamples.slice(1)] : say.helpExamples;
  return `${head} ${say.k3Holds(sections)}\n${say.tryThese(examples)}`;
}
