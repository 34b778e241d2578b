// The tables the news tagger reads (issue 10 §1; docs/news-tagging.md explains each rule with examples): name aliases,
// the words a symbol or a name may collide with in ordinary English and French prose, the words that make a nearby
// symbol or name read as a coin, and the keyword families that give an item its categories. Data only, so that a
// reviewer can audit the vocabulary without reading the matching code.
import type { NewsCategory } from '@k3/shared';

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

/**
 * One keyword family term: `pattern` is a regular-expression source matched on whole words, in lower case without
 * accents unless `exact` (then on the original text, for acronyms such as "SEC" or "Fed" whose lower case is a word);
 * `keyword` is the event term the item gets.
 */
export interface CategoryTerm {
  pattern: string;
  keyword: string;
  exact?: boolean;
}

/** A set from whitespace-separated lists; "_" stands for a space inside a multi-word entry. */
function words(...lists: string[]): ReadonlySet<string> {
  return new Set(lists.flatMap((list) => list.split(/\s+/).filter(Boolean)).map((word) => word.replaceAll('_', ' ')));
}

const t = (pattern: string, keyword: string, exact = false): CategoryTerm => ({ pattern, keyword, exact });

/** Keyword families per category, English then French. `other` has none: it is given only when nothing matched. */
export const CATEGORY_TERMS: Readonly<Record<Exclude<NewsCategory, 'other'>, readonly CategoryTerm[]>> = {
  markets: [
    t('rall(?:y|ies|ied|ying)', 'rally'),
    t('surg(?:e|es|ed|ing)', 'surge'),
    t('soar(?:s|ed|ing)?', 'soar'),
    t('jump(?:s|ed|ing)?', 'jump'),
    t('climb(?:s|ed|ing)?', 'climb'),
    t('plung(?:e|es|ed|ing)', 'plunge'),
    t('slump(?:s|ed|ing)?', 'slump'),
    t('tumbl(?:e|es|ed|ing)', 'tumble'),
    t('slid(?:e|es|ing)|slip(?:s|ped|ping)?', 'slide'),
    t('drops?|dropped|dropping', 'drop'),
    t('falls?|fell|falling', 'fall'),
    t('declin(?:e|es|ed|ing)', 'decline'),
    t('gains?|gained', 'gain'),
    t('pullbacks?', 'pullback'),
    t('crash(?:es|ed|ing)?', 'crash'),
    t('sell-?offs?', 'sell-off'),
    t('all-time highs?|record highs?|ath', 'all-time high'),
    t('bullish|bull run|bull market', 'bullish'),
    t('bearish|bear market', 'bearish'),
    t('liquidations?', 'liquidations'),
    t('volatil(?:e|ity)', 'volatility'),
    t('price (?:predictions?|targets?)|predictions?|forecasts?', 'prediction'),
    t('analys(?:is|t|ts)', 'analysis'),
    t('prices?', 'price'),
    t('resistance', 'resistance'),
    t('breakouts?', 'breakout'),
    t('inflows?', 'inflows'),
    t('outflows?', 'outflows'),
    t('etfs?', 'etf'),
    t('market caps?|market capitali[sz]ation', 'market cap'),
    t('profit-taking', 'profit-taking'),
    t('hausse', 'hausse'),
    t('baisse', 'baisse'),
    t('bondi(?:t|ssent)', 'bondit'),
    t('envol(?:e|ent|ee)', 'envolée'),
    t('chute(?:nt)?', 'chute'),
    t('plong(?:e|ent)', 'plonge'),
    t('recul(?:e|ent)?', 'recul'),
    t('grimp(?:e|ent)', 'grimpe'),
    t('rebond(?:it|issent)?', 'rebond'),
    t('records?', 'record'),
    t('sommet historique', 'sommet historique'),
    t('cours', 'cours'),
    t('prix', 'prix'),
    t('volatilite', 'volatilité'),
    t('analyses?', 'analyse'),
    t('previsions?', 'prévision'),
    t('haussiers?|haussieres?', 'haussier'),
    t('baissiers?|baissieres?', 'baissier'),
    t('capitalisation', 'capitalisation'),
    t('flux entrants|entrees nettes', 'entrées'),
    t('prises? de benefices', 'prises de bénéfices'),
  ],
  regulation: [
    t('SEC', 'sec', true),
    t('CFTC', 'cftc', true),
    t('AMF', 'amf', true),
    t('ESMA', 'esma', true),
    t('ACPR', 'acpr', true),
    t('DOJ', 'doj', true),
    t('PSAN', 'psan', true),
    t('mica', 'mica'),
    t('regulat(?:ion|ions|or|ors|ory|ed|e|es)', 'regulation'),
    t('regulat(?:eur|eurs|rice)', 'régulateur'),
    t('lawsuits?|sue[sd]?|suing', 'lawsuit'),
    t('courts?', 'court'),
    t('judges?', 'judge'),
    t('laws?|lawmakers?|legislation', 'law'),
    t('bans?|banned|banning', 'ban'),
    t('complian(?:ce|t)', 'compliance'),
    t('licen[cs]es?|licensed', 'licence'),
    t('sanctions?|sanctioned', 'sanctions'),
    t('enforcement', 'enforcement'),
    t('settlements?', 'settlement'),
    t('fined', 'fine'),
    t('senate|congress', 'congress'),
    t('tax(?:es|ation)?|taxe', 'tax'),
    t('reglementation|reglementaire', 'réglementation'),
    t('lois?', 'loi'),
    t('interdi(?:t|te|ction|ctions|re)', 'interdiction'),
    t('amendes?', 'amende'),
    t('proces', 'procès'),
    t('plaintes?', 'plainte'),
    t('tribuna(?:l|ux)', 'tribunal'),
    t('conformite', 'conformité'),
    t('agrement', 'agrément'),
    t('senat', 'sénat'),
    t('fiscalite|impots?', 'fiscalité'),
    t('mises? en garde|met en garde', 'mise en garde'),
  ],
  security: [
    t('hack(?:s|ed|ers?|ing)?', 'hack'),
    t('exploit(?:s|ed|er|ers)?', 'exploit'),
    t('drain(?:s|ed|er|ing)?', 'drained'),
    t('stolen|steal(?:s|ing)?|theft', 'theft'),
    t('breach(?:es|ed)?', 'breach'),
    t('vulnerabilit(?:y|ies|e|es)', 'vulnerability'),
    t('bugs?', 'bug'),
    t('phishing', 'phishing'),
    t('scams?|scammers?', 'scam'),
    t('rug[- ]?pulls?', 'rug pull'),
    t('attack(?:s|ed|ers?)?', 'attack'),
    t('compromised', 'compromised'),
    t('malware', 'malware'),
    t('private keys?', 'private key'),
    t('lazarus', 'lazarus'),
    t('piratages?', 'piratage'),
    t('pirat(?:e|es|ee|ees)', 'piraté'),
    t('failles?', 'faille'),
    t('attaques?', 'attaque'),
    t('derob(?:e|es|ee|ees)', 'dérobé'),
    t('vol(?:e|es|ee|ees)', 'volé'),
    t('arnaques?', 'arnaque'),
    t('escroqueries?', 'escroquerie'),
    t('hameconnage', 'hameçonnage'),
    t('vid(?:e|es|ee|ees) de', 'vidé'),
  ],
  defi: [
    t('defi', 'defi'),
    t('decentrali[sz]ed finance', 'decentralized finance'),
    t('tvl|total value locked', 'tvl'),
    t('liquidity(?: pools?)?', 'liquidity'),
    t('yield farming|yields?', 'yield'),
    t('lending|borrowing', 'lending'),
    t('liquid staking|restaking|staking', 'staking'),
    t('dex(?:es)?|decentrali[sz]ed exchanges?', 'dex'),
    t('amm', 'amm'),
    t('airdrops?', 'airdrop'),
    t('stablecoins?', 'stablecoin'),
    t('DAO', 'dao', true),
    t('governance|gouvernance', 'governance'),
    t('finance decentralisee', 'finance décentralisée'),
    t('valeur (?:totale )?verrouillee', 'tvl'),
    t('liquidites?', 'liquidité'),
    t('rendements?', 'rendement'),
    t('protocoles? de pret', 'prêt'),
  ],
  nft: [
    t('nfts?', 'nft'),
    t('non-fungible', 'non-fungible'),
    t('collectibles?', 'collectible'),
    t('collections?', 'collection'),
    t('opensea', 'opensea'),
    t('floor price|prix plancher', 'floor price'),
    t('ordinals|inscriptions?', 'ordinals'),
    t('metaverse|metavers', 'metaverse'),
    t('jetons? non fongibles?', 'nft'),
  ],
  exchanges: [
    t('exchanges?', 'exchange'),
    t('binance(?! coin)', 'binance'),
    t('coinbase', 'coinbase'),
    t('kraken', 'kraken'),
    t('okx', 'okx'),
    t('bybit', 'bybit'),
    t('bitstamp', 'bitstamp'),
    t('bitfinex', 'bitfinex'),
    t('kucoin', 'kucoin'),
    t('Gemini', 'gemini', true),
    t('upbit|bithumb', 'upbit'),
    t('htx|huobi', 'htx'),
    t('crypto\\.com', 'crypto.com'),
    t('listings?|lists|listed', 'listing'),
    t('delist(?:s|ed|ing|ings)?', 'delisting'),
    t('withdrawals?', 'withdrawals'),
    t('deposits?', 'deposits'),
    t('trading pairs?|paires? de trading', 'trading pair'),
    t('order books?', 'order book'),
    t('plateformes? d.echange', "plateforme d'échange"),
    t('echanges?', 'échange'),
    t('cotations?', 'cotation'),
    t('retraits?', 'retrait'),
    t('radiation', 'radiation'),
    t('depots?', 'dépôts'),
  ],
  technology: [
    t('upgrades?|upgraded', 'upgrade'),
    t('hard ?forks?|forks?', 'fork'),
    t('mainnet', 'mainnet'),
    t('testnet', 'testnet'),
    t('layer[- ]?2|l2s?', 'layer 2'),
    t('rollups?', 'rollup'),
    t('zero-knowledge|zk-?proofs?', 'zero-knowledge'),
    t('scaling|scalability', 'scaling'),
    t('smart contracts?', 'smart contract'),
    t('developers?|devs', 'developers'),
    t('client release|releases?|released', 'release'),
    t('roadmap', 'roadmap'),
    t('validators?', 'validators'),
    t('eips?', 'eip'),
    t('open[- ]source', 'open source'),
    t('technolog(?:y|ie)', 'technology'),
    t('mises? a (?:jour|niveau)', 'mise à jour'),
    t('reseau principal', 'mainnet'),
    t('developpeurs?', 'développeurs'),
    t('couche 2|seconde couche', 'layer 2'),
    t('contrats? intelligents?', 'smart contract'),
    t('nouvelle version', 'nouvelle version'),
    t('feuille de route', 'roadmap'),
    t('validateurs?', 'validateurs'),
  ],
  adoption: [
    t('partnerships?|partners?|partnered|teams up', 'partnership'),
    t('adopt(?:s|ed|ion|ing)?', 'adoption'),
    t('integrat(?:es|ed|ion|ions|ing)', 'integration'),
    t('payments?', 'payments'),
    t('accepts?|accepted', 'accepts'),
    t('institutional|institutions', 'institutional'),
    t('corporate treasur(?:y|ies)|treasury strategy', 'treasury'),
    t('strategic (?:bitcoin )?reserve', 'strategic reserve'),
    t('(?<!central )banks?', 'bank'),
    t('merchants?', 'merchants'),
    t('custody', 'custody'),
    t('tokeni[sz]ation|tokeni[sz]ed', 'tokenization'),
    t('real-world assets?|rwa', 'rwa'),
    t('partenariats?', 'partenariat'),
    t('s.associe|s.allie', 'partenariat'),
    t('adopt(?:e|ent)', 'adoption'),
    t('integr(?:e|ent)', 'intégration'),
    t('paiements?', 'paiement'),
    t('institutionnel(?:s|le|les)?', 'institutionnel'),
    t('banques?(?! centrales?)', 'banque'),
    t('commercants?', 'commerçants'),
    t('conservation', 'conservation'),
    t('tokenisation', 'tokenisation'),
    t('tresorerie', 'trésorerie'),
  ],
  macro: [
    t('Fed', 'fed', true),
    t('FOMC', 'fomc', true),
    t('CPI', 'cpi', true),
    t('PPI', 'ppi', true),
    t('GDP', 'gdp', true),
    t('PIB', 'pib', true),
    t('ECB', 'ecb', true),
    t('BCE', 'bce', true),
    t('federal reserve', 'federal reserve'),
    t('powell', 'powell'),
    t('lagarde', 'lagarde'),
    t('rate (?:cuts?|hikes?|decision)', 'rates'),
    t('interest rates?', 'interest rates'),
    t('inflation', 'inflation'),
    t('jobs report|payrolls|nonfarm', 'jobs report'),
    t('unemployment', 'unemployment'),
    t('recession', 'recession'),
    t('dollar index|dxy', 'dollar index'),
    t('treasury yields?|bond yields?', 'yields'),
    t('tariffs?', 'tariffs'),
    t('central banks?', 'central bank'),
    t('macro(?:economic|economique)?', 'macro'),
    t('taux(?: directeurs| d.interet)?', 'taux'),
    t('banques? centrales?', 'banque centrale'),
    t('chomage', 'chômage'),
    t('droits de douane', 'droits de douane'),
    t('rendements obligataires', 'rendements obligataires'),
  ],
};
