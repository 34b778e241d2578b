// X-Ray tags (issue 11 §1 "Tags"; docs/xray-rules.md): opportunity, trending, danger, warning, imminentMove, each from
// a documented rule over the score, the alerts, the market inputs and the technical analysis, each with its reason.
import type { AlertEvaluation } from './alerts';
import { type Localized, localize } from './format';
import type { AuditInputs } from './inputs';
import type { ScoreResult } from './score';

export type Tag = 'opportunity' | 'trending' | 'danger' | 'warning' | 'imminentMove';

export interface TagResult {
  tag: Tag;
  because: Localized;
}

export const TAG_THRESHOLDS = {
  /** danger: score below. */
  dangerScore: 30,
  /** warning: score below. */
  warningScore: 60,
  /** opportunity: score at or above. */
  opportunityScore: 70,
  /** trending: global hype index at or above. */
  trendingHype: 70,
  /** trending (momentum): 24 h change at or above, percent… */
  trendingChange24h: 10,
  /** …or 7-day change at or above, percent… */
  trendingChange7d: 20,
  /** …together with a 24 h volume / market cap turnover at or above. */
  trendingTurnover: 0.1,
} as const;

const TT = TAG_THRESHOLDS;

function finite(x: number | null | undefined): x is number {
  return typeof x === 'number' && Number.isFinite(x);
}

/**
 * The tags, in the order danger, warning, trending, imminentMove, opportunity. danger and warning exclude each other
 * (danger wins); opportunity never comes with danger or warning, nor on a stablecoin.
 */
/** The fired alerts' own sentences, in each language: what the user reads, not the rule keys. */
function reasons(alerts: readonly Pick<AlertEvaluation['alerts'][number], 'because'>[]): Localized {
  return {
    en: alerts.map((a) => a.because.en).join(' '),
    fr: alerts.map((a) => a.because.fr).join(' '),
    es: alerts.map((a) => a.because.es).join(' '),
  };
}

export function computeTags(inputs: AuditInputs, evaluation: AlertEvaluation, score: ScoreResult): TagResult[] {
  const tags: TagResult[] = [];
  const critical = evaluation.alerts.filter((a) => a.severity === 'critical');
  const high = evaluation.alerts.filter((a) => a.severity === 'high');
  const s = score.score;

  if (critical.length > 0) {
    const why = reasons(critical);
    tags.push({
      tag: 'danger',
      because: {
        en: `A critical alert fired: ${why.en}`,
        fr: `Une alerte critique s'est déclenchée : ${why.fr}`,
        es: `Se activó una alerta crítica: ${why.es}`,
      },
    });
  } else if (s !== null && s < TT.dangerScore) {
    const v = localize(s, 'score');
    tags.push({
      tag: 'danger',
      because: {
        en: `The score is ${v.en}/100, below ${TT.dangerScore}.`,
        fr: `Le score est de ${v.fr}/100, sous ${TT.dangerScore}.`,
        es: `La puntuación es ${v.es}/100, por debajo de ${TT.dangerScore}.`,
      },
    });
  } else if (s !== null && s < TT.warningScore) {
    const v = localize(s, 'score');
    tags.push({
      tag: 'warning',
      because: {
        en: `The score is ${v.en}/100, below ${TT.warningScore}.`,
        fr: `Le score est de ${v.fr}/100, sous ${TT.warningScore}.`,
        es: `La puntuación es ${v.es}/100, por debajo de ${TT.warningScore}.`,
      },
    });
  } else if (high.length > 0) {
    const why = reasons(high);
    tags.push({
      tag: 'warning',
      because: {
        en: `A high-severity alert fired: ${why.en}`,
        fr: `Une alerte de gravité élevée s'est déclenchée : ${why.fr}`,
        es: `Se activó una alerta de gravedad alta: ${why.es}`,
      },
    });
  }

  const hype = inputs.globalHype;
  const c24 = inputs.priceChange24h;
  const c7 = inputs.priceChange7d;
  const turnover =
    finite(inputs.volume24h) && finite(inputs.marketCap) && inputs.marketCap > 0 ? inputs.volume24h / inputs.marketCap : null;
  const momentum = (finite(c24) && c24 >= TT.trendingChange24h) || (finite(c7) && c7 >= TT.trendingChange7d);
  if (finite(hype) && hype >= TT.trendingHype) {
    const v = localize(hype, 'score');
    tags.push({
      tag: 'trending',
      because: {
        en: `The hype index is ${v.en}/100, at or above ${TT.trendingHype}.`,
        fr: `L'indice d'engouement est de ${v.fr}/100, au moins ${TT.trendingHype}.`,
        es: `El índice de popularidad es ${v.es}/100, al menos ${TT.trendingHype}.`,
      },
    });
  } else if (momentum && turnover !== null && turnover >= TT.trendingTurnover) {
    const change = finite(c24) && c24 >= TT.trendingChange24h ? localize(c24, 'percent') : localize(c7 ?? 0, 'percent');
    const period =
      finite(c24) && c24 >= TT.trendingChange24h
        ? { en: '24 h', fr: '24 h', es: '24 h' }
        : { en: '7 days', fr: '7 jours', es: '7 días' };
    const t = localize(turnover, 'share');
    tags.push({
      tag: 'trending',
      because: {
        en: `The price rose ${change.en} in ${period.en} with ${t.en} of the market cap traded in 24 h.`,
        fr: `Le prix a monté de ${change.fr} en ${period.fr} avec ${t.fr} de la capitalisation échangés en 24 h.`,
        es: `El precio subió un ${change.es} en ${period.es} con el ${t.es} de la capitalización negociado en 24 h.`,
      },
    });
  }

  if (inputs.technical?.marketState === 'upcomingMove') {
    tags.push({
      tag: 'imminentMove',
      because: {
        en: 'The technical analysis sees a volatility squeeze: a large move is likely soon, in either direction.',
        fr: "L'analyse technique voit une compression de volatilité : un fort mouvement est probable bientôt, dans un sens ou l'autre.",
        es: 'El análisis técnico ve una compresión de volatilidad: es probable un movimiento fuerte pronto, en cualquier dirección.',
      },
    });
  }

  if (
    inputs.technical?.opportunity === 'buy' &&
    inputs.stablecoin !== true &&
    s !== null &&
    s >= TT.opportunityScore &&
    critical.length === 0 &&
    high.length === 0 &&
    !score.lowCoverage &&
    (score.confidence.level === 'high' || score.confidence.level === 'medium')
  ) {
    const v = localize(s, 'score');
    tags.push({
      tag: 'opportunity',
      because: {
        en: `The technical rating is buy, the score is ${v.en}/100 (at least ${TT.opportunityScore}) and no high or critical alert fired.`,
        fr: `La note technique est à l'achat, le score est de ${v.fr}/100 (au moins ${TT.opportunityScore}) et aucune alerte élevée ou critique ne s'est déclenchée.`,
        es: `La calificación técnica es de compra, la puntuación es ${v.es}/100 (al menos ${TT.opportunityScore}) y no se activó ninguna alerta alta o crítica.`,
      },
    });
  }
  return tags;
}
