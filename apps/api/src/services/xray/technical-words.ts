// The technical verdicts in plain words (issue 25 §3; docs/xray-technical.md "In plain words"): one sentence per field
// in English, French and Spanish, shown beside the indicator terms. Each sentence is written from the same indicator
// values the verdict was decided from, so its words and figures can never point the other way: "Down" always comes
// with a fall, "lean buy" with a positive rating.
import type { LocalizedText } from '@k3/shared';
import type {
  Checked,
  Direction,
  DirectionIndicators,
  MarketState,
  MarketStateIndicators,
  Opportunity,
  OpportunityIndicators,
  TechnicalThresholds,
  Trend,
  TrendIndicators,
} from './technical-types';

type Lang = keyof LocalizedText;
const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES' };

// Building an Intl formatter costs far more than using one: each is made once and kept.
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Lang, digits: number, percent: boolean): Intl.NumberFormat {
  const key = `${lang}:${digits}:${percent}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: digits, ...(percent && { style: 'percent' }) });
    formatters.set(key, found);
  }
  return found;
}

/** A number in each language, with at most `digits` decimals. */
function num(value: number, digits = 0): LocalizedText {
  const f = (lang: Lang) => formatter(lang, digits, false).format(value);
  return { en: f('en'), fr: f('fr'), es: f('es') };
}

/** A magnitude in percent in each language ("15%", "15 %"). */
function pct(value: number): LocalizedText {
  const f = (lang: Lang) => formatter(lang, value < 10 ? 1 : 0, true).format(value / 100);
  return { en: f('en'), fr: f('fr'), es: f('es') };
}

/** How straight the path was: the regression's R² in words. */
function path(r2: number, t: TechnicalThresholds): LocalizedText {
  if (r2 >= t.marketTrendR2)
    return { en: 'along a steady slope', fr: 'selon une pente régulière', es: 'con una pendiente regular' };
  if (r2 >= t.directionMinR2)
    return { en: 'along an uneven slope', fr: 'selon une pente irrégulière', es: 'con una pendiente irregular' };
  return { en: 'in a choppy path', fr: 'par à-coups', es: 'a sacudidas' };
}

/**
 * generalDirection. Up and down say how far the price went over the window, from the closes when they moved the way of
 * the slope (else from the trend line, which always does); sideways says how little or how unevenly it moved.
 */
export function directionWords(f: Checked<Direction, DirectionIndicators>, t: TechnicalThresholds): LocalizedText {
  const r = f.indicators;
  const days = num(r.window);
  if (f.value !== 'sideways') {
    const rising = f.value === 'up';
    const closesAgree = Math.sign(r.closeChangePct) === Math.sign(r.slopePctPerDay) && Math.abs(r.closeChangePct) >= 1;
    const by = pct(Math.abs(closesAgree ? r.closeChangePct : r.changePct));
    const p = path(r.r2, t);
    const subject = closesAgree
      ? { en: 'the price', fr: 'le prix', es: 'el precio' }
      : { en: "the price's trend line", fr: 'la droite de tendance du prix', es: 'la línea de tendencia del precio' };
    return rising
      ? {
          en: `Up: ${subject.en} rose ${by.en} over ${days.en} days ${p.en}.`,
          fr: `Hausse : ${subject.fr} a monté de ${by.fr} en ${days.fr} jours ${p.fr}.`,
          es: `Al alza: ${subject.es} subió un ${by.es} en ${days.es} días ${p.es}.`,
        }
      : {
          en: `Down: ${subject.en} fell ${by.en} over ${days.en} days ${p.en}.`,
          fr: `Baisse : ${subject.fr} a baissé de ${by.fr} en ${days.fr} jours ${p.fr}.`,
          es: `A la baja: ${subject.es} cayó un ${by.es} en ${days.es} días ${p.es}.`,
        };
  }
  const by = pct(Math.abs(r.closeChangePct));
  const moved: LocalizedText =
    Math.abs(r.closeChangePct) < 1
      ? { en: 'barely moved', fr: 'a à peine bougé', es: 'apenas se movió' }
      : r.closeChangePct > 0
        ? { en: `rose ${by.en}`, fr: `a monté de ${by.fr}`, es: `subió un ${by.es}` }
        : { en: `fell ${by.en}`, fr: `a baissé de ${by.fr}`, es: `cayó un ${by.es}` };
  const why: LocalizedText =
    Math.abs(r.slopePctPerDay) < t.directionSlopePctPerDay
      ? {
          en: 'too little to call a direction',
          fr: 'trop peu pour parler de direction',
          es: 'demasiado poco para hablar de dirección',
        }
      : {
          en: 'up and down too unevenly to call a direction',
          fr: 'par des hauts et des bas trop irréguliers pour parler de direction',
          es: 'con altibajos demasiado irregulares para hablar de dirección',
        };
  return {
    en: `Sideways: the price ${moved.en} over ${days.en} days, ${why.en}.`,
    fr: `Latéral : le prix ${moved.fr} en ${days.fr} jours, ${why.fr}.`,
    es: `Lateral: el precio ${moved.es} en ${days.es} días, ${why.es}.`,
  };
}

/** currentTrend: how many of the four average checks point each way, and whether the move has strength (ADX). */
export function trendWords(f: Checked<Trend, TrendIndicators>, t: TechnicalThresholds): LocalizedText {
  const i = f.indicators;
  const ups = i.checks.filter((c) => c.vote === 1).length;
  const downs = i.checks.filter((c) => c.vote === -1).length;
  const adx = num(i.adx);
  const min = num(t.trendMinAdx);
  if (f.value === 'bullish' || f.value === 'bearish') {
    const n = num(f.value === 'bullish' ? ups : downs);
    return f.value === 'bullish'
      ? {
          en: `Bullish: ${n.en} of 4 average checks point up (the price above its recent averages) and the move has strength (ADX ${adx.en}, ${min.en} or more).`,
          fr: `Haussier : ${n.fr} contrôles de moyennes sur 4 pointent vers le haut (le prix au-dessus de ses moyennes récentes) et le mouvement a de la force (ADX ${adx.fr}, ${min.fr} ou plus).`,
          es: `Alcista: ${n.es} de 4 comprobaciones de medias apuntan al alza (el precio por encima de sus medias recientes) y el movimiento tiene fuerza (ADX ${adx.es}, ${min.es} o más).`,
        }
      : {
          en: `Bearish: ${n.en} of 4 average checks point down (the price below its recent averages) and the move has strength (ADX ${adx.en}, ${min.en} or more).`,
          fr: `Baissier : ${n.fr} contrôles de moyennes sur 4 pointent vers le bas (le prix sous ses moyennes récentes) et le mouvement a de la force (ADX ${adx.fr}, ${min.fr} ou plus).`,
          es: `Bajista: ${n.es} de 4 comprobaciones de medias apuntan a la baja (el precio por debajo de sus medias recientes) y el movimiento tiene fuerza (ADX ${adx.es}, ${min.es} o más).`,
        };
  }
  if (Math.abs(i.score) >= t.trendMinScore) {
    const above = i.score > 0;
    return {
      en: `Neutral: the price is ${above ? 'above' : 'below'} its recent averages, but the move is weak (ADX ${adx.en}, under ${min.en}), so no trend is called.`,
      fr: `Neutre : le prix est ${above ? 'au-dessus de' : 'sous'} ses moyennes récentes, mais le mouvement est faible (ADX ${adx.fr}, sous ${min.fr}) : aucune tendance n'est retenue.`,
      es: `Neutral: el precio está ${above ? 'por encima de' : 'por debajo de'} sus medias recientes, pero el movimiento es débil (ADX ${adx.es}, por debajo de ${min.es}), así que no se señala tendencia.`,
    };
  }
  if (ups === 0 && downs === 0) {
    return {
      en: 'Neutral: the price sits on its averages, so no trend is called.',
      fr: "Neutre : le prix est au niveau de ses moyennes : aucune tendance n'est retenue.",
      es: 'Neutral: el precio está en el nivel de sus medias, así que no se señala tendencia.',
    };
  }
  const u = num(ups);
  const d = num(downs);
  return {
    en: `Neutral: the averages disagree (${u.en} of 4 checks point up, ${d.en} down), so no trend is called.`,
    fr: `Neutre : les moyennes se contredisent (${u.fr} contrôles sur 4 vers le haut, ${d.fr} vers le bas) : aucune tendance n'est retenue.`,
    es: `Neutral: las medias no coinciden (${u.es} de 4 comprobaciones al alza, ${d.es} a la baja), así que no se señala tendencia.`,
  };
}

const PRICE_VS_MA = /^(?:SMA|EMA)\(\d+\)$/;

/** potentialOpportunity: which way the indicators lean, with the rating and the votes a reader knows (MAs, RSI, MACD). */
export function opportunityWords(f: Checked<Opportunity, OpportunityIndicators>, t: TechnicalThresholds): LocalizedText {
  const { votes, rating, label } = f.indicators;
  const mas = votes.filter((v) => PRICE_VS_MA.test(v.indicator));
  const above = num(mas.filter((v) => v.vote === 1).length);
  const total = num(mas.length);
  const rsi = votes.find((v) => v.indicator.startsWith('RSI'));
  const macd = votes.find((v) => v.indicator.startsWith('MACD'));
  const lean: LocalizedText =
    f.value === 'neutral'
      ? { en: 'The indicators are balanced', fr: "Les indicateurs s'équilibrent", es: 'Los indicadores están equilibrados' }
      : label.startsWith('strong')
        ? f.value === 'buy'
          ? {
              en: 'The indicators lean strongly buy',
              fr: "Les indicateurs penchent nettement vers l'achat",
              es: 'Los indicadores se inclinan claramente por comprar',
            }
          : {
              en: 'The indicators lean strongly sell',
              fr: 'Les indicateurs penchent nettement vers la vente',
              es: 'Los indicadores se inclinan claramente por vender',
            }
        : f.value === 'buy'
          ? {
              en: 'The indicators lean buy',
              fr: "Les indicateurs penchent vers l'achat",
              es: 'Los indicadores se inclinan por comprar',
            }
          : {
              en: 'The indicators lean sell',
              fr: 'Les indicateurs penchent vers la vente',
              es: 'Los indicadores se inclinan por vender',
            };
  const r = num(rating, 2);
  const parts: LocalizedText[] = [
    {
      en: `the price is above ${above.en} of its ${total.en} moving averages`,
      fr: `le prix est au-dessus de ${above.fr} de ses ${total.fr} moyennes mobiles`,
      es: `el precio está por encima de ${above.es} de sus ${total.es} medias móviles`,
    },
  ];
  if (rsi) {
    const v = num(rsi.value);
    const state: LocalizedText =
      rsi.value < t.rsiOversold
        ? { en: 'oversold', fr: 'survente', es: 'sobreventa' }
        : rsi.value > t.rsiOverbought
          ? { en: 'overbought', fr: 'surachat', es: 'sobrecompra' }
          : {
              en: `between ${t.rsiOversold} and ${t.rsiOverbought}`,
              fr: `entre ${t.rsiOversold} et ${t.rsiOverbought}`,
              es: `entre ${t.rsiOversold} y ${t.rsiOverbought}`,
            };
    parts.push({
      en: `RSI is ${v.en} (${state.en})`,
      fr: `le RSI est à ${v.fr} (${state.fr})`,
      es: `el RSI está en ${v.es} (${state.es})`,
    });
  }
  if (macd && macd.vote !== 0) {
    parts.push(
      macd.vote > 0
        ? {
            en: 'MACD is above its signal line',
            fr: 'le MACD est au-dessus de sa ligne de signal',
            es: 'el MACD está por encima de su línea de señal',
          }
        : {
            en: 'MACD is below its signal line',
            fr: 'le MACD est sous sa ligne de signal',
            es: 'el MACD está por debajo de su línea de señal',
          },
    );
  }
  const join = (lang: Lang, and: string) => {
    const items = parts.map((p) => p[lang]);
    return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
  };
  return {
    en: `${lean.en} (rating ${r.en}, from -1 to 1): ${join('en', 'and')}.`,
    fr: `${lean.fr} (note ${r.fr}, de -1 à 1) : ${join('fr', 'et')}.`,
    es: `${lean.es} (calificación ${r.es}, de -1 a 1): ${join('es', 'y')}.`,
  };
}

/** marketState: a trend (ADX or a straight line), a squeeze (the range tightening) or neither. */
export function marketStateWords(
  f: Checked<MarketState, MarketStateIndicators>,
  t: TechnicalThresholds,
  window: number,
): LocalizedText {
  const i = f.indicators;
  const adx = num(i.adx);
  const min = num(t.marketTrendAdx);
  if (f.value === 'trend') {
    if (i.adx >= t.marketTrendAdx) {
      return {
        en: `Trending: the price keeps moving one way with strength (ADX ${adx.en}, ${min.en} or more).`,
        fr: `En tendance : le prix avance dans un sens avec force (ADX ${adx.fr}, ${min.fr} ou plus).`,
        es: `En tendencia: el precio avanza en un sentido con fuerza (ADX ${adx.es}, ${min.es} o más).`,
      };
    }
    const share = pct(i.r2 * 100);
    const days = num(window);
    return {
      en: `Trending: a straight line explains ${share.en} of the last ${days.en} days' moves.`,
      fr: `En tendance : une droite explique ${share.fr} des mouvements des ${days.fr} derniers jours.`,
      es: `En tendencia: una recta explica el ${share.es} de los movimientos de los últimos ${days.es} días.`,
    };
  }
  if (f.value === 'upcomingMove') {
    const position = pct(i.bollingerWidthPosition * 100);
    const samples = num(i.bollingerWidthSamples);
    const detail: LocalizedText = i.bollingerInsideKeltner
      ? {
          en: 'the Bollinger Bands sit inside the Keltner Channel',
          fr: 'les bandes de Bollinger sont dans le canal de Keltner',
          es: 'las bandas de Bollinger están dentro del canal de Keltner',
        }
      : {
          en: `Bollinger width at ${position.en} of its ${samples.en}-day range`,
          fr: `largeur de Bollinger à ${position.fr} de sa plage sur ${samples.fr} jours`,
          es: `ancho de Bollinger al ${position.es} de su rango de ${samples.es} días`,
        };
    return {
      en: `A move may be near: the price range has tightened (${detail.en}); such a squeeze often comes before a large move, up or down.`,
      fr: `Un mouvement approche peut-être : la fourchette de prix s'est resserrée (${detail.fr}) ; ce resserrement précède souvent un fort mouvement, à la hausse ou à la baisse.`,
      es: `Puede acercarse un movimiento: el rango de precios se ha estrechado (${detail.es}); esta compresión suele preceder a un gran movimiento, al alza o a la baja.`,
    };
  }
  return {
    en: `In transition: no clear trend (ADX ${adx.en}, under ${min.en}) and no tightening of the price range, so no direction stands out.`,
    fr: `En transition : pas de tendance nette (ADX ${adx.fr}, sous ${min.fr}) ni de resserrement de la fourchette de prix ; aucune direction ne se dégage.`,
    es: `En transición: sin tendencia clara (ADX ${adx.es}, por debajo de ${min.es}) ni estrechamiento del rango de precios; ninguna dirección destaca.`,
  };
}

/**
 * The opportunity sentence once the audit's Danger or Warning tag turned a buy into neutral (compute.ts
 * temperOpportunity): the reason first, then what the indicators said.
 */
export function temperedOpportunityWords(original: LocalizedText | undefined, caution: 'danger' | 'warning'): LocalizedText {
  const tag =
    caution === 'danger' ? { en: 'Danger', fr: 'Danger', es: 'Peligro' } : { en: 'Warning', fr: 'Attention', es: 'Advertencia' };
  const then = (lang: Lang) => (original ? ` ${original[lang]}` : '');
  return {
    en: `Neutral: the audit is tagged ${tag.en}, so K3 does not call it an opportunity.${then('en')}`,
    fr: `Neutre : l'audit porte le tag ${tag.fr}, K3 n'y voit donc pas d'opportunité.${then('fr')}`,
    es: `Neutral: la auditoría lleva la etiqueta ${tag.es}, así que K3 no la considera una oportunidad.${then('es')}`,
  };
}
