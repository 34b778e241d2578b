// English answers of the offline agent.
import type { Phrases } from './index';

const PERIOD = { '24h': 'in the last 24 hours', '7d': 'over the last 7 days', '30d': 'over the last 30 days' } as const;
const SHORT = { '24h': '24 h', '7d': '7 d', '30d': '30 d' } as const;
const SEVERITY: Record<string, string> = { critical: 'critical', high: 'high', medium: 'medium', low: 'low', info: 'info' };
const SENTIMENT: Record<string, string> = { positive: 'positive', negative: 'negative', neutral: 'neutral' };
const TAG: Record<string, string> = {
  opportunity: 'Opportunity',
  trending: 'Trending',
  danger: 'Danger',
  warning: 'Warning',
  imminentMove: 'Imminent move',
};
const STATUS: Record<string, string> = {
  pending: 'to do',
  started: 'started',
  open: 'to do',
  available: 'to do',
  done: 'done',
  completed: 'done',
  claimed: 'claimed',
};
const list = new Intl.ListFormat('en', { type: 'disjunction' });
const and = new Intl.ListFormat('en', { type: 'conjunction' });

const SECTIONS: Readonly<Record<string, string>> = {
  financial: 'Financial',
  fundamental: 'Fundamental',
  social: 'Social',
  onchain: 'On-chain',
  security: 'Security',
  technical: 'Technical analysis',
};

const CONFIDENCE: Record<string, string> = { high: 'high', medium: 'medium', low: 'low', insufficient: 'insufficient' };

export const PHRASES_EN: Phrases = {
  demo: '*These figures are demo data.*',
  askToken: (example) => `Which token do you mean? For example: *${example}*`,
  examples: { holding: 'How much ETH do I have?', safe: 'Is Solana safe?', price: 'Price of BTC' },
  unknownToken: (word, suggestions) =>
    `I don't know the token **${word}**.` + (suggestions ? ` Did you mean ${suggestions}?` : ''),
  toolFailed: "I couldn't read that data right now. Please try again in a moment.",
  or: (items) => list.format(items),

  worth: (total) => `Your portfolio is worth **${total}**.`,
  worthChange24h: (change, percent) => `Last 24 h: **${percent ?? change}**${percent ? ` (${change})` : ''}.`,
  topHoldings: 'Top holdings:',
  noSources: 'Your portfolio is empty: add a wallet or an exchange account on your [dashboard](/dashboard).',

  move: (period, direction, change, percent, total) =>
    direction === 'flat'
      ? `Your portfolio did not move ${PERIOD[period]}; it is worth **${total}**.`
      : `Your portfolio went **${direction}** ${PERIOD[period]}: **${change}**${percent ? ` (**${percent}**)` : ''}. It is now worth **${total}**.`,
  noHistory: (period, total) =>
    `I don't have enough history to tell how your portfolio moved ${PERIOD[period]}. It is worth **${total}** now.`,

  held: (amount, symbol, name, value, share) =>
    `You hold **${amount} ${symbol}** (${name}), worth **${value}**: ${share} of your portfolio.`,
  heldPrice: (price, change24h) => `Price: ${price}${change24h ? `, ${change24h} in 24 h` : ''}.`,
  heldPlaces: (places, more) => `Where: ${places.join('; ')}${more > 0 ? ` and ${more} more` : ''}.`,
  place: (amount, chain, source) => `${amount} on ${chain} (${source})`,
  notHeld: (token) => `You don't hold any ${token}.`,

  score: (token, score, coverage, confidence) =>
    `${token}: X-Ray score **${score}/100**${confidence ? `, ${confidence} confidence` : ''}${coverage ? ` (data coverage ${coverage})` : ''}.`,
  withheld: (token, coverage) =>
    `${token}: no X-Ray score, not enough data${coverage ? ` (data coverage ${coverage})` : ''}: too few checks could run to score it.`,
  confidence: (level) => CONFIDENCE[level] ?? level,
  notAudited: (token) => `${token} has no X-Ray audit yet.`,
  alerts: 'Main alerts:',
  noAlerts: 'No alert is raised.',
  noAlertsChecked: 'No alert among the checks that ran.',
  notChecked: (sections) =>
    `Not checked: ${sections.map((s) => SECTIONS[s] ?? s).join(', ')} (none of their checks could run), so no alert there is no verdict.`,
  sectionName: (key) => SECTIONS[key] ?? key,
  severity: (key) => SEVERITY[key] ?? key,
  tag: (key) => TAG[key] ?? key,
  tags: (tags) => `Tags: ${tags}.`,
  upgrade: 'The full audit with its alerts needs a plan with X-Ray: [see the plans](/pricing).',
  auditLink: 'Open the X-Ray audit',

  newsAbout: (token, window) => (token ? `News about ${token}, last ${window}:` : `News about your holdings, last ${window}:`),
  noNews: (token, window) =>
    token ? `No news about ${token} in the last ${window}.` : `No news about your holdings in the last ${window}.`,
  newsItem: (title, source, impact, sentiment) => `${title} — *${source}*, impact ${impact}/10, ${sentiment}`,
  sentiment: (label) => SENTIMENT[label] ?? label,
  window: (hours) => (hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hours`),

  marketNews: (window) => `Top stories across the crypto market, last ${window}:`,
  noMarketNews: (window) => `No story about the crypto market in the last ${window}.`,

  noData: (measures, token) => `K3 has no data on ${and.format(measures)}${token ? ` for ${token}` : ''}.`,
  k3Holds: (sections) =>
    `What K3 holds on a coin: its market data (price, 24 h / 7 d / 30 d change, market cap, rank), its X-Ray audit (${sections}) and its news.`,
  k3Has: (token) => (token ? `What K3 has on ${token}:` : 'What K3 has:'),
  k3Offers: (token, several) =>
    several
      ? `On ${token}, K3 has their prices and market data, their X-Ray audits and their news — ask for any of them.`
      : `On ${token}, K3 has its price and market data, its X-Ray audit and its news — ask for any of them.`,
  coinExamples: (name, other) => [
    `Price of ${name}`,
    `Is ${name} safe?`,
    other ? `Compare ${name} and ${other}` : `News about ${name}`,
  ],
  marketExample: "What's the crypto market mood?",
  newsTopic: "K3's news is about one coin or the whole crypto market; it is not sorted by topic.",

  price: (token, price) => `${token} is at **${price}**.`,
  noPrice: (token) => `I have no market price for ${token}.`,
  changes: (parts) => `Change: ${parts.map((p) => `${SHORT[p.period]} ${p.value}`).join(', ')}.`,
  rank: (rank, marketCap) =>
    [rank ? `Rank #${rank}` : null, marketCap ? `market cap ${marketCap}` : null].filter(Boolean).join(', ') + '.',

  plan: (plan, krl) => `You are on the **${plan}** plan, with **${krl} KRL**.`,
  topPlan: 'It is the highest plan.',
  kredits: (kredits, max, refill, bonus) =>
    `Kredits left: **${kredits}/${max}**${bonus ? ` + ${bonus} bonus` : ''}, next refill ${refill}.`,

  quests: 'Your quests:',
  quest: (name, reward, status) => `${name}: ${reward} — *${status}*`,
  reward: (xp, kredits) => [xp ? `+${xp} XP` : null, kredits ? `+${kredits} kredits` : null].filter(Boolean).join(', '),
  questStatus: (status) => STATUS[status] ?? status,
  noQuests: 'There are no quests available right now.',

  greeting: "Hi! I'm Agent K's offline assistant.",
  notUnderstood: "I can't answer that one offline.",
  capabilities:
    "I can tell you what your portfolio is worth and how it moved, what you made or lost (profit and loss, cost basis), how much of a token you hold, whether a token is safe (X-Ray), the news about a token or your coins, a token's price, your plan, KRL and kredits, and your quests.",
  helpExamples: ['What is my portfolio worth?', 'Is Solana safe?', 'What plan am I on?'],
  tryThese: (examples) => `Try: ${examples.map((e) => `*${e}*`).join(' · ')}`,
};
