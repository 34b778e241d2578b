// /xray <symbol or name> (issue 14 §3): a token's X-Ray audit from Agent K's xray_audit tool (the page's score, tags
// and alerts): the score, each tag with its reason, the 3 most severe alerts with their "because", and the page's
// link. Without X-Ray in the user's plan the tool withholds the alerts: the answer says which plan has them. An
// unknown token gets the tool's close matches as buttons (`xray:<id>`), which run the audit in place of the question.
import { PLANS, SEVERITIES, type Locale } from '@k3/shared';
import { Composer } from 'grammy';
import { INSIGHTS } from '../../agent/offline/phrases/insights';
import { PHRASES } from '../../agent/offline/phrases';
import { TOOL_ARGS, type XrayAuditData } from '../../agent/tools/catalogue';
import type { LinkedContext } from '../context';
import { escapeHtml, fill } from '../texts';
import { clip, HTML, link, linkButtons, share } from './format';
import { type Answer, answerLater, demoLine, didYouMean, send, toolsFor, unavailable } from './shared';

const TEXTS = {
  en: {
    usage: 'Send /xray with a token’s symbol or name, e.g. <code>/xray BTC</code> or <code>/xray Shiba Inu</code>.',
    title: '<b>X-Ray: {token}</b>',
    score: 'Score: <b>{score}/100</b>',
    confidence: ', {level} confidence',
    coverage: ' (coverage {coverage})',
    withheld: 'No score: not enough data (coverage {coverage}). Too few checks could run to score it.',
    notAudited: 'No X-Ray audit of this token yet.',
    tags: '<b>Tags</b>',
    alerts: '<b>Top alerts</b> ({shown} of {count})',
    noAlerts: 'No alerts.',
    noAlertsChecked: 'No alert among the checks that ran.',
    upgrade: 'The alerts come with the full audit, in the {plan} plan and above: {origin}/pricing',
    page: 'Full audit: {link}',
    open: 'Open the audit',
    plans: 'See the plans',
  },
  fr: {
    usage:
      'Envoyez /xray avec le symbole ou le nom d’un token, par exemple <code>/xray BTC</code> ou <code>/xray Shiba Inu</code>.',
    title: '<b>X-Ray : {token}</b>',
    score: 'Score : <b>{score}/100</b>',
    confidence: ', confiance {level}',
    coverage: ' (couverture {coverage})',
    withheld:
      'Pas de score : données insuffisantes (couverture {coverage}). Trop peu de contrôles ont pu être faits pour le noter.',
    notAudited: 'Ce token n’a pas encore d’audit X-Ray.',
    tags: '<b>Étiquettes</b>',
    alerts: '<b>Principales alertes</b> ({shown} sur {count})',
    noAlerts: 'Aucune alerte.',
    noAlertsChecked: 'Aucune alerte parmi les contrôles faits.',
    upgrade: 'Les alertes font partie de l’audit complet, inclus à partir de l’offre {plan} : {origin}/pricing',
    page: 'Audit complet : {link}',
    open: 'Ouvrir l’audit',
    plans: 'Voir les offres',
  },
  es: {
    usage:
      'Envía /xray con el símbolo o el nombre de un token, por ejemplo <code>/xray BTC</code> o <code>/xray Shiba Inu</code>.',
    title: '<b>X-Ray: {token}</b>',
    score: 'Puntuación: <b>{score}/100</b>',
    confidence: ', confianza {level}',
    coverage: ' (cobertura {coverage})',
    withheld: 'Sin puntuación: datos insuficientes (cobertura {coverage}). Se pudieron hacer muy pocos controles para puntuarlo.',
    notAudited: 'Este token aún no tiene auditoría X-Ray.',
    tags: '<b>Etiquetas</b>',
    alerts: '<b>Alertas principales</b> ({shown} de {count})',
    noAlerts: 'Sin alertas.',
    noAlertsChecked: 'No hay ninguna alerta entre los controles realizados.',
    upgrade: 'Las alertas forman parte de la auditoría completa, incluida a partir del plan {plan}: {origin}/pricing',
    page: 'Auditoría completa: {link}',
    open: 'Abrir la auditoría',
    plans: 'Ver los planes',
  },
} as const;

/** The web app's names of tags and severities (apps/web/src/locales/<lang>/xray.json "tags", "severity"). */
const TAG_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { opportunity: 'Opportunity', trending: 'Trending', danger: 'Danger', warning: 'Warning', imminentMove: 'Imminent move' },
  fr: {
    opportunity: 'Opportunité',
    trending: 'Tendance',
    danger: 'Danger',
    warning: 'Attention',
    imminentMove: 'Mouvement imminent',
  },
  es: {
    opportunity: 'Oportunidad',
    trending: 'En tendencia',
    danger: 'Peligro',
    warning: 'Advertencia',
    imminentMove: 'Movimiento inminente',
  },
};
const SEVERITY_NAMES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: { info: 'Info', low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' },
  fr: { info: 'Info', low: 'Faible', medium: 'Moyenne', high: 'Élevée', critical: 'Critique' },
  es: { info: 'Info', low: 'Baja', medium: 'Media', high: 'Alta', critical: 'Crítica' },
};

const ALERTS_SHOWN = 3;
/** Reasons and "because" sentences are the rules engine's, a sentence or two; the cut only guards the message limit. */
const SENTENCE_MAX = 400;
/** The first plan whose features include X-Ray (Shrimp): where the alerts start. */
const XRAY_PLAN = PLANS.find((plan) => plan.features.includes('x-ray'))?.name ?? '';

const severityRank = (severity: string) => (SEVERITIES as readonly string[]).indexOf(severity);

export function auditAnswer(data: XrayAuditData, demo: boolean, lang: Locale, origin: string) {
  const texts = TEXTS[lang];
  const page = `${origin}${data.url}`;
  const lines = demo ? [demoLine(lang)] : [];
  lines.push(fill(texts.title, { token: escapeHtml(clip(`${data.asset.name} (${data.asset.symbol})`, 100)) }));
  const say = PHRASES[lang];
  const coverage = data.coverage === null ? '–' : escapeHtml(share(data.coverage, lang));
  const unchecked = data.notChecked ?? [];
  if (data.score === null && data.confidence === 'insufficient') {
    lines.push(fill(texts.withheld, { coverage }));
  } else if (data.score === null) {
    lines.push(texts.notAudited);
  } else {
    // The confidence is said beside every score (issue 25 §1); an audit stored before it was recorded has none.
    const level = data.confidence ? fill(texts.confidence, { level: escapeHtml(say.confidence(data.confidence)) }) : '';
    const covered = data.coverage === null ? '' : fill(texts.coverage, { coverage });
    lines.push(fill(texts.score, { score: data.score }) + level + covered);
  }
  // What did not run is said whenever a score is quoted or withheld.
  if (data.confidence && unchecked.length > 0) lines.push(escapeHtml(say.notChecked(unchecked)));
  // An open incident is said with the score (issue 28 §2); with X-Ray its story is the first alert below.
  if (data.openIncident && data.access === 'upgrade') {
    lines.push(escapeHtml(INSIGHTS[lang].incidentOf(data.asset.name, null)));
  }
  if (data.tags.length > 0) {
    lines.push('', texts.tags);
    for (const tag of data.tags) {
      const name = TAG_NAMES[lang][tag.key] ?? tag.key;
      lines.push(`• <b>${escapeHtml(name)}</b>: ${escapeHtml(clip(tag.reason, SENTENCE_MAX))}`);
    }
  }
  if (data.access === 'upgrade') {
    lines.push('', fill(texts.upgrade, { plan: escapeHtml(XRAY_PLAN), origin: escapeHtml(origin) }));
  } else if (data.score !== null) {
    // Most severe first, the rules engine's order among equals.
    const alerts = [...data.alerts].sort((a, b) => severityRank(b.severity) - severityRank(a.severity)).slice(0, ALERTS_SHOWN);
    const none = unchecked.length > 0 ? texts.noAlertsChecked : texts.noAlerts;
    lines.push('', alerts.length ? fill(texts.alerts, { shown: alerts.length, count: data.alerts.length }) : none);
    for (const alert of alerts) {
      const severity = SEVERITY_NAMES[lang][alert.severity] ?? alert.severity;
      lines.push(`• <b>${escapeHtml(severity)}</b>: ${escapeHtml(clip(alert.text, SENTENCE_MAX))}`);
    }
  }
  lines.push('', fill(texts.page, { link: link(page, page) }));
  const buttons: { text: string; url: string }[] = [{ text: texts.open, url: page }];
  if (data.access === 'upgrade') buttons.push({ text: texts.plans, url: `${origin}/pricing` });
  return { text: lines.join('\n'), reply_markup: linkButtons(buttons) };
}

/** Audits `asked` and answers: a new message for /xray, the suggestion message edited for a "did you mean" button. */
async function answerAudit(ctx: LinkedContext, asked: string, inPlace: boolean) {
  const { lang, deps } = ctx.k3;
  const answer = (reply: Answer) => send(ctx, reply, inPlace);
  // Longer than any token's name (the tool's own argument rule): unknown, without asking.
  if (!TOOL_ARGS.xray_audit.safeParse({ asset: asked }).success) return answer(await didYouMean(ctx, asked, [], 'xray'));
  const result = await toolsFor(ctx).call('xray_audit', { asset: asked });
  if (!result.ok) {
    return answer(result.suggestions ? await didYouMean(ctx, asked, result.suggestions, 'xray') : { text: unavailable(lang) });
  }
  return answer(auditAnswer(result.data as unknown as XrayAuditData, result.demo, lang, deps.origin));
}

export const xrayCommand = new Composer<LinkedContext>();

xrayCommand.command('xray', (ctx) => {
  const asked = ctx.match.trim();
  if (!asked) return ctx.reply(TEXTS[ctx.k3.lang].usage, HTML);
  return answerLater(ctx, () => answerAudit(ctx, asked, false));
});

xrayCommand.callbackQuery(/^xray:(.+)$/, async (ctx) => {
  // Answered first, whatever follows: the button stops spinning.
  const id = ctx.match[1]!;
  await ctx.answerCallbackQuery().catch(() => undefined);
  return answerLater(ctx, () => answerAudit(ctx, id, true));
});
