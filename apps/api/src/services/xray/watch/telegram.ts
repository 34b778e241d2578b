// The X-Ray watch's changes in Telegram (issue 30 §4): each holder whose account is linked and who turned alerts on
// (/alerts on) gets each change once — claimed in telegram_alerts under `watch:<change id>` before it is sent, so no
// run or process sends it twice — within the same daily cap as the news alerts (TELEGRAM_ALERTS_PER_DAY a UTC day); a
// change past the cap is recorded as not sent and stays in the app's notifications. A user who blocked the bot gets
// alerts turned off, as for news.
import { type Locale, type LocalizedText, TELEGRAM_ALERTS_PER_DAY } from '@k3/shared';
import type { Api } from 'grammy';
import type { Database } from '../../../db/client';
import { claimAlertWithinCap, findLinkByUser, unclaimAlert, updateLink } from '../../../repositories/telegram';
import { isBlocked, send } from '../../telegram/alerts-run';
import { escapeHtml } from '../../telegram/texts';

const HEAD: Record<Locale, string> = {
  en: '⚠️ X-Ray watch: {symbol}, which you hold',
  fr: '⚠️ Veille X-Ray : {symbol}, que vous détenez',
  es: '⚠️ Vigilancia X-Ray: {symbol}, que tienes',
};
const FOOT: Record<Locale, string> = {
  en: 'Open the audit: {link}\n/alerts to change or stop these alerts',
  fr: 'Ouvrir l’audit : {link}\n/alerts pour modifier ou arrêter ces alertes',
  es: 'Abrir la auditoría: {link}\n/alerts para cambiar o detener estas alertas',
};

export interface WatchTelegramChange {
  changeId: string;
  users: readonly string[];
  assetId: string;
  symbol: string;
  severity: string;
  because: LocalizedText;
}

export interface WatchTelegramDeps {
  db: Database;
  api: Api;
  origin: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export function watchMessage(change: WatchTelegramChange, lang: Locale, origin: string): string {
  const link = `${origin}/x-ray/${encodeURIComponent(change.assetId)}`;
  return [
    `<b>${escapeHtml(HEAD[lang].replace('{symbol}', change.symbol))}</b>`,
    `${change.severity === 'critical' ? '🛑' : '⚠️'} ${escapeHtml(change.because[lang])}`,
    '',
    escapeHtml(FOOT[lang]).replace('{link}', `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`),
  ].join('\n');
}

/** Sends the changes to the linked holders with alerts on; returns how many messages were sent. */
export async function sendWatchChanges(
  deps: WatchTelegramDeps,
  changes: readonly WatchTelegramChange[],
  now: Date,
): Promise<number> {
  let sent = 0;
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - 1);
  for (const change of changes)
    for (const userId of change.users) {
      const link = await findLinkByUser(deps.db, userId);
      if (!link?.alertsEnabled) continue;
      const key = `watch:${change.changeId}`;
      if ((await claimAlertWithinCap(deps.db, userId, key, dayStart, TELEGRAM_ALERTS_PER_DAY, now)) !== 'send') continue;
      try {
        await send(deps.api, link.chatId, watchMessage(change, link.lang as Locale, deps.origin));
        sent += 1;
      } catch (error) {
        if (!isBlocked(error)) {
          // Not sent (Telegram or the network failed): the claim is withdrawn so it does not count against the day's cap;
          // the notification stays in the app.
          await unclaimAlert(deps.db, userId, key);
          deps.log.warn({ err: error, userId }, 'x-ray watch: telegram alert failed');
          continue;
        }
        await updateLink(deps.db, userId, { alertsEnabled: false });
        deps.log.info({ userId }, 'telegram alerts turned off: the user blocked the bot');
      }
    }
  return sent;
}
