// /portfolio (issue 14 §3): the total value, the 24 h and 30 d change and the top 5 holdings, from Agent K's
// portfolio_summary tool — the computation and cache of GET /api/me/dashboard, so the figures are the dashboard's —
// written as the dashboard writes them, labelled when demo. An empty portfolio points to SmartFolio.
import { Composer } from 'grammy';
import type { PortfolioSummaryData } from '../../agent/tools/catalogue';
import type { LinkedContext } from '../context';
import { escapeHtml, fill } from '../texts';
import { clip, HTML, linkButtons, share, usd, usdChange, withinLimit } from './format';
import { answerLater, demoLine, toolsFor, unavailable } from './shared';

const TEXTS = {
  en: {
    total: '<b>Your portfolio</b>: <b>{total}</b>',
    change24h: '24 h: {change}',
    change30d: '30 d: {change}',
    top: '<b>Top holdings</b>',
    holding: '{rank}. <b>{symbol}</b> {name}: {value} ({share})',
    empty: 'Your portfolio is empty. Add a wallet or an exchange account on {origin}/smartfolio and its holdings will show here.',
    dashboard: 'Open dashboard',
    smartfolio: 'Add a wallet',
  },
  fr: {
    total: '<b>Votre portefeuille</b> : <b>{total}</b>',
    change24h: '24 h : {change}',
    change30d: '30 j : {change}',
    top: '<b>Principaux avoirs</b>',
    holding: '{rank}. <b>{symbol}</b> {name} : {value} ({share})',
    empty:
      'Votre portefeuille est vide. Ajoutez un wallet ou un compte d’exchange sur {origin}/smartfolio et vos avoirs s’afficheront ici.',
    dashboard: 'Ouvrir le tableau de bord',
    smartfolio: 'Ajouter un wallet',
  },
  es: {
    total: '<b>Tu cartera</b>: <b>{total}</b>',
    change24h: '24 h: {change}',
    change30d: '30 d: {change}',
    top: '<b>Principales activos</b>',
    holding: '{rank}. <b>{symbol}</b> {name}: {value} ({share})',
    empty:
      'Tu cartera está vacía. Añade un wallet o una cuenta de exchange en {origin}/smartfolio y tus activos aparecerán aquí.',
    dashboard: 'Abrir el panel',
    smartfolio: 'Añadir un wallet',
  },
} as const;

/** Token names are the catalogue's; a long one is cut so five lines stay readable. */
const NAME_MAX = 40;

export const portfolioCommand = new Composer<LinkedContext>();

portfolioCommand.command('portfolio', (ctx) =>
  answerLater(ctx, async () => {
    const { lang, deps } = ctx.k3;
    const texts = TEXTS[lang];
    const result = await toolsFor(ctx).call('portfolio_summary', {});
    if (!result.ok) return ctx.reply(unavailable(lang));
    const summary = result.data as unknown as PortfolioSummaryData;
    const head = result.demo ? [demoLine(lang)] : [];
    if (summary.top.length === 0) {
      const text = [...head, fill(texts.empty, { origin: escapeHtml(deps.origin) })].join('\n');
      const keyboard = linkButtons([{ text: texts.smartfolio, url: `${deps.origin}/smartfolio` }]);
      return ctx.reply(text, { ...HTML, reply_markup: keyboard });
    }
    head.push(
      fill(texts.total, { total: escapeHtml(usd(summary.total, lang)) }),
      fill(texts.change24h, { change: escapeHtml(usdChange(summary.change24h, lang)) }),
      fill(texts.change30d, { change: escapeHtml(usdChange(summary.change30d, lang)) }),
      '',
      texts.top,
    );
    const lines = summary.top.map((holding, index) =>
      fill(texts.holding, {
        rank: index + 1,
        symbol: escapeHtml(holding.symbol),
        name: escapeHtml(clip(holding.name, NAME_MAX)),
        value: escapeHtml(usd(holding.value, lang)),
        share: escapeHtml(share(holding.share, lang)),
      }),
    );
    const keyboard = linkButtons([{ text: texts.dashboard, url: `${deps.origin}/dashboard` }]);
    return ctx.reply(withinLimit(head, lines), { ...HTML, reply_markup: keyboard });
  }),
);
