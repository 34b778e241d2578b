// The fresh held-out part of Agent K's evaluation set (issue 28 §1; questions.ts has the codes and the rest): 48
// questions written after the first tuning rounds, whose miss listings had shown some first held-out items, run once
// and never tuned on. Their score is the honest figure for questions never seen (docs/agent-offline.md).
import type { Category, Row } from './questions';

/** A right answer is not the "I can't answer" text. */
const NO = ['fallback'];

/** Per category, its rows (questions.ts makes them items, ids `{category}.f{n}`). */
export const FRESH_ROWS: readonly (readonly [Category, Row[]])[] = [
  [
    'portfolio',
    [
      ['en', "what's the total of everything I hold", ['total'], NO],
      ['fr', "combien j'ai perdu ou gagné ce mois-ci", ['change:30d'], NO],
      ['es', 'cuánto subió o bajó mi portafolio hoy', ['change:24h'], NO],
      ['en', 'portfolio value and weekly change', ['total', 'change:7d'], NO],
    ],
  ],
  [
    'attribution',
    [
      ['en', 'what pulled my portfolio down or up today?', ['mover:24h'], NO],
      ['fr', 'quels avoirs ont le plus contribué à la variation de mon portefeuille ce mois', ['mover:30d'], NO],
      ['es', '¿por qué cambió el valor de mi cartera en 7 días?', ['mover:7d'], NO],
      ['en', 'explain my portfolio performance this week', ['mover:7d'], NO],
    ],
  ],
  [
    'coin',
    [
      ['en', 'current price of avalanche', ['price:avalanche-2'], NO],
      ['fr', 'combien coûte un solana', ['price:solana'], NO],
      ['es', 'cuál es la capitalización de bitcoin', ['mcap:bitcoin'], NO],
      ['en', 'is chainlink risky?', ['score:chainlink'], NO],
    ],
  ],
  [
    'compare',
    [
      ['en', 'ETH or BTC, which one has the better X-Ray score?', ['score:ethereum', 'score:bitcoin'], NO],
      ['fr', 'compare le bitcoin et le solana', ['price:bitcoin', 'price:solana'], NO],
      ['es', 'compara cardano, polkadot y avalanche', ['price:cardano', 'price:polkadot', 'price:avalanche-2'], NO],
      ['en', 'dogecoin versus shiba inu', ['price:dogecoin', 'price:shiba-inu'], NO],
    ],
  ],
  [
    'safe',
    [
      ['en', 'is pepe a rug pull?', ['score:pepe'], NO],
      ['fr', 'est-ce que cardano est une arnaque', ['score:cardano'], NO],
      ['es', '¿qué tan seguro es dogecoin?', ['score:dogecoin'], NO],
      ['en', 'red flags on XRP?', ['score:ripple'], NO],
    ],
  ],
  [
    'should',
    [
      ['en', 'should I take profits on my bitcoin?', ['amount:bitcoin', 'score:bitcoin', 'facts'], ['advice', ...NO]],
      ['fr', 'dois-je vendre mon solana ?', ['amount:solana', 'score:solana', 'facts'], ['advice', ...NO]],
      ['es', '¿debería invertir en avalanche?', ['price:avalanche-2', 'score:avalanche-2', 'facts'], ['advice', ...NO]],
      ['en', 'is it worth buying more KRL to get a better plan?', ['amount:kryll', 'next', 'unlock', 'facts'], ['advice', ...NO]],
    ],
  ],
  [
    'news',
    [
      ['en', 'what happened with pepe this week', ['news:pepe'], NO],
      ['fr', 'quelles sont les nouvelles sur solana', ['news:solana'], NO],
      ['es', 'noticias recientes de chainlink', ['news:chainlink'], NO],
      ['en', 'any important news for my holdings?', ['news:holdings'], NO],
    ],
  ],
  [
    'plan',
    [
      ['en', 'how many questions can I still ask this month', ['kredits'], NO],
      ['fr', 'je suis sur quelle offre ?', ['plan'], NO],
      ['es', 'cuántos KRL me faltan para subir de plan', ['next'], NO],
      ['en', 'what would the next tier unlock for me', ['next', 'unlock'], NO],
    ],
  ],
  [
    'k3',
    [
      ['en', 'what is Agent K?', ['k3:about'], NO],
      ['fr', 'comment fonctionne le score X-Ray ?', ['k3:xray'], NO],
      ['es', '¿cómo conecto mi wallet?', ['k3:connect'], NO],
      ['en', 'what plans does K3 offer?', ['k3:plans'], NO],
    ],
  ],
  [
    'followup',
    [
      ['en', 'and ethereum?', ['score:ethereum'], ['ask', ...NO], { history: ['is pepe safe'] }],
      ['fr', 'et cette semaine ?', ['change:7d'], NO, { history: ["comment a bougé mon portefeuille aujourd'hui"] }],
      ['es', '¿y sus noticias?', ['news:solana'], ['ask', ...NO], { history: ['precio de solana'] }],
      ['en', 'should I sell it?', ['amount:pepe', 'facts'], ['advice', 'ask', ...NO], { history: ['how much PEPE do I have'] }],
    ],
  ],
  [
    'typo',
    [
      ['en', 'wat is the prise of bitcoin', ['price:bitcoin'], NO],
      ['fr', 'actualite sur solanaa', ['news:solana'], NO],
      ['es', 'cuanto vale mi portafolo', ['total'], NO],
      ['en', 'est-ce que dogecoin est safe', ['score:dogecoin'], NO],
    ],
  ],
  [
    'section',
    [
      ['en', 'Tell me more about the Security section of the X-Ray audit of Solana (SOL).', ['section:solana:security'], NO],
      ['fr', "Dis-m'en plus sur la section Social de l'audit X-Ray de Dogecoin (DOGE).", ['section:dogecoin:social'], NO],
      [
        'es',
        'Cuéntame más sobre la sección Financiero de la auditoría X-Ray de Chainlink (LINK).',
        ['section:chainlink:financial'],
        NO,
      ],
      ['en', 'who holds cardano, is it decentralized?', ['section:cardano:onchain'], NO],
    ],
  ],
];
