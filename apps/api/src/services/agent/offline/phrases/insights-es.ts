// Frases en español de las respuestas razonadas del agente sin conexión (insights.ts).
import type { InsightPhrases } from './insights';

const OVER = { '24h': 'en las últimas 24 h', '7d': 'en los últimos 7 días', '30d': 'en los últimos 30 días' } as const;
const SHORT = { '24h': '24 h', '7d': '7 d', '30d': '30 d' } as const;

export const INSIGHTS_ES: InsightPhrases = {
  movers: (period) => `Lo que más la movió ${OVER[period]} (variaciones de precio de tus activos):`,
  mover: (token, change, share, percent) => `${token}: **${change}**, ${share} del movimiento (precio ${percent})`,
  noMovers: (period) => `El precio de ninguno de tus activos se movió ${OVER[period]}.`,
  priceEffect: (sum) =>
    `Juntas, las variaciones de precio de tus activos suman ${sum}; el resto del cambio viene de cantidades añadidas, vendidas o movidas.`,

  compareHead: 'Lado a lado:',
  compareLine: (token, parts) => `${token}: ${parts.join(' · ')}`,
  marketCap: (value, rank) => `capitalización ${value}${rank ? ` (n.º ${rank})` : ''}`,
  scoreShort: (score, confidence) => `X-Ray **${score}/100**${confidence ? `, confianza ${confidence}` : ''}`,
  scoreWithheld: 'sin puntuación X-Ray (datos insuficientes)',
  notAudited: 'aún sin auditoría X-Ray',
  larger: (token, times, other) => `Mayor capitalización: ${token}, ${times} × la de ${other}.`,
  riskier: (token, score, other, otherScore) =>
    `Más riesgoso según la puntuación X-Ray: ${token} (${score}/100 frente a ${otherScore}/100 de ${other}).`,
  sameScore: (score) => `Misma puntuación X-Ray (${score}/100): los distinguen sus alertas, no su puntuación.`,
  better: (period, token, change) => `Mejor en ${SHORT[period]}: ${token} (${change}).`,
  youHold: (token, share) => `Tienes ${token}: ${share} de tu cartera.`,
  notCheckedOf: (token, sections) => `Sin verificar para ${token}: ${sections}; la ausencia de alertas ahí no es un veredicto.`,
  incidentOf: (token, text) =>
    text
      ? `Incidente abierto en ${token}: ${text}`
      : `Hay un incidente abierto en ${token} (alerta crítica); la auditoría completa requiere X-Ray.`,

  shouldHead: (token) =>
    `No le digo a nadie que compre o venda: no es un consejo de inversión. Estos son los datos que importan para ${token}:`,
  notAdvice: 'No le digo a nadie que compre o venda: no es un consejo de inversión.',
  held: (amount, symbol, value, share) => `Tienes **${amount} ${symbol}**, que valen **${value}**: ${share} de tu cartera.`,
  concentrated: 'Es una parte grande de tu cartera (concentración).',
  notHeld: (token) => `Todavía no tienes ${token}.`,
  trend: (price, parts) => `Precio **${price}**; ${parts.join(', ')}.`,
  latestNews: (title, sentiment, date) => `Última noticia (${date}): ${title}, ${sentiment}.`,
  noRecentNews: 'Ninguna noticia sobre él en los últimos 7 días.',
  alertsOf: (items) => `Alertas principales: ${items}.`,
  krlPlan: (plan, krl) => `Los KRL fijan tu plan: con **${krl} KRL** estás en **${plan}**.`,
  krlNext: (missing, next, prompts, now, features) =>
    `**${missing} KRL** más desbloquean **${next}**: ${prompts} preguntas al mes en lugar de ${now}${features ? `, además de ${features}` : ''}.`,
  krlTop: (plan) => `Ya estás en el plan más alto, **${plan}**: más KRL no desbloquea nada más.`,

  sectionHead: (token, section) => `${token}, sección *${section}* de la auditoría X-Ray:`,
  sectionLocked: (section) => `La sección *${section}* requiere un plan con X-Ray: [ver los planes](/pricing).`,
  sectionEmpty: (section) => `No se pudo medir nada en la sección *${section}*.`,
  sectionAlerts: 'Sus alertas:',
  sectionNoAlert: 'Ninguna alerta en esta sección entre las comprobaciones hechas.',
  sectionChecks: (notChecked, total) => `${notChecked} de sus ${total} comprobaciones no se pudieron hacer.`,
  field: (label, value) => `${label}: **${value}**`,
  notMeasured: (labels) => `Sin medir: ${labels}.`,
  yes: 'sí',
  no: 'no',
  months: (n) => `${n} meses`,
  days: (n) => `${n} días`,

  readAs: (word, token) => `Leí *${word}* como ${token}.`,
};
