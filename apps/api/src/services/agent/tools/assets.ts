// Which token a user means (issue 12 §2): an argument (`BTC`, `bitcoin`, `Shiba Inu`) resolves to one project of the
// X-Ray catalogue, and a free text names the tokens it mentions. elizaOS's price plugin answered the BTC price for any
// coin because it never resolved the coin; here an unknown name is an error with close matches, never a default.
// Symbols shared by several projects resolve to the one the user holds, else the best-ranked.
import { xraySearchKey } from '@k3/shared';
import type { Catalogue, CatalogueProject } from '../../xray/catalogue';
import { searchProjects } from '../../xray/catalogue';

export interface AssetIndex {
  byKey: Map<string, CatalogueProject[]>;
  /** Longest phrase (in words) any name has: the n-gram sizes findAssets tries. */
  longest: number;
}

/**
 * Words of questions in en/fr/es that are also a token's symbol or name: written in lower case they are read as
 * words, written in capitals or with `$` as tokens ("is it safe" is not about SAFE; "$SAFE" and "SAFE" are).
 */
const QUESTION_WORDS = new Set(
  (
    'a an the is it its me my i you we am are be do does did has have had how what when where which who why can will ' +
    'any all one new now safe news price prices worth value week month today day this that these those on in of to for ' +
    'with about and or not no yes up down best top plan plans quest quests coin coins token tokens near link gas ' +
    'de du des la le les un une est et ou mon ma mes sur pour avec quoi que qui combien prix vaut ' +
    'el los las es y o mi mis con por para cual cuanto precio vale son hay'
  ).split(' '),
);
/**
 * Everyday words that are a bundled coin's name or symbol: a word unless written as the coin's name (`writtenAsName`:
 * "which project just launched" is not about JUST, "the core idea" not about Core, "ton portefeuille" not about TON;
 * "is Core safe?", "JUST", "core dao" and "the just token" are).
 */
export const EVERYDAY_NAMES: ReadonlySet<string> = new Set(
  'just core people hot prime gate beam blur bat ape ton tel ray woo sats compound degen'.split(' '),
);
/** Words after which an everyday word is a coin's name ("Core DAO", "the just token", "la moneda ton"). */
const NAME_NOUNS = new Set('token tokens coin coins dao jeton jetons moneda monedas'.split(' '));
/** Words, as findAssets splits a text (letters, digits, `$` and hyphens), with where each starts. */
const WORD = /[\p{L}\p{N}$-]+/gu;

/**
 * Whether the word of `text` at `index` (`length` characters) is written as a name rather than as the everyday word:
 * in capitals or with `$`, capitalised inside a sentence (not as its first word), or followed by token, coin or DAO.
 */
export function writtenAsName(text: string, index: number, length: number): boolean {
  const written = text.slice(index, index + length).replace(/^\$/, '');
  if (text[index] === '$' || text[index - 1] === '$' || written === written.toUpperCase()) return true;
  const capital = written[0] !== written[0]!.toLowerCase();
  const sentenceStart = /(?:^|[.!?¿¡:;\n])[\s"'«“(]*$/u.test(text.slice(0, index));
  const next = /^[\s]+([\p{L}]+)/u.exec(text.slice(index + length))?.[1]?.toLowerCase();
  return (capital && !sentenceStart) || (next !== undefined && NAME_NOUNS.has(next));
}

export function assetIndex(catalogue: Catalogue): AssetIndex {
  const byKey = new Map<string, CatalogueProject[]>();
  let longest = 1;
  const add = (key: string, project: CatalogueProject) => {
    if (!key) return;
    const list = byKey.get(key) ?? [];
    if (!list.includes(project)) list.push(project);
    byKey.set(key, list);
  };
  for (const project of catalogue.projects) {
    const name = xraySearchKey(project.name);
    add(name, project);
    add(xraySearchKey(project.symbol), project);
    add(project.id, project);
    add(project.id.replace(/-/g, ' '), project);
    longest = Math.max(longest, name.split(/\s+/).length);
  }
  for (const list of byKey.values()) list.sort((a, b) => a.rank - b.rank);
  return { byKey, longest: Math.min(longest, 4) };
}

/** The project a key names, preferring one the user holds, then the best rank. */
function pick(list: readonly CatalogueProject[] | undefined, held: ReadonlySet<string>): CatalogueProject | undefined {
  if (!list?.length) return undefined;
  return list.find((project) => held.has(project.id)) ?? list[0];
}

export type Resolution = { project: CatalogueProject } | { error: string; suggestions: string[] };

/** The one project an argument names, or an error with up to 3 close matches. */
export function resolveAsset(catalogue: Catalogue, index: AssetIndex, text: string, held: ReadonlySet<string>): Resolution {
  const key = xraySearchKey(text.replace(/^\$/, ''));
  const project = pick(index.byKey.get(key), held);
  if (project) return { project };
  const close = searchProjects(catalogue, { search: key, page: 1 }).items.slice(0, 3);
  const suggestions = close.length ? close : closeMatches(index, key);
  return {
    error: `no token named “${text}” is known to K3`,
    suggestions: suggestions.map((p) => `${p.name} (${p.symbol})`),
  };
}

/** Edit distance of two short strings (a typo's distance from the name meant). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** Up to 3 projects whose name or symbol is within a typo or two of `key` (one per 4 letters), closest first. */
function closeMatches(index: AssetIndex, key: string): { name: string; symbol: string }[] {
  const limit = Math.max(1, Math.floor(key.length / 4));
  const scored = new Map<CatalogueProject, number>();
  for (const [candidate, projects] of index.byKey) {
    if (Math.abs(candidate.length - key.length) > limit) continue;
    const d = distance(candidate, key);
    if (d > limit) continue;
    for (const project of projects) scored.set(project, Math.min(d, scored.get(project) ?? Infinity));
  }
  return [...scored]
    .sort(([a, da], [b, db]) => da - db || a.rank - b.rank)
    .slice(0, 3)
    .map(([project]) => project);
}

/** The tokens a free text mentions, longest phrases first, each once, at most 5. */
export function findAssets(index: AssetIndex, text: string, held: ReadonlySet<string>): CatalogueProject[] {
  const matches = [...text.matchAll(WORD)];
  const words = matches.map((match) => match[0]);
  const found: { project: CatalogueProject; start: number }[] = [];
  const used = new Set<number>();
  for (let size = index.longest; size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) {
      if ([...Array(size).keys()].some((i) => used.has(start + i))) continue;
      const raw = words.slice(start, start + size).join(' ');
      const dollar = raw.startsWith('$');
      const bare = raw.replace(/^\$/, '');
      const key = xraySearchKey(bare);
      if (size === 1 && !dollar && QUESTION_WORDS.has(key) && bare !== bare.toUpperCase()) continue;
      if (size === 1 && EVERYDAY_NAMES.has(key) && !writtenAsName(text, matches[start]!.index, raw.length)) continue;
      if (size === 1 && !dollar && key.length < 2) continue;
      const project = pick(index.byKey.get(key), held);
      if (!project || found.some((f) => f.project === project)) continue;
      found.push({ project, start });
      for (let i = 0; i < size; i += 1) used.add(start + i);
    }
  }
  // Back in the order the text names them.
  return found
    .sort((a, b) => a.start - b.start)
    .map(({ project }) => project)
    .slice(0, 5);
}
