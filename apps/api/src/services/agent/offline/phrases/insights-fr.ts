// Phrases françaises des réponses raisonnées de l'agent hors ligne (insights.ts).
import type { InsightPhrases } from './insights';

const OVER = { '24h': 'sur les dernières 24 h', '7d': 'sur les 7 derniers jours', '30d': 'sur les 30 derniers jours' } as const;
const SHORT = { '24h': '24 h', '7d': '7 j', '30d': '30 j' } as const;

export const INSIGHTS_FR: InsightPhrases = {
  movers: (period) => `Ce qui l'a le plus fait bouger ${OVER[period]} (variations de prix de vos avoirs) :`,
  mover: (token, change, share, percent) => `${token} : **${change}**, ${share} du mouvement (prix ${percent})`,
  noMovers: (period) => `Le prix d'aucun de vos avoirs n'a bougé ${OVER[period]}.`,
  priceEffect: (sum) =>
    `Ensemble, les variations de prix de vos avoirs font ${sum} ; le reste de l'écart vient de montants ajoutés, vendus ou déplacés.`,

  compareHead: 'Côte à côte :',
  compareLine: (token, parts) => `${token} : ${parts.join(' · ')}`,
  marketCap: (value, rank) => `capitalisation ${value}${rank ? ` (n° ${rank})` : ''}`,
  scoreShort: (score, confidence) => `X-Ray **${score}/100**${confidence ? `, confiance ${confidence}` : ''}`,
  scoreWithheld: 'pas de score X-Ray (données insuffisantes)',
  notAudited: 'pas encore d’audit X-Ray',
  larger: (token, times, other) => `Plus grosse capitalisation : ${token}, ${times} × celle de ${other}.`,
  riskier: (token, score, other, otherScore) =>
    `Plus risqué selon le score X-Ray : ${token} (${score}/100 contre ${otherScore}/100 pour ${other}).`,
  sameScore: (score) => `Même score X-Ray (${score}/100) : ce sont leurs alertes qui les distinguent, pas leur score.`,
  better: (period, token, change) => `Meilleur sur ${SHORT[period]} : ${token} (${change}).`,
  youHold: (token, share) => `Vous détenez ${token} : ${share} de votre portefeuille.`,
  notCheckedOf: (token, sections) => `Non vérifié pour ${token} : ${sections} ; l'absence d'alerte n'y vaut pas verdict.`,
  incidentOf: (token, text) =>
    text
      ? `Incident en cours sur ${token} : ${text}`
      : `Un incident est en cours sur ${token} (alerte critique) ; l'audit complet demande X-Ray.`,

  shouldHead: (token) =>
    `Je ne dis à personne d'acheter ou de vendre — ce n'est pas un conseil en investissement. Voici les faits qui comptent pour ${token} :`,
  notAdvice: "Je ne dis à personne d'acheter ou de vendre — ce n'est pas un conseil en investissement.",
  held: (amount, symbol, value, share) =>
    `Vous détenez **${amount} ${symbol}**, soit **${value}** : ${share} de votre portefeuille.`,
  concentrated: "C'est une grande part de votre portefeuille (concentration).",
  notHeld: (token) => `Vous ne détenez pas encore de ${token}.`,
  trend: (price, parts) => `Prix **${price}** ; ${parts.join(', ')}.`,
  latestNews: (title, sentiment, date) => `Dernière actualité (${date}) : ${title}, ${sentiment}.`,
  noRecentNews: 'Aucune actualité à son sujet sur les 7 derniers jours.',
  alertsOf: (items) => `Principales alertes : ${items}.`,
  krlPlan: (plan, krl) => `Les KRL fixent votre offre : avec **${krl} KRL** vous êtes sur **${plan}**.`,
  krlNext: (missing, next, prompts, now, features) =>
    `**${missing} KRL** de plus débloquent **${next}** : ${prompts} questions par mois au lieu de ${now}${features ? `, plus ${features}` : ''}.`,
  krlTop: (plan) => `Vous êtes déjà sur l'offre la plus haute, **${plan}** : plus de KRL ne débloque rien de plus.`,

  sectionHead: (token, section) => `${token}, section *${section}* de l'audit X-Ray :`,
  sectionLocked: (section) => `La section *${section}* demande une offre avec X-Ray : [voir les offres](/pricing).`,
  sectionEmpty: (section) => `Rien n'a pu être mesuré dans la section *${section}*.`,
  sectionAlerts: 'Ses alertes :',
  sectionNoAlert: 'Aucune alerte dans cette section parmi les contrôles faits.',
  sectionChecks: (notChecked, total) => `${notChecked} de ses ${total} contrôles n'ont pas pu être faits.`,
  field: (label, value) => `${label} : **${value}**`,
  notMeasured: (labels) => `Non mesuré : ${labels}.`,
  yes: 'oui',
  no: 'non',
  months: (n) => `${n} mois`,
  days: (n) => `${n} jours`,

  readAs: (word, token) => `J'ai lu *${word}* comme ${token}.`,
};
