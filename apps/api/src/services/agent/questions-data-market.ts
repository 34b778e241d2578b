// Agent K's questions on the market pages (the news hub and X-Ray), apart from the portfolio pages' (questions-data.ts):
// the same rules apply; the set's version covers both files.
import type { QuestionEntry } from './questions-data';

export const NEWS_QUESTIONS: readonly QuestionEntry[] = [
  {
    name: 'holdings',
    text: {
      en: 'Any news about the coins I hold?',
      fr: 'Des nouvelles sur les cryptos que je détiens ?',
      es: '¿Hay noticias sobre las monedas que tengo?',
    },
  },
  {
    name: 'top-today',
    text: {
      en: 'What are today’s most important crypto news?',
      fr: 'Quelles sont les actus crypto les plus importantes aujourd’hui ?',
      es: '¿Cuáles son las noticias cripto más importantes de hoy?',
    },
  },
  {
    name: 'bitcoin',
    text: {
      en: 'What is the latest news about Bitcoin?',
      fr: 'Quelles sont les dernières nouvelles sur le Bitcoin ?',
      es: '¿Cuáles son las últimas noticias sobre Bitcoin?',
    },
  },
  {
    name: 'ethereum-week',
    text: {
      en: 'What’s new with Ethereum this week?',
      fr: 'Quoi de neuf sur Ethereum cette semaine ?',
      es: '¿Qué hay de nuevo sobre Ethereum esta semana?',
    },
  },
  {
    name: 'sentiment',
    text: {
      en: 'Is the news positive or negative for my coins?',
      fr: 'Les actus sont-elles positives ou négatives pour mes cryptos ?',
      es: '¿Las noticias son positivas o negativas para mis monedas?',
    },
  },
  {
    name: 'bad-news',
    text: {
      en: 'Is there bad news about any of my holdings?',
      fr: 'Y a-t-il de mauvaises nouvelles sur mes positions ?',
      es: '¿Hay malas noticias sobre alguna de mis posiciones?',
    },
  },
  {
    name: 'week-summary',
    text: {
      en: 'Sum up this week’s news about my portfolio',
      fr: 'Résume les actus de la semaine sur mon portefeuille',
      es: 'Resume las noticias de esta semana sobre mi cartera',
    },
  },
  {
    name: 'exposure',
    text: {
      en: 'Which news touches the biggest part of my portfolio?',
      fr: 'Quelle actu touche la plus grosse part de mon portefeuille ?',
      es: '¿Qué noticia afecta a la mayor parte de mi cartera?',
    },
  },
  {
    name: 'hacks',
    text: {
      en: 'Any hacks or exploits in the news lately?',
      fr: 'Des piratages ou des failles dans l’actu récemment ?',
      es: '¿Ha habido hackeos o exploits en las noticias últimamente?',
    },
  },
];

export const XRAY_QUESTIONS: readonly QuestionEntry[] = [
  {
    name: 'worst-audit',
    text: {
      en: 'Which of my coins has the worst audit?',
      fr: 'Laquelle de mes cryptos a le pire audit ?',
      es: '¿Cuál de mis monedas tiene la peor auditoría?',
    },
  },
  {
    name: 'ethereum-safe',
    text: { en: 'Is Ethereum safe?', fr: 'Ethereum est-il sûr ?', es: '¿Es seguro Ethereum?' },
  },
  {
    name: 'krl-audit',
    text: {
      en: 'What does the X-Ray audit say about KRL?',
      fr: 'Que dit l’audit X-Ray sur le KRL ?',
      es: '¿Qué dice la auditoría X-Ray sobre KRL?',
    },
  },
  {
    name: 'my-alerts',
    text: {
      en: 'Which alerts fire on my holdings?',
      fr: 'Quelles alertes concernent mes positions ?',
      es: '¿Qué alertas afectan a mis posiciones?',
    },
  },
  {
    name: 'concentration-alert',
    text: {
      en: 'What does a supply concentration alert mean?',
      fr: 'Que signifie une alerte de concentration de l’offre ?',
      es: '¿Qué significa una alerta de concentración del suministro?',
    },
  },
  {
    name: 'winners',
    text: {
      en: 'Which tokens rose the most today?',
      fr: 'Quels tokens ont le plus monté aujourd’hui ?',
      es: '¿Qué tokens han subido más hoy?',
    },
  },
  {
    name: 'losers',
    text: {
      en: 'Which tokens fell the most in 24 hours?',
      fr: 'Quels tokens ont le plus baissé en 24 heures ?',
      es: '¿Qué tokens han caído más en 24 horas?',
    },
  },
  {
    name: 'score',
    text: {
      en: 'How is the X-Ray score calculated?',
      fr: 'Comment est calculé le score X-Ray ?',
      es: '¿Cómo se calcula la puntuación X-Ray?',
    },
  },
  {
    name: 'solana-security',
    text: {
      en: 'How does Solana score on security?',
      fr: 'Quel est le score de sécurité de Solana ?',
      es: '¿Qué puntuación de seguridad tiene Solana?',
    },
  },
  {
    name: 'bitcoin-red-flags',
    text: {
      en: 'Does Bitcoin have any red flags?',
      fr: 'Le Bitcoin a-t-il des signaux d’alerte ?',
      es: '¿Tiene Bitcoin alguna señal de alarma?',
    },
  },
  {
    name: 'plan-xray',
    text: {
      en: 'Does my plan include X-Ray?',
      fr: 'Mon offre inclut-elle X-Ray ?',
      es: '¿Mi plan incluye X-Ray?',
    },
  },
];
