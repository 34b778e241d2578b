// Share to X (issue 4 §4 "GET /api/tweets/random → { tweet: { text, hashtags, url } } (spec §7), from a configured
// list with the user's referral link as url"). The texts are product copy, per language; the pick is random.
import { randomInt } from 'node:crypto';
import type { Locale, Tweet } from '@k3/shared';

export const SHARE_HASHTAGS = ['K3', 'Kryll', 'KRL'] as const;

export const TWEETS: Readonly<Record<Locale, readonly string[]>> = {
  en: [
    'I track all my wallets and exchange accounts in one place with K3 SmartFolio.',
    'X-Ray audits any token before I buy: financials, security, on-chain and sentiment in one report. Try K3.',
    'My crypto news, scored by AI for impact and filtered to what I hold: that is the K3 news hub.',
    'Agent K answers my crypto questions with my own portfolio in mind. Meet it on K3.',
  ],
  fr: [
    'Je suis tous mes wallets et comptes d’exchange au même endroit avec K3 SmartFolio.',
    'X-Ray audite n’importe quel token avant que j’achète : finances, sécurité, on-chain et sentiment. Essayez K3.',
    'Mes actus crypto, notées par l’IA selon leur impact et filtrées sur ce que je détiens : le hub d’actus de K3.',
    'Agent K répond à mes questions crypto en tenant compte de mon portefeuille. Découvrez-le sur K3.',
  ],
  es: [
    'Sigo todas mis wallets y cuentas de exchange en un solo lugar con K3 SmartFolio.',
    'X-Ray audita cualquier token antes de comprarlo: finanzas, seguridad, on-chain y sentimiento. Prueba K3.',
    'Mis noticias cripto, puntuadas por IA según su impacto y filtradas por lo que tengo: el hub de noticias de K3.',
    'Agent K responde a mis preguntas cripto teniendo en cuenta mi portafolio. Conócelo en K3.',
  ],
};

export function randomTweet(lang: Locale, referralLink: string, pick: (max: number) => number = randomInt): Tweet {
  const texts = TWEETS[lang];
  return { text: texts[pick(texts.length)] ?? texts[0] ?? '', hashtags: [...SHARE_HASHTAGS], url: referralLink };
}
