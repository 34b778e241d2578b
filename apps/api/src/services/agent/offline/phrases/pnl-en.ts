// English sentences of the offline agent's profit-and-loss answers (pnl.ts).
import type { PnlPhrases } from './pnl';

const METHODS: Record<string, string> = { fifo: 'FIFO', lifo: 'LIFO', hifo: 'HIFO', acb: 'average cost' };

export const PNL_EN: PnlPhrases = {
  method: (id) => METHODS[id] ?? id,
  head: (token, method, count) =>
    token
      ? `Your profit and loss on ${token}, ${method} method:`
      : `Your profit and loss, ${method} method, from ${count} transactions:`,
  held: (amount, symbol, value, basis, unrealised) =>
    value === null
      ? `Held in your history: **${amount} ${symbol}**, for a cost basis of **${basis}**; no price today, so its value and unrealised PnL are unknown.`
      : `Held in your history: **${amount} ${symbol}**, worth **${value}** for a cost basis of **${basis}**: unrealised **${unrealised}**.`,
  soldOut: (symbol) => `Your history holds no ${symbol} now.`,
  total: (basis, value, unrealised) =>
    value === null
      ? `Cost basis **${basis}**; some holdings have no price today, so the value and unrealised PnL are unknown.`
      : `Cost basis **${basis}**, worth **${value}**: unrealised **${unrealised}**.`,
  realised: (period, year, amount, allTime) =>
    period === 'all-time'
      ? `Realised, all time: **${amount}**.`
      : `Realised in ${year}${period === 'this-year' ? ' so far' : ''}: **${amount}**; all time: **${allTime}**.`,
  returned: (period, rate, gain, partial) =>
    `Return ${period === 'all-time' ? 'since your first transaction' : 'this year to date'}: ` +
    `**${rate ?? gain}**${rate ? ` (${gain})` : ''}${partial ? ' (incomplete: a price or some history is missing)' : ''}.`,
  missing: (proceeds, amount) =>
    `History missing: ${amount ? `**${amount}** was` : 'some tokens were'} sold or moved out with no known purchase (proceeds **${proceeds}**); that part is left out of realised PnL, with no cost assumed.`,
  unvalued: (count) => `${count} transactions have no known USD value and are left out.`,
  unpriced: (symbols) => `No price today for ${symbols}.`,
  noHistory: (url) =>
    `K3 holds no transaction history for you yet, so there is no profit or loss to report. Import an exchange’s CSV export or sync your wallets and exchange accounts on [SmartFolio](${url}).`,
  notInHistory: (token) => `${token} is in none of your transactions, so K3 has no profit or loss for it.`,
  more: (url) => `Details and the history: [SmartFolio](${url}).`,
};
