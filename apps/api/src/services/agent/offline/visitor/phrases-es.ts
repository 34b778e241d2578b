// Spanish answers to a visitor's questions about K3 (see phrases-en.ts).
import type { VisitorPhrases } from './intents';

const FEATURES: Record<string, string> = {
  'news-hub': 'Centro de noticias',
  smartfolio: 'SmartFolio',
  'x-ray': 'X-Ray',
  'gem-detector': 'Gem Detector',
  harpoon: 'Harpoon',
};
const and = new Intl.ListFormat('es', { type: 'conjunction' });

export const VISITOR_PHRASES_ES: VisitorPhrases = {
  signin: (ttl) =>
    'Iniciar sesión pide a tu wallet que **firme un mensaje**, no que envíe una transacción. El mensaje dice: ' +
    '*«Sign in to K3. This request does not trigger a transaction or cost any fees.»* (ninguna transacción, ninguna comisión)\n' +
    '• La firma solo prueba que la dirección es tuya. No mueve fondos, no cuesta gas y no autoriza ningún gasto.\n' +
    `• El mensaje vale una sola vez, durante ${ttl} minutos, y nombra este sitio: comprueba la dirección antes de firmar.\n` +
    '• K3 **nunca** pide tu clave privada ni tu frase semilla. Quien lo haga no es K3.\n' +
    'Una vez dentro, K3 lee los saldos públicos de tus wallets para mostrar tu cartera.',
  connect: (codeLength) =>
    'Pulsa **Iniciar sesión** (o **Conectar** arriba en la página) y elige tu wallet: aparecen las wallets EVM ' +
    '(como MetaMask) y Solana (como Phantom). Tu wallet te pide entonces firmar un mensaje, y listo.\n' +
    `En un móvil sin wallet, usa **Magic Konnect**: en un ordenador con la sesión iniciada, abre la ventana QR ` +
    `y escanea el código QR con el móvil o escribe su código de ${codeLength} caracteres.`,
  kredits: (allowances, minKrl) =>
    'Los kredits pagan las respuestas de Agent K: con la sesión iniciada, **una pregunta cuesta un kredit**.\n' +
    `• Tu plan da kredits cada mes natural (UTC): ${allowances}. Se recargan hasta ese número el día 1 a las 00:00 UTC; los kredits ganados en misiones se suman.\n` +
    `• Agent K necesita al menos **${minKrl} KRL** en tus wallets.\n` +
    '• Una respuesta que falla, o que detienes antes de cualquier texto, no cuesta nada.\n' +
    'Las preguntas sobre K3 hechas antes de iniciar sesión, como esta, son gratis.',
  plan: (name, holding, prompts, sources, features) =>
    `**${name}**, desde ${holding} KRL: ${prompts} preguntas a Agent K al mes, ${sources} wallet${sources === '1' ? '' : 's'} o cuenta${sources === '1' ? '' : 's'} de exchange; ${features}.`,
  plans: (list) =>
    `Los planes siguen los KRL (el token de K3) que tienes en tus wallets; no hay suscripción que contratar:\n${list}\n[Ver los planes](/pricing)`,
  feature: (key) => FEATURES[key] ?? key,
  about:
    'K3 ayuda a los inversores cripto a seguir su dinero:\n' +
    '• **SmartFolio** sigue tus wallets EVM y Solana y tus cuentas de exchange en una sola cartera.\n' +
    '• **X-Ray** audita un token en seis secciones, con una puntuación y alertas.\n' +
    '• El **centro de noticias** puntúa el impacto de cada noticia de 1 a 10, con su sentimiento.\n' +
    '• **Agent K** (yo) responde preguntas sobre tu cartera, tus tokens y las noticias, con los datos de K3.\n' +
    '• **Recompensas**: misiones que dan XP y kredits.\n' +
    'Inicia sesión con tu wallet para preguntar por tu propia cartera.',
  demo: (isDemo) =>
    isDemo
      ? 'Este K3 funciona con **datos de demostración**: precios, volúmenes, wallets y noticias se generan a partir de ' +
        'niveles reales registrados; parecen reales pero no son en vivo, y cada uno lleva la etiqueta **Demo**. Los datos ' +
        'sobre activos reales (suministros, fechas, enlaces) son reales con su fuente, o se muestran como no publicados.'
      : 'Este K3 funciona con **datos en vivo**: precios, saldos y noticias vienen de sus fuentes en el momento de ' +
        'leerlos. Todo lo generado llevaría la etiqueta **Demo**.',
  xray: (alertRules, planName, holding) =>
    'X-Ray audita un token en seis secciones: financiera, fundamental, social, on-chain, seguridad y análisis técnico.\n' +
    '• Cada valor dice de dónde viene, o «no comprobado» y por qué.\n' +
    `• ${alertRules} reglas de alerta nombran cada una el valor medido y el umbral.\n` +
    '• La puntuación, de 0 a 100, viene con su cobertura de datos y una confianza (alta, media, baja); se retiene como «Datos insuficientes» cuando se pudieron hacer muy pocas comprobaciones.\n' +
    `Las secciones y sus alertas vienen con un plan que incluye X-Ray (**${planName}**, desde ${holding} KRL); sin él, una auditoría muestra la puntuación, su confianza y cuántas alertas saltaron.`,
  account:
    'Esa pregunta es sobre tu propia cartera o cuenta: **inicia sesión con tu wallet** y la responderé con tus datos. ' +
    'Mientras tanto, puedo contarte sobre K3.',
  notUnderstood: 'Antes de iniciar sesión, solo puedo responder preguntas sobre K3.',
  examples: ['¿Qué son los kredits?', '¿Es seguro conectar mi wallet?', '¿Qué incluyen los planes?'],
  tryThese: (examples) => `Prueba: ${examples.map((e) => `*${e}*`).join(' · ')}`,
  list: (items) => and.format(items),
};
