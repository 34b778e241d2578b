// English sentences of the offline agent's reasoning answers (insights.ts).
import type { InsightPhrases } from './insights';

const OVER = { '24h': 'in the last 24 hours', '7d': 'over the last 7 days', '30d': 'over the last 30 days' } as const;
const SHORT = { '24h': '24 h', '7d': '7 d', '30d': '30 d' } as const;

export const INSIGHTS_EN: InsightPhrases = {
  movers: (period) => `What moved it most ${OVER[period]} (price moves of your holdings):`,
  mover: (token, change, share, percent) => `${token}: **${change}**, ${share} of the move (price ${percent})`,
  noMovers: (period) => `None of your holdings' prices moved ${OVER[period]}.`,
  priceEffect: (sum) =>
    `Together, the price moves of your holdings come to ${sum}; the rest of the change comes from amounts added, sold or moved.`,

  compareHead: 'Side by side:',
  compareLine: (token, parts) => `${token}: ${parts.join(' · ')}`,
  marketCap: (value, rank) => `market cap ${value}${rank ? ` (#${rank})` : ''}`,
  scoreShort: (score, confidence) => `X-Ray **${score}/100**${confidence ? `, ${confidence} confidence` : ''}`,
  scoreWithheld: 'no X-Ray score (not enough data)',
  notAudited: 'no X-Ray audit yet',
  larger: (token, times, other) => `Larger by market cap: ${token}, ${times}× ${other}.`,
  riskier: (token, score, other, otherScore) =>
    `Riskier by X-Ray score: ${token} (${score}/100 against ${otherScore}/100 for ${other}).`,
  sameScore: (score) => `Same X-Ray score (${score}/100): the audits tell them apart by their alerts, not their score.`,
  better: (period, token, change) => `Best over ${SHORT[period]}: ${token} (${change}).`,
  youHold: (token, share) => `You hold ${token}: ${share} of your portfolio.`,
  notCheckedOf: (token, sections) => `Not checked for ${token}: ${sections}, so no alert there is no verdict.`,
  incidentOf: (token, text) =>
    text
      ? `Open incident on ${token}: ${text}`
      : `An incident is open on ${token} (a critical alert); the full audit needs X-Ray.`,

  shouldHead: (token) =>
    `I don't tell anyone to buy or sell — this is not financial advice. Here are the facts that matter for ${token}:`,
  notAdvice: "I don't tell anyone to buy or sell — this is not financial advice.",
  held: (amount, symbol, value, share) => `You hold **${amount} ${symbol}**, worth **${value}**: ${share} of your portfolio.`,
  concentrated: 'That is a large part of your portfolio (concentration).',
  notHeld: (token) => `You don't hold any ${token} yet.`,
  trend: (price, parts) => `Price **${price}**; ${parts.join(', ')}.`,
  latestNews: (title, sentiment, date) => `Latest news (${date}): ${title}, ${sentiment}.`,
  noRecentNews: 'No news about it in the last 7 days.',
  alertsOf: (items) => `Main alerts: ${items}.`,
  krlPlan: (plan, krl) => `KRL sets your plan: with **${krl} KRL** you are on **${plan}**.`,
  krlNext: (missing, next, prompts, now, features) =>
    `**${missing} KRL** more unlocks **${next}**: ${prompts} questions a month instead of ${now}${features ? `, plus ${features}` : ''}.`,
  krlTop: (plan) => `You are already on the highest plan, **${plan}**: more KRL unlocks no more.`,

  sectionHead: (token, section) => `${token}, X-Ray *${section}* section:`,
  sectionLocked: (section) => `The *${section}* section needs a plan with X-Ray: [see the plans](/pricing).`,
  sectionEmpty: (section) => `Nothing could be measured in the *${section}* section.`,
  sectionAlerts: 'Its alerts:',
  sectionNoAlert: 'No alert in this section among the checks that ran.',
  sectionChecks: (notChecked, total) => `${notChecked} of its ${total} checks could not run.`,
  field: (label, value) => `${label}: **${value}**`,
  notMeasured: (labels) => `Not measured: ${labels}.`,
  yes: 'yes',
  no: 'no',
  months: (n) => `${n} months`,
  days: (n) => `${n} days`,

  readAs: (word, token) => `I read *${word}* as ${token}.`,
};
