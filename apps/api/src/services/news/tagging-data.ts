// The tables the news tagger reads (issue 10 §1; docs/news-tagging.md explains each rule with examples): name aliases,
// the words a symbol or a name may collide with in ordinary English and French prose, the words that make a nearby
// symbol or name read as a coin, and the keyword families that give an item its categories (in
// tagging-categories.ts). Data only, so that a reviewer can audit the vocabulary without reading the matching code.

/**
 * How a name is matched:
 * - `plain`: case-insensitive whole words ("bitcoin", "Solana", "SHIBA INU");
 * - `brand`: only as capitalised ("Ripple", not "a ripple effect"), no context needed: the capitalised form is nearly
 *   always the project in news text;
 * - `common`: an ordinary word ("Flow", "Gas", "Core"): capitalised AND next to crypto context (or its own symbol).
 */
export type NameMode = 'plain' | 'brand' | 'common';

export interface NameAlias {
  text: string;
  /** Reference asset id; ignored when the id is not among the tagger's assets. */
  id: string;
  mode: NameMode;
}

/**
 * Names the reference list does not carry: common short forms, former names, French forms. Asset names themselves
 * ("Chainlink", "Polkadot", "NEAR Protocol") are always matched; only what differs from them is listed here.
 */
export const NAME_ALIASES: readonly NameAlias[] = [
  { text: 'Ether', id: 'ethereum', mode: 'plain' },
  { text: 'Éther', id: 'ethereum', mode: 'plain' },
  { text: 'Binance Coin', id: 'binancecoin', mode: 'plain' },
  { text: 'BNB Chain', id: 'binancecoin', mode: 'plain' },
  { text: 'Ripple', id: 'ripple', mode: 'brand' },
  { text: 'Tether', id: 'tether', mode: 'brand' },
  { text: 'Polygon', id: 'matic-network', mode: 'brand' },
  { text: 'Toncoin', id: 'the-open-network', mode: 'plain' },
  { text: 'The Open Network', id: 'the-open-network', mode: 'plain' },
  { text: 'Avalanche', id: 'avalanche-2', mode: 'brand' },
  { text: 'Cosmos', id: 'cosmos', mode: 'brand' },
  { text: 'Shiba', id: 'shiba-inu', mode: 'brand' },
  { text: 'Near Protocol', id: 'near', mode: 'plain' },
  { text: 'Theta', id: 'theta-token', mode: 'plain' },
  { text: 'Synthetix', id: 'havven', mode: 'plain' },
  { text: 'Pyth', id: 'pyth-network', mode: 'plain' },
  { text: 'Akash', id: 'akash-network', mode: 'plain' },
  { text: 'Nervos', id: 'nervos-network', mode: 'plain' },
  { text: 'Celer', id: 'celer-network', mode: 'plain' },
  { text: 'Lido', id: 'lido-dao', mode: 'brand' },
  { text: 'Curve Finance', id: 'curve-dao-token', mode: 'plain' },
  { text: 'Curve', id: 'curve-dao-token', mode: 'common' },
  { text: 'MakerDAO', id: 'maker', mode: 'plain' },
  { text: 'Elrond', id: 'elrond-erd-2', mode: 'plain' },
  { text: 'Crypto.com Coin', id: 'crypto-com-chain', mode: 'plain' },
  { text: 'Fetch', id: 'fetch-ai', mode: 'common' },
  { text: 'Oasis', id: 'oasis-network', mode: 'common' },
  { text: 'Casper', id: 'casper-network', mode: 'common' },
  { text: 'Mina', id: 'mina-protocol', mode: 'brand' },
  { text: 'Terra Classic', id: 'terra-luna', mode: 'plain' },
  { text: 'Axie', id: 'axie-infinity', mode: 'brand' },
  { text: 'Sandbox', id: 'the-sandbox', mode: 'common' },
  { text: 'Kryll', id: 'kryll', mode: 'plain' },
  { text: 'Render Network', id: 'render-token', mode: 'plain' },
  { text: 'Stacks', id: 'blockstack', mode: 'common' },
  { text: 'Yearn', id: 'yearn-finance', mode: 'brand' },
];

/** Symbols the reference list does not carry (XBT is Bitcoin's ISO-style code on some venues). */
export const SYMBOL_ALIASES: readonly { symbol: string; id: string }[] = [{ symbol: 'XBT', id: 'bitcoin' }];

/**
 * Words (lower case) that are also a symbol or a name in the reference list, in English or French prose or as a
 * common acronym. A symbol in this list is tagged only as a cashtag ($ONE), in upper case next to context, or next to
 * its own name; a name in this list needs capitalisation plus context. Without it "The one core problem is gas fees"
 * would name Harmony, Core and Gas, and "L'OM s'impose" would name MANTRA.
 */
export const COMMON_WORDS: ReadonlySet<string> = words(
  // English words that are symbols.
  `the just one gas core meme prime ant hot flow near sand link dot ape beam rune cake mask blur ray bat elf dash flux
   iota rose woo comp mana gal joe dog pond zen tribe ark hook heart crown token people audio mobile portal spell hive
   dent waves sushi gram velo degen apt orbs canto neo tao sui kava alex elon leo`,
  // French words that are symbols ("uni", "tel", "fil" in any case; "OM" is the Marseille football club).
  `uni tel fil om sc ens pol`,
  // Acronyms that are symbols: T (AT&T), ID, DAO, AI, AR/VR, GT, MX, EDU, ACH (bank transfers), DAG, LSD, HFT, NGL…
  `t id dao ai ar vr gt mx edu ach dag lsd hft ngl sys tor iq adi vvs etc abt cdt ont`,
  // Names that are ordinary words (multi-word names are joined with "_": "the_graph").
  `render ice maker compound quant status secret harmony stride nano gate prom venus marlin civic constellation
   optimism stellar flare mantle pixels golem the_graph the_sandbox osmosis radix centrifuge chia moonbeam ontology
   dusk entangle covalent memecoin wax icon mantra gala trust_wallet decentralized_social open_campus basic_attention
   reserve_rights shadow_token alchemy_pay pocket_network threshold_network mask_network`,
);

/**
 * Names matched when capitalised without needing context: an ordinary word in lower case ("helium", "tron"), the
 * project when capitalised in news text.
 */
export const BRAND_NAMES: ReadonlySet<string> = words(`avalanche polygon helium tron terra cronos kaspa pepe celo tether`);

/**
 * Words (lower case, accents kept) that make a nearby capitalised name or upper-case symbol read as a coin: "SOL
 * price", "Flow blockchain", "le cours du DOT". A "$" anywhere in the window counts too ("ONE at $0.02").
 */
export const CONTEXT_WORDS: ReadonlySet<string> = words(
  `price prices token tokens coin coins crypto cryptocurrency cryptocurrencies altcoin altcoins trading traders traded
   trades holders blockchain network mainnet testnet protocol chain staking airdrop listing listed delisting delisted
   wallet dapp dapps defi ecosystem foundation whale whales futures perpetuals perps tvl validators etf ticker usd usdt
   usdc btc eth hodlers memecoin`,
  // French.
  `prix cours jeton jetons cryptomonnaie cryptomonnaies cryptoactif cryptoactifs réseau protocole portefeuille
   cotation détenteurs baleines écosystème fondation chaîne`,
);

/** Quote currencies that make "LINK/USDT" or "DOT-USD" a trading pair. */
export const PAIR_QUOTES: readonly string[] = ['USD', 'USDT', 'USDC', 'EUR', 'BTC', 'ETH', 'FDUSD'];

/** A set from whitespace-separated lists; "_" stands for a space inside a multi-word entry. */
function words(...lists: string[]): ReadonlySet<string> {
  return new Set(lists.flatMap((list) => list.split(/\s+/).filter(Boolean)).map((word) => word.replaceAll('_', ' ')));
}
