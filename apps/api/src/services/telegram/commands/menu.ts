// The command menu Telegram shows next to the message box (Bot API setMyCommands), in English for every language
// Telegram has and in French and Spanish for users whose app speaks them.
import type { Locale } from '@k3/shared';
import type { Api } from 'grammy';

const MENU: Readonly<Record<Locale, readonly [command: string, description: string][]>> = {
  en: [
    ['portfolio', 'Total value, 24 h and 30 d change, top holdings'],
    ['xray', 'The X-Ray audit of a token: /xray BTC'],
    ['news', 'The latest high-impact news on what you hold'],
    ['alerts', 'News alerts on coins you hold: on, off, threshold'],
    ['clear', 'Start a new conversation with Agent K'],
    ['language', 'The language I answer in'],
    ['help', 'What I can do'],
    ['unlink', 'Disconnect this Telegram account from K3'],
  ],
  fr: [
    ['portfolio', 'Valeur totale, variation 24 h et 30 j, principaux avoirs'],
    ['xray', 'L’audit X-Ray d’un token : /xray BTC'],
    ['news', 'Les dernières actualités à fort impact sur vos avoirs'],
    ['alerts', 'Alertes d’actualité sur vos coins : on, off, seuil'],
    ['clear', 'Nouvelle conversation avec Agent K'],
    ['language', 'La langue de mes réponses'],
    ['help', 'Ce que je sais faire'],
    ['unlink', 'Déconnecter ce compte Telegram de K3'],
  ],
  es: [
    ['portfolio', 'Valor total, cambio 24 h y 30 d, principales activos'],
    ['xray', 'La auditoría X-Ray de un token: /xray BTC'],
    ['news', 'Las últimas noticias de alto impacto sobre tus activos'],
    ['alerts', 'Alertas de noticias sobre tus monedas: on, off, umbral'],
    ['clear', 'Nueva conversación con Agent K'],
    ['language', 'El idioma de mis respuestas'],
    ['help', 'Lo que puedo hacer'],
    ['unlink', 'Desconectar esta cuenta de Telegram de K3'],
  ],
};

/** Registers the menu in the three languages (English as the default for every other language). */
export async function registerCommandMenu(api: Api): Promise<void> {
  for (const lang of ['en', 'fr', 'es'] as const) {
    const commands = MENU[lang].map(([command, description]) => ({ command, description }));
    await api.setMyCommands(commands, lang === 'en' ? {} : { language_code: lang });
  }
}
