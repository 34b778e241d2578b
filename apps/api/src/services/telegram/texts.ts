// The bot's shared sentences in en/fr/es (issue 14 §3 "answers in the user's K3 language"). Each command module keeps
// its own sentences next to its code; these are the ones the middleware and the linking commands say.
import { type Locale, TELEGRAM_LINK_TOKEN_TTL_S } from '@k3/shared';

export type Texts = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/** The bot's language for a Telegram user not linked yet: their Telegram app's language when K3 speaks it. */
export function localeFromTelegram(code: string | undefined): Locale {
  const lang = (code ?? '').toLowerCase();
  return lang.startsWith('fr') ? 'fr' : lang.startsWith('es') ? 'es' : 'en';
}

/** `{name}` placeholders replaced by `vars` (values are inserted as given: escape them first for HTML messages). */
export function fill(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole));
}

const minutes = TELEGRAM_LINK_TOKEN_TTL_S / 60;

export const CORE_TEXTS = {
  en: {
    linkHow: `To use K3 here, link your K3 account: open {origin}/account, press “Link Telegram”, then open the link or scan its QR code with this phone. The link works once, for ${minutes} minutes.`,
    linked:
      'Linked: this Telegram account is now connected to the K3 account {wallet}. Try /portfolio, /xray BTC, /news, or ask Agent K anything.',
    alreadyLinked: 'This Telegram account is already linked to the K3 account {wallet}.',
    tokenUnknown: 'This link is not valid. Make a new one on {origin}/account (“Link Telegram”).',
    tokenUsed: 'This link has already been used. Make a new one on {origin}/account (“Link Telegram”).',
    tokenExpired: `This link has expired (links work for ${minutes} minutes). Make a new one on {origin}/account (“Link Telegram”).`,
    telegramTaken:
      'This Telegram account is already linked to another K3 account. Send /unlink first, then open the new link again.',
    accountTaken: 'That K3 account is already linked to another Telegram account. Unlink it on {origin}/account first.',
    unlinked: 'Unlinked: this Telegram account is no longer connected to K3. Nothing more will be sent here.',
    notLinked: 'This Telegram account is not linked to K3.',
    rateLimited: 'Too many messages: wait a minute, then try again.',
    help: [
      '<b>K3</b> — your portfolio, audits, news and Agent K in Telegram.',
      '',
      '/portfolio — total value, 24 h and 30 d change, top 5 holdings',
      '/xray &lt;symbol or name&gt; — the X-Ray audit of a token',
      '/news [symbol] — the latest high-impact news (for what you hold when no symbol)',
      '/alerts on|off [1–10] — news alerts on coins you hold, from this impact up',
      '/language — the language I answer in',
      '/clear — start a new conversation with Agent K',
      '/unlink — disconnect this Telegram account from K3',
      '',
      'Any other message is a question for Agent K (1 kredit each).',
    ].join('\n'),
    languagePick: 'Choose the language I answer in:',
    languageSet: 'I will answer in English.',
    failed: 'Something went wrong on K3’s side. Please try again in a moment.',
    unknownCommand: 'I do not know this command. /help lists what I can do.',
  },
  fr: {
    linkHow: `Pour utiliser K3 ici, liez votre compte K3 : ouvrez {origin}/account, appuyez sur « Lier Telegram », puis ouvrez le lien ou scannez son QR code avec ce téléphone. Le lien sert une fois, pendant ${minutes} minutes.`,
    linked:
      'Lié : ce compte Telegram est maintenant connecté au compte K3 {wallet}. Essayez /portfolio, /xray BTC, /news, ou posez une question à Agent K.',
    alreadyLinked: 'Ce compte Telegram est déjà lié au compte K3 {wallet}.',
    tokenUnknown: 'Ce lien n’est pas valide. Créez-en un nouveau sur {origin}/account (« Lier Telegram »).',
    tokenUsed: 'Ce lien a déjà servi. Créez-en un nouveau sur {origin}/account (« Lier Telegram »).',
    tokenExpired: `Ce lien a expiré (un lien sert ${minutes} minutes). Créez-en un nouveau sur {origin}/account (« Lier Telegram »).`,
    telegramTaken: 'Ce compte Telegram est déjà lié à un autre compte K3. Envoyez /unlink d’abord, puis rouvrez le nouveau lien.',
    accountTaken: 'Ce compte K3 est déjà lié à un autre compte Telegram. Déliez-le d’abord sur {origin}/account.',
    unlinked: 'Délié : ce compte Telegram n’est plus connecté à K3. Plus rien ne sera envoyé ici.',
    notLinked: 'Ce compte Telegram n’est pas lié à K3.',
    rateLimited: 'Trop de messages : attendez une minute, puis réessayez.',
    help: [
      '<b>K3</b> — votre portefeuille, les audits, les actualités et Agent K dans Telegram.',
      '',
      '/portfolio — valeur totale, variation 24 h et 30 j, 5 principaux avoirs',
      '/xray &lt;symbole ou nom&gt; — l’audit X-Ray d’un token',
      '/news [symbole] — les dernières actualités à fort impact (sur vos avoirs sans symbole)',
      '/alerts on|off [1–10] — alertes d’actualité sur vos coins, à partir de cet impact',
      '/language — la langue de mes réponses',
      '/clear — nouvelle conversation avec Agent K',
      '/unlink — déconnecter ce compte Telegram de K3',
      '',
      'Tout autre message est une question pour Agent K (1 kredit chacune).',
    ].join('\n'),
    languagePick: 'Choisissez la langue de mes réponses :',
    languageSet: 'Je répondrai en français.',
    failed: 'Un problème est survenu du côté de K3. Réessayez dans un instant.',
    unknownCommand: 'Je ne connais pas cette commande. /help liste ce que je sais faire.',
  },
  es: {
    linkHow: `Para usar K3 aquí, vincula tu cuenta K3: abre {origin}/account, pulsa «Vincular Telegram» y abre el enlace o escanea su código QR con este teléfono. El enlace sirve una vez, durante ${minutes} minutos.`,
    linked:
      'Vinculado: esta cuenta de Telegram está ahora conectada a la cuenta K3 {wallet}. Prueba /portfolio, /xray BTC, /news o pregunta lo que quieras a Agent K.',
    alreadyLinked: 'Esta cuenta de Telegram ya está vinculada a la cuenta K3 {wallet}.',
    tokenUnknown: 'Este enlace no es válido. Crea uno nuevo en {origin}/account («Vincular Telegram»).',
    tokenUsed: 'Este enlace ya se ha usado. Crea uno nuevo en {origin}/account («Vincular Telegram»).',
    tokenExpired: `Este enlace ha caducado (los enlaces sirven ${minutes} minutos). Crea uno nuevo en {origin}/account («Vincular Telegram»).`,
    telegramTaken:
      'Esta cuenta de Telegram ya está vinculada a otra cuenta K3. Envía /unlink primero y vuelve a abrir el nuevo enlace.',
    accountTaken: 'Esa cuenta K3 ya está vinculada a otra cuenta de Telegram. Desvincúlala primero en {origin}/account.',
    unlinked: 'Desvinculado: esta cuenta de Telegram ya no está conectada a K3. No se enviará nada más aquí.',
    notLinked: 'Esta cuenta de Telegram no está vinculada a K3.',
    rateLimited: 'Demasiados mensajes: espera un minuto y vuelve a intentarlo.',
    help: [
      '<b>K3</b> — tu cartera, auditorías, noticias y Agent K en Telegram.',
      '',
      '/portfolio — valor total, cambio 24 h y 30 d, 5 principales activos',
      '/xray &lt;símbolo o nombre&gt; — la auditoría X-Ray de un token',
      '/news [símbolo] — las últimas noticias de alto impacto (sobre tus activos sin símbolo)',
      '/alerts on|off [1–10] — alertas de noticias sobre tus monedas, desde este impacto',
      '/language — el idioma de mis respuestas',
      '/clear — nueva conversación con Agent K',
      '/unlink — desconectar esta cuenta de Telegram de K3',
      '',
      'Cualquier otro mensaje es una pregunta para Agent K (1 kredit cada una).',
    ].join('\n'),
    languagePick: 'Elige el idioma de mis respuestas:',
    languageSet: 'Responderé en español.',
    failed: 'Algo falló del lado de K3. Inténtalo de nuevo en un momento.',
    unknownCommand: 'No conozco este comando. /help lista lo que puedo hacer.',
  },
} as const satisfies Texts;

export type CoreTextKey = keyof (typeof CORE_TEXTS)['en'];

/** Escapes text for a Telegram HTML message (parse_mode HTML understands &lt; &gt; &amp; &quot;). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The app's address in a sentence ({origin}: PUBLIC_ORIGIN). */
export function fillOrigin(template: string, origin: string): string {
  return template.replace(/\{origin\}/g, origin);
}
