// French answers of the offline agent (French typography: a space before ":" and "?").
import type { Phrases } from './index';

const PERIOD = {
  '24h': 'sur les dernières 24 heures',
  '7d': 'sur les 7 derniers jours',
  '30d': 'sur les 30 derniers jours',
} as const;
const SHORT = { '24h': '24 h', '7d': '7 j', '30d': '30 j' } as const;
const SEVERITY: Record<string, string> = { critical: 'critique', high: 'élevée', medium: 'moyenne', low: 'faible', info: 'info' };
const SENTIMENT: Record<string, string> = { positive: 'positive', negative: 'négative', neutral: 'neutre' };
const TAG: Record<string, string> = {
  opportunity: 'Opportunité',
  trending: 'Tendance',
  danger: 'Danger',
  warning: 'Attention',
  imminentMove: 'Mouvement imminent',
};
const STATUS: Record<string, string> = {
  pending: 'à faire',
  started: 'en cours',
  open: 'à faire',
  available: 'à faire',
  done: 'faite',
  completed: 'faite',
  claimed: 'récupérée',
};
const list = new Intl.ListFormat('fr', { type: 'disjunction' });
const and = new Intl.ListFormat('fr', { type: 'conjunction' });

const SECTIONS: Readonly<Record<string, string>> = {
  financial: 'Financier',
  fundamental: 'Fondamental',
  social: 'Social',
  onchain: 'On-chain',
  security: 'Sécurité',
  technical: 'Analyse technique',
};

const CONFIDENCE: Record<string, string> = { high: 'élevée', medium: 'moyenne', low: 'faible', insufficient: 'insuffisante' };

export const PHRASES_FR: Phrases = {
  demo: '*Ces chiffres sont des données de démonstration.*',
  askToken: (example) => `De quel token parlez-vous ? Par exemple : *${example}*`,
  examples: { holding: "Combien d'ETH j'ai ?", safe: 'Est-ce que Solana est sûr ?', price: 'Prix du BTC' },
  unknownToken: (word, suggestions) =>
    `Je ne connais pas le token **${word}**.` + (suggestions ? ` Vouliez-vous dire ${suggestions} ?` : ''),
  toolFailed: 'Je ne peux pas lire ces données pour le moment. Réessayez dans un instant.',
  or: (items) => list.format(items),

  worth: (total) => `Votre portefeuille vaut **${total}**.`,
  worthChange24h: (change, percent) => `Sur 24 h : **${percent ?? change}**${percent ? ` (${change})` : ''}.`,
  topHoldings: 'Principaux avoirs :',
  noSources: 'Votre portefeuille est vide : ajoutez un wallet ou un compte d’exchange sur votre [tableau de bord](/dashboard).',

  move: (period, direction, change, percent, total) =>
    direction === 'flat'
      ? `Votre portefeuille n’a pas bougé ${PERIOD[period]} ; il vaut **${total}**.`
      : `Votre portefeuille est en **${direction === 'up' ? 'hausse' : 'baisse'}** ${PERIOD[period]} : **${change}**${percent ? ` (**${percent}**)` : ''}. Il vaut maintenant **${total}**.`,
  noHistory: (period, total) =>
    `Je n’ai pas assez d’historique pour dire comment votre portefeuille a évolué ${PERIOD[period]}. Il vaut **${total}** aujourd’hui.`,

  held: (amount, symbol, name, value, share) =>
    `Vous détenez **${amount} ${symbol}** (${name}), soit **${value}** : ${share} de votre portefeuille.`,
  heldPrice: (price, change24h) => `Prix : ${price}${change24h ? `, ${change24h} sur 24 h` : ''}.`,
  heldPlaces: (places, more) => `Où : ${places.join(' ; ')}${more > 0 ? ` et ${more} autre${more > 1 ? 's' : ''}` : ''}.`,
  place: (amount, chain, source) => `${amount} sur ${chain} (${source})`,
  notHeld: (token) => `Vous ne détenez pas de ${token}.`,

  score: (token, score, coverage, confidence) =>
    `${token} : score X-Ray **${score}/100**${confidence ? `, confiance ${confidence}` : ''}${coverage ? ` (couverture des données ${coverage})` : ''}.`,
  withheld: (token, coverage) =>
    `${token} : pas de score X-Ray, données insuffisantes${coverage ? ` (couverture des données ${coverage})` : ''} : trop peu de contrôles ont pu être faits pour le noter.`,
  confidence: (level) => CONFIDENCE[level] ?? level,
  notAudited: (token) => `${token} n’a pas encore d’audit X-Ray.`,
  alerts: 'Principales alertes :',
  noAlerts: 'Aucune alerte levée.',
  noAlertsChecked: 'Aucune alerte parmi les contrôles faits.',
  notChecked: (sections) =>
    `Non vérifié : ${sections.map((s) => SECTIONS[s] ?? s).join(', ')} (aucun de leurs contrôles n'a pu être fait) ; l'absence d'alerte n'y vaut pas verdict.`,
  sectionName: (key) => SECTIONS[key] ?? key,
  severity: (key) => SEVERITY[key] ?? key,
  tag: (key) => TAG[key] ?? key,
  tags: (tags) => `Tags : ${tags}.`,
  upgrade: 'L’audit complet et ses alertes demandent un plan avec X-Ray : [voir les plans](/pricing).',
  auditLink: 'Ouvrir l’audit X-Ray',

  newsAbout: (token, window) => (token ? `Actualités sur ${token}, ${window} :` : `Actualités sur vos avoirs, ${window} :`),
  noNews: (token, window) =>
    token ? `Aucune actualité sur ${token} (${window}).` : `Aucune actualité sur vos avoirs (${window}).`,
  newsItem: (title, source, impact, sentiment) => `${title} — *${source}*, impact ${impact}/10, ${sentiment}`,
  sentiment: (label) => SENTIMENT[label] ?? label,
  window: (hours) =>
    hours % 24 === 0 ? (hours === 24 ? 'dernières 24 h' : `${hours / 24} derniers jours`) : `${hours} dernières heures`,

  marketNews: (window) => `Les actualités les plus marquantes du marché crypto, ${window} :`,
  noMarketNews: (window) => `Aucune actualité sur le marché crypto, ${window}.`,

  noData: (measures, token) => `K3 n'a pas de données sur ${and.format(measures)}${token ? ` pour ${token}` : ''}.`,
  k3Holds: (sections) =>
    `Ce que K3 a sur une crypto : ses données de marché (prix, variation 24 h / 7 j / 30 j, capitalisation, rang), son audit X-Ray (${sections}) et ses actualités.`,
  k3Has: (token) => (token ? `Ce que K3 a sur ${token} :` : 'Ce que K3 a :'),
  k3Offers: (token, several) =>
    several
      ? `Sur ${token}, K3 a leurs prix et données de marché, leurs audits X-Ray et leurs actualités : demandez ce qui vous intéresse.`
      : `Sur ${token}, K3 a son prix et ses données de marché, son audit X-Ray et ses actualités : demandez ce qui vous intéresse.`,
  coinExamples: (name, other) => [
    `Prix de ${name}`,
    `Est-ce que ${name} est sûr ?`,
    other ? `Compare ${name} et ${other}` : `Actualités sur ${name}`,
  ],
  marketExample: "Quelle est l'ambiance du marché crypto ?",
  newsTopic: 'Les actualités de K3 portent sur une crypto ou sur tout le marché crypto ; elles ne sont pas classées par thème.',

  price: (token, price) => `${token} cote **${price}**.`,
  noPrice: (token) => `Je n’ai pas de prix de marché pour ${token}.`,
  changes: (parts) => `Variation : ${parts.map((p) => `${SHORT[p.period]} ${p.value}`).join(', ')}.`,
  rank: (rank, marketCap) =>
    [rank ? `Rang n° ${rank}` : null, marketCap ? `capitalisation ${marketCap}` : null].filter(Boolean).join(', ') + '.',

  plan: (plan, krl) => `Vous êtes sur le plan **${plan}**, avec **${krl} KRL**.`,
  topPlan: 'C’est le plan le plus élevé.',
  kredits: (kredits, max, refill, bonus) =>
    `Kredits restants : **${kredits}/${max}**${bonus ? ` + ${bonus} en bonus` : ''}, prochaine recharge le ${refill}.`,

  quests: 'Vos quêtes :',
  quest: (name, reward, status) => `${name} : ${reward} — *${status}*`,
  reward: (xp, kredits) => [xp ? `+${xp} XP` : null, kredits ? `+${kredits} kredits` : null].filter(Boolean).join(', '),
  questStatus: (status) => STATUS[status] ?? status,
  noQuests: 'Aucune quête n’est disponible pour le moment.',

  greeting: 'Bonjour ! Je suis l’assistant hors ligne d’Agent K.',
  notUnderstood: 'Je ne sais pas répondre à cela hors ligne.',
  capabilities:
    'Je peux vous dire ce que vaut votre portefeuille et comment il a évolué, vos plus et moins-values (prix de revient), combien vous détenez d’un token, si un token est sûr (X-Ray), les actualités d’un token ou de vos cryptos, le prix d’un token, votre plan, vos KRL et kredits, et vos quêtes.',
  helpExamples: ['Combien vaut mon portefeuille ?', 'Est-ce que Solana est sûr ?', 'Quel est mon plan ?'],
  tryThese: (examples) => `Essayez : ${examples.map((e) => `*${e}*`).join(' · ')}`,
};
