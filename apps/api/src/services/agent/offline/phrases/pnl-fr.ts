// Phrases françaises des réponses de l'agent hors ligne sur les plus et moins-values (pnl.ts).
import type { PnlPhrases } from './pnl';

const METHODS: Record<string, string> = { fifo: 'FIFO', lifo: 'LIFO', hifo: 'HIFO', acb: 'du coût moyen' };

export const PNL_FR: PnlPhrases = {
  method: (id) => METHODS[id] ?? id,
  head: (token, method, count) =>
    token
      ? `Vos plus et moins-values sur ${token}, méthode ${method} :`
      : `Vos plus et moins-values, méthode ${method}, sur ${count} transactions :`,
  held: (amount, symbol, value, basis, unrealised) =>
    value === null
      ? `Détenu selon votre historique : **${amount} ${symbol}**, pour un prix de revient de **${basis}** ; sans prix aujourd'hui, sa valeur et son latent sont inconnus.`
      : `Détenu selon votre historique : **${amount} ${symbol}**, valeur **${value}** pour un prix de revient de **${basis}** : latent **${unrealised}**.`,
  soldOut: (symbol) => `Votre historique ne contient plus de ${symbol}.`,
  total: (basis, value, unrealised) =>
    value === null
      ? `Prix de revient **${basis}** ; certains avoirs n'ont pas de prix aujourd'hui, la valeur et le latent sont donc inconnus.`
      : `Prix de revient **${basis}**, valeur **${value}** : latent **${unrealised}**.`,
  realised: (period, year, amount, allTime) =>
    period === 'all-time'
      ? `Réalisé, depuis le début : **${amount}**.`
      : `Réalisé en ${year}${period === 'this-year' ? ' à ce jour' : ''} : **${amount}** ; depuis le début : **${allTime}**.`,
  returned: (period, rate, gain, partial) =>
    `Rendement ${period === 'all-time' ? 'depuis votre première transaction' : 'depuis le 1er janvier'} : ` +
    `**${rate ?? gain}**${rate ? ` (${gain})` : ''}${partial ? ' (incomplet : un prix ou une partie de l’historique manque)' : ''}.`,
  missing: (proceeds, amount) =>
    `Historique manquant : ${amount ? `**${amount}** a été vendu ou sorti` : 'des tokens ont été vendus ou sortis'} sans achat connu (produit **${proceeds}**) ; cette part est exclue du réalisé, sans coût supposé.`,
  unvalued: (count) => `${count} transactions sans valeur en USD connue sont laissées de côté.`,
  unpriced: (symbols) => `Pas de prix aujourd'hui pour ${symbols}.`,
  noHistory: (url) =>
    `K3 n'a encore aucune transaction de votre historique : il n'y a donc ni plus ni moins-value à donner. Importez l'export CSV d'un exchange ou synchronisez vos wallets et comptes d'exchange sur [SmartFolio](${url}).`,
  notInHistory: (token) =>
    `${token} n'apparaît dans aucune de vos transactions : K3 n'a donc pas de plus ou moins-value pour ce token.`,
  more: (url) => `Le détail et l'historique : [SmartFolio](${url}).`,
};
