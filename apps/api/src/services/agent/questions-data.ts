// Agent K's question set (issue 12 §1; spec §3 "AI question set", §5 "Chat proposals"): per page, what a retail
// investor asks that Agent K answers from K3's own data (portfolio worth and moves, X-Ray audits and alerts, news
// about held coins, plan and KRL to the next plan, quests), and what a visitor is offered before signing in. Every
// text in en, fr and es, with the app's own words (fr "offre" and "wallet", es "plan", "cartera" and "misiones").
// Edit here and in questions-data-market.ts (news and X-Ray) only: the set's version is a hash of this content (questions.ts), so clients refetch on any change.
// The rules each entry must follow are checked by test/agent/questions.test.ts; docs/agent.md "Editing the set".
import type { AiZone, LocalizedText } from '@k3/shared';
import { NEWS_QUESTIONS, XRAY_QUESTIONS } from './questions-data-market';

export interface QuestionEntry {
  /** Unique within its zone; the question's id is `{zone}.{name}`. Keep it when rewording, so answers stay linked. */
  name: string;
  text: LocalizedText;
}

export const ZONE_QUESTIONS: Readonly<Record<AiZone, readonly QuestionEntry[]>> = {
  dashboard: [
    {
      name: 'worth',
      text: { en: 'What is my portfolio worth?', fr: 'Combien vaut mon portefeuille ?', es: '¿Cuánto vale mi cartera?' },
    },
    {
      name: 'week',
      text: {
        en: 'How did my portfolio move this week?',
        fr: 'Comment a évolué mon portefeuille cette semaine ?',
        es: '¿Cómo ha evolucionado mi cartera esta semana?',
      },
    },
    {
      name: 'today',
      text: {
        en: 'Why is my portfolio up or down today?',
        fr: 'Pourquoi mon portefeuille monte ou baisse aujourd’hui ?',
        es: '¿Por qué sube o baja hoy mi cartera?',
      },
    },
    {
      name: 'best-month',
      text: {
        en: 'Which coin did best for me this month?',
        fr: 'Quelle crypto m’a le plus rapporté ce mois-ci ?',
        es: '¿Qué moneda me ha dado más este mes?',
      },
    },
    {
      name: 'worst',
      text: {
        en: 'Which of my coins is falling the most?',
        fr: 'Laquelle de mes cryptos baisse le plus ?',
        es: '¿Cuál de mis monedas está cayendo más?',
      },
    },
    {
      name: 'biggest',
      text: {
        en: 'What is my biggest position?',
        fr: 'Quelle est ma plus grosse position ?',
        es: '¿Cuál es mi mayor posición?',
      },
    },
    {
      name: 'chains',
      text: {
        en: 'How is my money spread across chains?',
        fr: 'Comment mon argent est-il réparti entre les blockchains ?',
        es: '¿Cómo se reparte mi dinero entre las blockchains?',
      },
    },
    {
      name: 'alerts',
      text: {
        en: 'Are there alerts on the coins I hold?',
        fr: 'Y a-t-il des alertes sur les cryptos que je détiens ?',
        es: '¿Hay alertas sobre las monedas que tengo?',
      },
    },
    {
      name: 'plan',
      text: { en: 'What plan am I on?', fr: 'Quelle est mon offre actuelle ?', es: '¿Qué plan tengo?' },
    },
    {
      name: 'next-plan',
      text: {
        en: 'How many KRL do I need for the next plan?',
        fr: 'Combien de KRL me manque-t-il pour l’offre suivante ?',
        es: '¿Cuántos KRL me faltan para el siguiente plan?',
      },
    },
    {
      name: 'quests',
      text: { en: 'What are my quests?', fr: 'Quelles sont mes quêtes ?', es: '¿Cuáles son mis misiones?' },
    },
  ],
  smartfolio: [
    {
      name: 'worth',
      text: { en: 'What is my portfolio worth?', fr: 'Combien vaut mon portefeuille ?', es: '¿Cuánto vale mi cartera?' },
    },
    {
      name: 'top-wallet',
      text: {
        en: 'Which of my wallets holds the most?',
        fr: 'Lequel de mes wallets contient le plus ?',
        es: '¿Cuál de mis wallets tiene más fondos?',
      },
    },
    {
      name: 'concentration',
      text: {
        en: 'Is my portfolio too concentrated?',
        fr: 'Mon portefeuille est-il trop concentré ?',
        es: '¿Está mi cartera demasiado concentrada?',
      },
    },
    {
      name: 'stablecoins',
      text: {
        en: 'How much of my money is in stablecoins?',
        fr: 'Quelle part de mon argent est en stablecoins ?',
        es: '¿Cuánto de mi dinero está en stablecoins?',
      },
    },
    {
      name: 'month',
      text: {
        en: 'How did my holdings move over 30 days?',
        fr: 'Comment ont évolué mes avoirs sur 30 jours ?',
        es: '¿Cómo han evolucionado mis activos en 30 días?',
      },
    },
    {
      name: 'riskiest',
      text: {
        en: 'Which of my holdings is the riskiest?',
        fr: 'Quelle est la plus risquée de mes positions ?',
        es: '¿Cuál de mis posiciones es la más arriesgada?',
      },
    },
    {
      name: 'audit-score',
      text: {
        en: 'What is my portfolio’s audit score?',
        fr: 'Quel est le score d’audit de mon portefeuille ?',
        es: '¿Cuál es la puntuación de auditoría de mi cartera?',
      },
    },
    {
      name: 'at-risk',
      text: {
        en: 'How much of my money is at risk?',
        fr: 'Combien de mon argent est à risque ?',
        es: '¿Cuánto de mi dinero está en riesgo?',
      },
    },
    {
      name: 'plan-wallets',
      text: {
        en: 'Which wallets count toward my plan?',
        fr: 'Quels wallets comptent pour mon offre ?',
        es: '¿Qué wallets cuentan para mi plan?',
      },
    },
    {
      name: 'smallest',
      text: {
        en: 'What are my smallest positions?',
        fr: 'Quelles sont mes plus petites positions ?',
        es: '¿Cuáles son mis posiciones más pequeñas?',
      },
    },
  ],
  news: NEWS_QUESTIONS,
  'x-ray': XRAY_QUESTIONS,
};

/** spec §4 "Not-logged-in users … see login suggestions", §6 visitor: what the chat offers before signing in. */
export const LOGIN_PROPOSITIONS: readonly QuestionEntry[] = [
  {
    name: 'what-can-you-do',
    text: {
      en: 'What can Agent K do for me?',
      fr: 'Que peut faire Agent K pour moi ?',
      es: '¿Qué puede hacer Agent K por mí?',
    },
  },
  {
    name: 'connect',
    text: {
      en: 'How do I connect my wallet?',
      fr: 'Comment connecter mon wallet ?',
      es: '¿Cómo conecto mi wallet?',
    },
  },
  {
    name: 'connect-safe',
    text: {
      en: 'Is it safe to connect my wallet?',
      fr: 'Est-ce sûr de connecter mon wallet ?',
      es: '¿Es seguro conectar mi wallet?',
    },
  },
  {
    name: 'plans',
    text: {
      en: 'What do the plans include?',
      fr: 'Que comprennent les offres ?',
      es: '¿Qué incluyen los planes?',
    },
  },
  {
    name: 'kredits',
    text: { en: 'What are kredits?', fr: 'Que sont les kredits ?', es: '¿Qué son los kredits?' },
  },
  {
    name: 'xray',
    text: {
      en: 'How does the X-Ray audit work?',
      fr: 'Comment fonctionne l’audit X-Ray ?',
      es: '¿Cómo funciona la auditoría X-Ray?',
    },
  },
];
