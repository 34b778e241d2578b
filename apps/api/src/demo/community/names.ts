// Usernames of the demo community (docs/rewards.md "Demo community"): built from word lists by a seeded counter, so
// the same members come back on every install. Styles vary the way real handles do ("satoshi_fan", "cryptolina",
// "0xdelta", "Mara_eth", "kenji88", "NodeRunner"); every one obeys the account page's rule (USERNAME_PATTERN), so a
// demo member never carries a name a real user could not have chosen.
import { USERNAME_PATTERN } from '@k3/shared';
import { mix } from '../random';

// prettier-ignore
const FIRST_NAMES = [
  'mara', 'lena', 'kenji', 'tomas', 'aiko', 'ravi', 'noor', 'iris', 'felix', 'yara', 'omar', 'elif', 'nina', 'jules',
  'sven', 'ines', 'arjun', 'zoe', 'milo', 'sana', 'luca', 'priya', 'hugo', 'leila', 'emeka', 'chloe', 'dario',
  'freya', 'kofi', 'mei', 'tariq', 'ana', 'bruno', 'ada', 'theo', 'lucia', 'viktor', 'amara', 'jonas', 'rosa',
  'yusuf', 'elena', 'marco', 'hana', 'paolo', 'ayla', 'diego', 'sofia', 'niko', 'lina', 'remy', 'tess', 'ozan',
  'kira', 'bastien', 'maya',
] as const;

// prettier-ignore
const CRYPTO_WORDS = [
  'satoshi', 'hodl', 'degen', 'moon', 'whale', 'gwei', 'block', 'chain', 'node', 'ledger', 'vault', 'staker',
  'yield', 'alpha', 'delta', 'sigma', 'nova', 'pixel', 'lambda', 'orbit', 'comet', 'lunar', 'cipher', 'hash',
  'nonce', 'shard', 'rollup', 'oracle', 'bridge', 'mint', 'bull', 'bear', 'wagmi', 'gm', 'zk', 'layer2', 'defi',
  'onchain', 'airdrop', 'candle', 'wick', 'pump', 'stack', 'sats', 'gas', 'merkle', 'epoch', 'quorum', 'genesis',
  'atlas', 'vega', 'echo',
] as const;

// prettier-ignore
const ROLES = [
  'fan', 'maxi', 'queen', 'king', 'hunter', 'runner', 'lab', 'dao', 'capital', 'trader', 'watcher', 'farmer',
  'builder', 'sensei', 'wizard', 'pilot', 'scout', 'keeper', 'nomad', 'monk', 'rider', 'smith', 'sage', 'fox', 'owl',
  'wolf',
] as const;

/** A few handles that are one word bent into a name ("cryptolina"). */
const BLENDS = ['crypto', 'block', 'chain', 'token', 'hash', 'coin', 'meta', 'satoshi'] as const;

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type Pick = <T>(list: readonly T[], stream: number) => T;

/** The styles, each a function of a picker over the member's own random streams. */
const STYLES: ReadonlyArray<(pick: Pick, digits: number) => string> = [
  (pick) => `${pick(CRYPTO_WORDS, 1)}_${pick(ROLES, 2)}`,
  (pick) => `${pick(BLENDS, 1)}${pick(FIRST_NAMES, 2)}`,
  (pick) => `0x${pick(CRYPTO_WORDS, 1)}`,
  (pick) => `${capital(pick(FIRST_NAMES, 1))}_eth`,
  (pick, digits) => `${pick(FIRST_NAMES, 1)}${digits}`,
  (pick) => `${capital(pick(CRYPTO_WORDS, 1))}${capital(pick(ROLES, 2))}`,
  (pick) => `${pick(FIRST_NAMES, 1)}_${pick(CRYPTO_WORDS, 2)}`,
  (pick) => `the_${pick(CRYPTO_WORDS, 1)}_${pick(ROLES, 2)}`,
  (pick) => `${pick(CRYPTO_WORDS, 1)}-${pick(FIRST_NAMES, 2)}`,
  (pick, digits) => `${capital(pick(FIRST_NAMES, 1))}${capital(pick(CRYPTO_WORDS, 2))}${digits % 10}`,
  (pick) => `${pick(FIRST_NAMES, 1)}${pick(ROLES, 2)}`,
  (pick) => `gm_${pick(FIRST_NAMES, 1)}`,
];

/** The candidate handle of member `index` (before de-duplication). */
export function candidateUsername(seed: number, index: number): string {
  const pick: Pick = (list, stream) => list[mix(seed, index, stream) % list.length]!;
  const style = STYLES[mix(seed, index, 0) % STYLES.length]!;
  const digits = 10 + (mix(seed, index, 3) % 90);
  return style(pick, digits).slice(0, 24);
}

/**
 * Usernames for `count` members, unique case-insensitively (as the users table requires): a repeated handle takes a
 * number, the way a sign-up form would suggest one. Every name matches USERNAME_PATTERN.
 */
export function demoUsernames(seed: number, count: number): string[] {
  const taken = new Set<string>();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const base = candidateUsername(seed, index);
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()) || !USERNAME_PATTERN.test(name); n += 1) name = `${base.slice(0, 21)}${n}`;
    taken.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}
