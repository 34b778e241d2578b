// The offline agent's profit-and-loss answer (issue 29 §3: "how much did I make on SOL this year?", "what is my cost
// basis?"): one call of the `pnl` tool — SmartFolio's and GET /api/me/pnl's figures — said in the reader's language with
// the method named, gains and losses signed, and missing history said plainly. With no history it says so and gives no
// figure. Figures are the tool's decimal strings, turned into numbers only to be formatted.
import type { PnlData, PnlPeriod } from '../tools/catalogue';
import { type AnswerContext, bullets, failure, sentences, tokenLabel } from './context';
import { PNL_PHRASES } from './phrases/pnl';
import type { NamedAsset } from './tokens';

/** Profit and loss of one token (a known one, or a word taken for one), or of the whole history when `asset` is null. */
export async function answerPnl(
  ctx: AnswerContext,
  asset: NamedAsset | string | null,
  period: PnlPeriod | null,
): Promise<string> {
  const args = {
    ...(asset === null ? {} : { asset: typeof asset === 'string' ? asset : asset.id }),
    ...(period ? { period } : {}),
  };
  const result = await ctx.call('pnl', args);
  if (!result.ok) return failure(ctx, result, asset === null ? undefined : typeof asset === 'string' ? asset : asset.name);
  const data = result.data as unknown as PnlData;
  const say = PNL_PHRASES[ctx.lang];
  const { fig } = ctx;
  if (data.transactions === 0) return say.noHistory(data.url);
  const token = data.asset ? tokenLabel(data.asset) : null;
  const f = data.figures;
  if (!f) return sentences(say.notInHistory(token ?? ''), say.more(data.url));
  const usd = (value: string) => fig.usd(Number(value));
  const signed = (value: string | null) => (value === null ? null : fig.usdChange(Number(value)));
  const symbol = data.asset?.symbol.toUpperCase() ?? '';

  const lines: string[] = [];
  if (data.asset) {
    lines.push(
      data.asset.held
        ? say.held(
            fig.amount(Number(f.amount)),
            symbol,
            f.value === null ? null : usd(f.value),
            usd(f.costBasis),
            signed(f.unrealised),
          )
        : say.soldOut(symbol),
    );
  } else {
    lines.push(say.total(usd(f.costBasis), f.value === null ? null : usd(f.value), signed(f.unrealised)));
  }
  lines.push(
    say.realised(
      data.period,
      data.year,
      signed(f.realised.period)!,
      data.period === 'all-time' ? null : signed(f.realised.allTime),
    ),
  );
  const back = data.returns?.period;
  if (back) {
    const rate = back.rate === null ? null : fig.change(back.rate * 100);
    lines.push(say.returned(data.period, rate, signed(back.gain)!, !back.complete));
  }

  const missing = Number(f.missingHistory.proceeds) !== 0 || Number(f.missingHistory.amount ?? 0) !== 0;
  const notes = sentences(
    missing &&
      say.missing(
        usd(f.missingHistory.proceeds),
        f.missingHistory.amount === null ? null : `${fig.amount(Number(f.missingHistory.amount))} ${symbol}`,
      ),
    data.unpriced.length > 0 && f.value === null && say.unpriced(data.unpriced.join(', ')),
    data.unvalued > 0 && say.unvalued(fig.integer(data.unvalued)),
    say.more(data.url),
  );
  const head = say.head(token, say.method(data.method), data.asset ? null : fig.integer(data.transactions));
  return `${head}\n${bullets(lines)}\n${notes}`;
}
