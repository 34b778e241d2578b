// The X-Ray section a question asks about (issue 28 §1): a section's name with a word of the audit ("the social section",
// "la sécurité de l'audit"), or one of its strong words alone (holders, contract, liquidity, tokenomics…). Folded
// phrases in English, French and Spanish, matched as whole words. Used by cues.ts.
import type { XraySection } from '@k3/shared';

/** Section names and their strong words, folded; a strong word alone makes a section question. */
const SECTIONS: readonly [XraySection, readonly string[], readonly string[]][] = [
  [
    'onchain',
    ['on chain', 'onchain'],
    [
      'holders',
      'holder',
      'decentralized',
      'decentralised',
      'decentralization',
      'decentralisation',
      'detenteurs',
      'decentralise',
      'decentralisee',
      'tenedores',
      'poseedores',
      'holders de',
      'descentralizado',
      'descentralizacion',
      'token distribution',
      'supply distribution',
      'holder distribution',
      'repartition des tokens',
      'distribucion de tokens',
    ],
  ],
  ['security', ['security', 'securite', 'seguridad'], ['contract', 'contrat', 'contrato', 'smart contract']],
  [
    'financial',
    ['financial', 'financier', 'financiere', 'financiero', 'financiera'],
    // Tokenomics: the supply figures this section holds (circulating, total, max).
    [
      'liquidity',
      'liquidite',
      'liquidez',
      'tokenomics',
      'tokenomique',
      'tokenomiques',
      'tokenomica',
      'circulating supply',
      'total supply',
      'max supply',
      'offre en circulation',
      'offre totale',
      'offre maximale',
      'suministro circulante',
      'suministro total',
      'suministro maximo',
    ],
  ],
  ['social', ['social', 'sociale'], ['community', 'communaute', 'comunidad']],
  ['fundamental', ['fundamental', 'fondamental', 'fondamentale', 'fundamentals'], ['whitepaper', 'github']],
  [
    'technical',
    ['technical analysis', 'analyse technique', 'analisis tecnico', 'technical', 'technique', 'tecnico'],
    ['technical analysis', 'analyse technique', 'analisis tecnico'],
  ],
];
/** A section name needs one of these to be about the audit ("the social section", "la sécurité de l'audit"). */
const SECTION_CONTEXT = (
  'section|seccion|x ray|xray|audit|auditoria|tell me more|en plus|cuentame|data|donnees|datos|say|' +
  'dit|dice|part|partie|parte'
).split('|');

/** Every word of the sections' names, strong words and context: words of a question, never a coin's name. */
export const SECTION_WORDS: ReadonlySet<string> = new Set(
  [...SECTIONS.flatMap(([, names, strong]) => [...names, ...strong]), ...SECTION_CONTEXT].flatMap((phrase) => phrase.split(' ')),
);

/** The section a folded, spaced message (` word word … `) asks about, or null; the first in the list above wins. */
export function sectionOf(text: string): XraySection | null {
  const has = (cues: readonly string[]) => cues.some((cue) => text.includes(` ${cue} `));
  for (const [key, names, strong] of SECTIONS) {
    if (has(strong) || (has(names) && has(SECTION_CONTEXT))) return key;
  }
  return null;
}

/** Fields of a section that a question may name in its own words, with those words (folded). */
const FIELDS_NAMED: readonly [readonly string[], readonly string[]][] = [
  [
    ['circulatingSupply', 'totalSupply', 'maxSupply'],
    (
      'supply|tokenomics|tokenomique|tokenomiques|tokenomica|offre en circulation|offre totale|offre maximale|' +
      'suministro|circulating|circulation|circulante'
    ).split('|'),
  ],
  [['liquidityRatio'], ['liquidity', 'liquidite', 'liquidez']],
];

/**
 * The fields of a section a question names in its own words ("the circulating supply of ETH", "its liquidity"), shown
 * before the section's others. `text` is the message, folded and spaced (` word word … `).
 */
export function fieldsAsked(text: string): readonly string[] {
  return FIELDS_NAMED.flatMap(([keys, cues]) => (cues.some((cue) => text.includes(` ${cue} `)) ? keys : []));
}
