// Frases en español de las respuestas del agente sin conexión sobre ganancias y pérdidas (pnl.ts).
import type { PnlPhrases } from './pnl';

const METHODS: Record<string, string> = { fifo: 'FIFO', lifo: 'LIFO', hifo: 'HIFO', acb: 'de coste medio' };

export const PNL_ES: PnlPhrases = {
  method: (id) => METHODS[id] ?? id,
  head: (token, method, count) =>
    token
      ? `Tus ganancias y pérdidas en ${token}, método ${method}:`
      : `Tus ganancias y pérdidas, método ${method}, de ${count} transacciones:`,
  held: (amount, symbol, value, basis, unrealised) =>
    value === null
      ? `En tu historial: **${amount} ${symbol}**, con un coste base de **${basis}**; sin precio hoy, su valor y su no realizado son desconocidos.`
      : `En tu historial: **${amount} ${symbol}**, valor **${value}** con un coste base de **${basis}**: no realizado **${unrealised}**.`,
  soldOut: (symbol) => `Tu historial ya no tiene ${symbol}.`,
  total: (basis, value, unrealised) =>
    value === null
      ? `Coste base **${basis}**; algunas tenencias no tienen precio hoy, así que el valor y el no realizado son desconocidos.`
      : `Coste base **${basis}**, valor **${value}**: no realizado **${unrealised}**.`,
  realised: (period, year, amount, allTime) =>
    period === 'all-time'
      ? `Realizado, desde el principio: **${amount}**.`
      : `Realizado en ${year}${period === 'this-year' ? ' hasta hoy' : ''}: **${amount}**; desde el principio: **${allTime}**.`,
  returned: (period, rate, gain, partial) =>
    `Rentabilidad ${period === 'all-time' ? 'desde tu primera transacción' : 'desde el 1 de enero'}: ` +
    `**${rate ?? gain}**${rate ? ` (${gain})` : ''}${partial ? ' (incompleta: falta un precio o parte del historial)' : ''}.`,
  missing: (proceeds, amount) =>
    `Falta historial: ${amount ? `**${amount}** se vendió o salió` : 'se vendieron o salieron tokens'} sin compra conocida (importe **${proceeds}**); esa parte queda fuera del realizado, sin suponer ningún coste.`,
  unvalued: (count) => `${count} transacciones sin valor en USD conocido quedan fuera.`,
  unpriced: (symbols) => `Sin precio hoy para ${symbols}.`,
  noHistory: (url) =>
    `K3 aún no tiene ninguna transacción de tu historial, así que no hay ganancias ni pérdidas que dar. Importa el CSV de un exchange o sincroniza tus wallets y cuentas de exchange en [SmartFolio](${url}).`,
  notInHistory: (token) =>
    `${token} no aparece en ninguna de tus transacciones, así que K3 no tiene ganancias ni pérdidas para él.`,
  more: (url) => `El detalle y el historial: [SmartFolio](${url}).`,
};
