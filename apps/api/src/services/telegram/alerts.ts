// News alerts settings (issue 14 §3 "/alerts on|off and a threshold"): `/alerts` shows them with buttons, `/alerts on
// [N]`, `/alerts off` and `/alerts N` (N from 1 to 10, the lowest impact sent; TELEGRAM_ALERT_THRESHOLD_DEFAULT until
// changed) change them. Turning alerts on sets `alertsSince` to now: news published before is never sent (no backlog).
// The run that sends them is alerts-run.ts.
import { type Locale, TELEGRAM_ALERT_THRESHOLD_MAX, TELEGRAM_ALERT_THRESHOLD_MIN, TELEGRAM_ALERTS_PER_DAY } from '@k3/shared';
import { Composer, InlineKeyboard } from 'grammy';
import { type TelegramLinkRow, updateLink } from '../../repositories/telegram';
import type { BotDeps, LinkedContext } from './context';
import { fill } from './texts';

export { runTelegramAlerts, telegramAlertsJob, type AlertRunReport } from './alerts-run';

const TEXTS = {
  en: {
    on: '🔔 News alerts are on: when news with an impact of {threshold}/10 or more names a coin you hold, I send it here — once per story, at most {cap} a day.',
    off: '🔕 News alerts are off. Turn them on to get news with an impact of {threshold}/10 or more about the coins you hold (at most {cap} a day).',
    usage:
      'Usage: /alerts on [1–10], /alerts off, or /alerts 1–10 (the lowest impact sent, 8 by default). /alerts alone shows your settings.',
    turnOn: '🔔 Turn on',
    turnOff: '🔕 Turn off',
  },
  fr: {
    on: '🔔 Les alertes d’actualité sont activées : quand une actualité d’impact {threshold}/10 ou plus cite un coin que vous détenez, je l’envoie ici — une fois par sujet, {cap} par jour au plus.',
    off: '🔕 Les alertes d’actualité sont désactivées. Activez-les pour recevoir les actualités d’impact {threshold}/10 ou plus sur vos coins ({cap} par jour au plus).',
    usage:
      'Utilisation : /alerts on [1–10], /alerts off, ou /alerts 1–10 (l’impact minimal envoyé, 8 par défaut). /alerts seul montre vos réglages.',
    turnOn: '🔔 Activer',
    turnOff: '🔕 Désactiver',
  },
  es: {
    on: '🔔 Las alertas de noticias están activadas: cuando una noticia de impacto {threshold}/10 o más nombra una moneda que tienes, te la envío aquí — una vez por historia, {cap} al día como máximo.',
    off: '🔕 Las alertas de noticias están desactivadas. Actívalas para recibir noticias de impacto {threshold}/10 o más sobre tus monedas ({cap} al día como máximo).',
    usage:
      'Uso: /alerts on [1–10], /alerts off o /alerts 1–10 (el impacto mínimo enviado, 8 por defecto). /alerts solo muestra tu configuración.',
    turnOn: '🔔 Activar',
    turnOff: '🔕 Desactivar',
  },
} as const;

/** The thresholds offered as buttons (any of 1–10 can be typed). */
const THRESHOLD_BUTTONS = [5, 6, 7, 8, 9, 10] as const;

interface AlertsChange {
  enabled?: boolean;
  threshold?: number;
}

/** `/alerts` arguments: {} to show, a change, or null when they make no sense. */
function parseAlertsArgs(text: string): AlertsChange | null {
  const args = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const threshold = (word: string | undefined) => {
    if (word === undefined || !/^\d{1,2}$/.test(word)) return null;
    const n = Number(word);
    return n >= TELEGRAM_ALERT_THRESHOLD_MIN && n <= TELEGRAM_ALERT_THRESHOLD_MAX ? n : null;
  };
  const [first, second, ...rest] = args;
  if (first === undefined) return {};
  if (rest.length > 0) return null;
  if (first === 'off') return second === undefined ? { enabled: false } : null;
  if (first === 'on') {
    if (second === undefined) return { enabled: true };
    const n = threshold(second);
    return n === null ? null : { enabled: true, threshold: n };
  }
  const n = threshold(first);
  return n === null || second !== undefined ? null : { threshold: n };
}

/** Applies a change; turning alerts on starts them from now. */
async function applyChange(deps: BotDeps, link: TelegramLinkRow, change: AlertsChange): Promise<TelegramLinkRow> {
  const patch: Parameters<typeof updateLink>[2] = {};
  if (change.threshold !== undefined) patch.alertsThreshold = change.threshold;
  if (change.enabled !== undefined) {
    patch.alertsEnabled = change.enabled;
    if (change.enabled && !link.alertsEnabled) patch.alertsSince = deps.clock();
  }
  if (Object.keys(patch).length === 0) return link;
  return (await updateLink(deps.db, link.userId, patch)) ?? link;
}

function stateText(link: TelegramLinkRow, lang: Locale): string {
  const say = TEXTS[lang];
  return fill(link.alertsEnabled ? say.on : say.off, { threshold: link.alertsThreshold, cap: TELEGRAM_ALERTS_PER_DAY });
}

function keyboard(link: TelegramLinkRow, lang: Locale): InlineKeyboard {
  const say = TEXTS[lang];
  const buttons = new InlineKeyboard()
    .text(link.alertsEnabled ? say.turnOff : say.turnOn, link.alertsEnabled ? 'alerts:off' : 'alerts:on')
    .row();
  for (const n of THRESHOLD_BUTTONS) buttons.text(`${n === link.alertsThreshold ? '✓ ' : ''}≥ ${n}`, `alerts:t:${n}`);
  return buttons;
}

export const alertsCommand = new Composer<LinkedContext>();

alertsCommand.command('alerts', async (ctx) => {
  const { deps, link, lang } = ctx.k3;
  const change = parseAlertsArgs(ctx.match);
  if (!change) return ctx.reply(TEXTS[lang].usage);
  const updated = await applyChange(deps, link, change);
  return ctx.reply(stateText(updated, lang), { reply_markup: keyboard(updated, lang) });
});

alertsCommand.callbackQuery(/^alerts:(on|off|t:(\d{1,2}))$/, async (ctx) => {
  const { deps, link, lang } = ctx.k3;
  const [, action, n] = ctx.match;
  const change: AlertsChange | null =
    action === 'on' ? { enabled: true } : action === 'off' ? { enabled: false } : parseAlertsArgs(n ?? '');
  await ctx.answerCallbackQuery();
  if (!change) return;
  const updated = await applyChange(deps, link, change);
  const text = stateText(updated, lang);
  const unchanged = updated.alertsEnabled === link.alertsEnabled && updated.alertsThreshold === link.alertsThreshold;
  // Telegram refuses an edit that changes nothing (400 "message is not modified").
  if (!unchanged || ctx.callbackQuery.message?.text !== text)
    await ctx.editMessageText(text, { reply_markup: keyboard(updated, lang) });
});
