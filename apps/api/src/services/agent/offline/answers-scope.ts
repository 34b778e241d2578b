// The answer to a question asking for a measure K3 holds no data on (measures.ts; issue 28): said plainly first, in the
// reader's language, then — clearly apart and labelled as such — what K3 does have on the coins it names. With no coin
// named, the honest line, what K3 holds on a coin and example questions: no data of the user's or of another coin.
import { XRAY_SECTIONS } from '@k3/shared';
import { type AnswerContext, tokenLabel } from './context';
import type { Measure } from './measures';
import type { NamedAsset } from './tokens';

export async function answerUnheld(
  ctx: AnswerContext,
  measures: readonly Measure[],
  coins: readonly NamedAsset[],
  /** What K3 has on `coins` (their market data, or the answer the question's kind asks); null when no coin is named. */
  k3Data: (() => Promise<string>) | null,
): Promise<string> {
  const { say } = ctx;
  const asked = measures.map((measure) => `**${measure.label[ctx.lang]}**`);
  const named = coins.length ? new Intl.ListFormat(ctx.lang, { type: 'conjunction' }).format(coins.map(tokenLabel)) : null;
  const head = say.noData(asked, named);
  if (k3Data) return `${head}\n\n${say.k3Has(named)}\n${await k3Data()}`;
  const sections = XRAY_SECTIONS.map((section) => say.sectionName(section)).join(', ');
  return `${head} ${say.k3Holds(sections)}\n${say.tryThese(say.helpExamples)}`;
}
