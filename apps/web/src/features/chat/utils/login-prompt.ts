// The visitor's login prompt (spec §6 "the chat shows a login prompt in three languages"): shown in English, French
// and Spanish at once, whatever the interface language, so it is kept here rather than in one language's texts.
import type { Locale } from '@k3/shared';

export const LOGIN_PROMPT: Readonly<Record<Locale, string>> = {
  en: 'Log in with your wallet to ask Agent K about your portfolio, your tokens and the market.',
  fr: 'Connectez-vous avec votre wallet pour interroger Agent K sur votre portefeuille, vos tokens et le marché.',
  es: 'Inicia sesión con tu wallet para preguntar a Agent K sobre tu cartera, tus tokens y el mercado.',
};
