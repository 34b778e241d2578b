// Spanish answers of the offline agent.
import type { Phrases } from './index';

const PERIOD = { '24h': 'en las últimas 24 horas', '7d': 'en los últimos 7 días', '30d': 'en los últimos 30 días' } as const;
const SHORT = { '24h': '24 h', '7d': '7 d', '30d': '30 d' } as const;
const SEVERITY: Record<string, string> = { critical: 'crítica', high: 'alta', medium: 'media', low: 'baja', info: 'info' };
const SENTIMENT: Record<string, string> = { positive: 'positivo', negative: 'negativo', neutral: 'neutral' };
const TAG: Record<string, string> = {
  opportunity: 'Oportunidad',
  trending: 'Tendencia',
  danger: 'Peligro',
  warning: 'Atención',
  imminentMove: 'Movimiento inminente',
};
const STATUS: Record<string, string> = {
  pending: 'pendiente',
  started: 'en curso',
  open: 'pendiente',
  available: 'pendiente',
  done: 'hecha',
  completed: 'hecha',
  claimed: 'cobrada',
};
const list = new Intl.ListFormat('es', { type: 'disjunction' });
const and = new Intl.ListFormat('es', { type: 'conjunction' });

const SECTIONS: Readonly<Record<string, string>> = {
  financial: 'Financiero',
  fundamental: 'Fundamental',
  social: 'Social',
  onchain: 'On-chain',
  security: 'Seguridad',
  technical: 'Análisis técnico',
};

const CONFIDENCE: Record<string, string> = { high: 'alta', medium: 'media', low: 'baja', insufficient: 'insuficiente' };

export const PHRASES_ES: Phrases = {
  demo: '*Estas cifras son datos de demostración.*',
  askToken: (example) => `¿De qué token hablas? Por ejemplo: *${example}*`,
  examples: { holding: '¿Cuánto ETH tengo?', safe: '¿Es seguro Solana?', price: 'Precio de BTC' },
  unknownToken: (word, suggestions) =>
    `No conozco el token **${word}**.` + (suggestions ? ` ¿Quisiste decir ${suggestions}?` : ''),
  toolFailed: 'No puedo leer esos datos ahora mismo. Inténtalo de nuevo en un momento.',
  or: (items) => list.format(items),

  worth: (total) => `Tu cartera vale **${total}**.`,
  worthChange24h: (change, percent) => `Últimas 24 h: **${percent ?? change}**${percent ? ` (${change})` : ''}.`,
  topHoldings: 'Principales activos:',
  noSources: 'Tu cartera está vacía: añade una wallet o una cuenta de exchange en tu [panel](/dashboard).',

  move: (period, direction, change, percent, total) =>
    direction === 'flat'
      ? `Tu cartera no se movió ${PERIOD[period]}; vale **${total}**.`
      : `Tu cartera **${direction === 'up' ? 'subió' : 'bajó'}** ${PERIOD[period]}: **${change}**${percent ? ` (**${percent}**)` : ''}. Ahora vale **${total}**.`,
  noHistory: (period, total) =>
    `No tengo suficiente historial para decir cómo se movió tu cartera ${PERIOD[period]}. Ahora vale **${total}**.`,

  held: (amount, symbol, name, value, share) =>
    `Tienes **${amount} ${symbol}** (${name}), que valen **${value}**: ${share} de tu cartera.`,
  heldPrice: (price, change24h) => `Precio: ${price}${change24h ? `, ${change24h} en 24 h` : ''}.`,
  heldPlaces: (places, more) => `Dónde: ${places.join('; ')}${more > 0 ? ` y ${more} más` : ''}.`,
  place: (amount, chain, source) => `${amount} en ${chain} (${source})`,
  notHeld: (token) => `No tienes ${token}.`,

  score: (token, score, coverage, confidence) =>
    `${token}: puntuación X-Ray **${score}/100**${confidence ? `, confianza ${confidence}` : ''}${coverage ? ` (cobertura de datos ${coverage})` : ''}.`,
  withheld: (token, coverage) =>
    `${token}: sin puntuación X-Ray, datos insuficientes${coverage ? ` (cobertura de datos ${coverage})` : ''}: se pudieron hacer muy pocos controles para puntuarlo.`,
  confidence: (level) => CONFIDENCE[level] ?? level,
  notAudited: (token) => `${token} aún no tiene auditoría X-Ray.`,
  alerts: 'Alertas principales:',
  noAlerts: 'No hay ninguna alerta.',
  noAlertsChecked: 'No hay ninguna alerta entre los controles realizados.',
  notChecked: (sections) =>
    `Sin verificar: ${sections.map((s) => SECTIONS[s] ?? s).join(', ')} (no se pudo hacer ninguno de sus controles), así que la ausencia de alertas allí no es un veredicto.`,
  sectionName: (key) => SECTIONS[key] ?? key,
  severity: (key) => SEVERITY[key] ?? key,
  tag: (key) => TAG[key] ?? key,
  tags: (tags) => `Etiquetas: ${tags}.`,
  upgrade: 'La auditoría completa con sus alertas requiere un plan con X-Ray: [ver los planes](/pricing).',
  auditLink: 'Abrir la auditoría X-Ray',

  newsAbout: (token, window) => (token ? `Noticias sobre ${token}, ${window}:` : `Noticias sobre tus activos, ${window}:`),
  noNews: (token, window) =>
    token ? `No hay noticias sobre ${token} (${window}).` : `No hay noticias sobre tus activos (${window}).`,
  newsItem: (title, source, impact, sentiment) => `${title} — *${source}*, impacto ${impact}/10, ${sentiment}`,
  sentiment: (label) => SENTIMENT[label] ?? label,
  window: (hours) =>
    hours % 24 === 0 ? (hours === 24 ? 'últimas 24 h' : `últimos ${hours / 24} días`) : `últimas ${hours} horas`,

  marketNews: (window) => `Las noticias más relevantes del mercado cripto, ${window}:`,
  noMarketNews: (window) => `No hay noticias sobre el mercado cripto, ${window}.`,

  noData: (measures, token) => `K3 no tiene datos sobre ${and.format(measures)}${token ? ` de ${token}` : ''}.`,
  k3Holds: (sections) =>
    `Lo que K3 tiene de una cripto: sus datos de mercado (precio, variación 24 h / 7 d / 30 d, capitalización, ranking), su auditoría X-Ray (${sections}) y sus noticias.`,
  k3Has: (token) => (token ? `Lo que K3 tiene de ${token}:` : 'Lo que K3 tiene:'),
  k3Offers: (token, several) =>
    several
      ? `De ${token}, K3 tiene sus precios y datos de mercado, sus auditorías X-Ray y sus noticias: pregunta por lo que quieras.`
      : `De ${token}, K3 tiene su precio y datos de mercado, su auditoría X-Ray y sus noticias: pregunta por lo que quieras.`,
  coinExamples: (name, other) => [
    `Precio de ${name}`,
    `¿Es seguro ${name}?`,
    other ? `Compara ${name} y ${other}` : `Noticias sobre ${name}`,
  ],
  marketExample: '¿Cómo está el ánimo del mercado cripto?',
  newsTopic: 'Las noticias de K3 tratan de una cripto o de todo el mercado cripto; no están ordenadas por tema.',

  price: (token, price) => `${token} está a **${price}**.`,
  noPrice: (token) => `No tengo precio de mercado para ${token}.`,
  changes: (parts) => `Variación: ${parts.map((p) => `${SHORT[p.period]} ${p.value}`).join(', ')}.`,
  rank: (rank, marketCap) =>
    [rank ? `Puesto n.º ${rank}` : null, marketCap ? `capitalización ${marketCap}` : null].filter(Boolean).join(', ') + '.',

  plan: (plan, krl) => `Estás en el plan **${plan}**, con **${krl} KRL**.`,
  topPlan: 'Es el plan más alto.',
  kredits: (kredits, max, refill, bonus) =>
    `Kredits restantes: **${kredits}/${max}**${bonus ? ` + ${bonus} de bonificación` : ''}, próxima recarga el ${refill}.`,

  quests: 'Tus misiones:',
  quest: (name, reward, status) => `${name}: ${reward} — *${status}*`,
  reward: (xp, kredits) => [xp ? `+${xp} XP` : null, kredits ? `+${kredits} kredits` : null].filter(Boolean).join(', '),
  questStatus: (status) => STATUS[status] ?? status,
  noQuests: 'No hay misiones disponibles en este momento.',

  greeting: '¡Hola! Soy el asistente sin conexión de Agent K.',
  notUnderstood: 'No puedo responder a eso sin conexión.',
  capabilities:
    'Puedo decirte cuánto vale tu cartera y cómo se movió, tus ganancias y pérdidas (coste base), cuánto tienes de un token, si un token es seguro (X-Ray), las noticias de un token o de tus monedas, el precio de un token, tu plan, tus KRL y kredits, y tus misiones.',
  helpExamples: ['¿Cuánto vale mi cartera?', '¿Es seguro Solana?', '¿Qué plan tengo?'],
  tryThese: (examples) => `Prueba: ${examples.map((e) => `*${e}*`).join(' · ')}`,
};
