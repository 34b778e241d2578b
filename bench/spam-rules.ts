// Measures the spam rules of tokens outside the catalogue (services/portfolio/spam.ts; docs/live-mode.md "Spam") on a
// labelled set other people made: `node --import tsx bench/spam-rules.ts <set.json>`, the set being
// {"tokens": [{"symbol", "name", "label": "spam"|"legit", "listedOnUniswapDefault"?: boolean}]}. Prints recall on
// spam, false alarms on legit, per rule, against the baseline of hiding nothing. The set is not part of the repository
// (docs/live-mode.md names its sources).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spamRules } from '../apps/api/src/services/portfolio/spam';

interface Labelled {
  chain?: string;
  address?: string;
  symbol: string | null;
  name: string | null;
  label: 'spam' | 'legit';
  listedOnUniswapDefault?: boolean;
}

const path = process.argv[2];
if (!path) {
  console.error('usage: bench/spam-rules.ts <labelled-set.json>');
  process.exit(2);
}
const { tokens } = JSON.parse(readFileSync(path, 'utf8')) as { tokens: Labelled[] };
const reference = JSON.parse(readFileSync(join(import.meta.dirname, '../apps/api/generated/reference.json'), 'utf8')) as {
  assets: { symbol: string; addresses?: Record<string, string> }[];
};
const wellKnown = new Set(reference.assets.map((asset) => asset.symbol.trim().toUpperCase()));
/** A catalogue asset's own contract is a holding of the catalogue, never a token the rules judge. */
const catalogue = new Set(
  reference.assets.flatMap((asset) => Object.entries(asset.addresses ?? {}).map(([chain, a]) => `${chain}:${a.toLowerCase()}`)),
);
let skipped = 0;

const counts = { spam: 0, legit: 0, caught: 0, falseAlarms: 0 };
const byRule = new Map<string, { spam: number; legit: number }>();
const misses: string[] = [];
const alarms: string[] = [];
for (const token of tokens) {
  if (token.chain && token.address && catalogue.has(`${token.chain}:${token.address.toLowerCase()}`)) {
    skipped += 1;
    continue;
  }
  const rules = spamRules(
    { symbol: token.symbol, name: token.name, listed: token.listedOnUniswapDefault ?? false, explorerScam: false },
    (symbol) => wellKnown.has(symbol),
  );
  counts[token.label] += 1;
  if (rules.length > 0 && token.label === 'spam') counts.caught += 1;
  if (rules.length > 0 && token.label === 'legit') counts.falseAlarms += 1;
  if (rules.length === 0 && token.label === 'spam') misses.push(`${token.symbol} / ${token.name}`);
  if (rules.length > 0 && token.label === 'legit') alarms.push(`${token.symbol} / ${token.name}: ${rules.join(', ')}`);
  for (const rule of rules) {
    const entry = byRule.get(rule) ?? { spam: 0, legit: 0 };
    entry[token.label] += 1;
    byRule.set(rule, entry);
  }
}
console.log(`${skipped} tokens skipped: contracts of K3's catalogue`);
const pct = (a: number, b: number) => (b === 0 ? '—' : `${((a / b) * 100).toFixed(1)} %`);
console.log(`spam caught ${counts.caught}/${counts.spam} (${pct(counts.caught, counts.spam)}); baseline (hide nothing) 0 %`);
console.log(`legit hidden ${counts.falseAlarms}/${counts.legit} (${pct(counts.falseAlarms, counts.legit)})`);
console.log(
  `precision ${pct(counts.caught, counts.caught + counts.falseAlarms)}; accuracy ${pct(counts.caught + counts.legit - counts.falseAlarms, counts.spam + counts.legit)} (baseline ${pct(counts.legit, counts.spam + counts.legit)})`,
);
for (const [rule, entry] of byRule) console.log(`  ${rule}: ${entry.spam} spam, ${entry.legit} legit`);
if (process.env.VERBOSE) {
  console.log('missed:', misses.join(' | '));
  console.log('false alarms:', alarms.join(' | '));
}
