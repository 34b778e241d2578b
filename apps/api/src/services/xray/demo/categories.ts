// X-Ray project categories (issue 11 §2 "category filter", §1 "narrative performance"). Live, a project's categories
// are the market-data source's (CoinGecko's names, slugged). Demo, the bundled assets' metadata has no categories, so
// K3 assigns them: an editorial table for the best-known projects (by what each project is, as commonly listed, as
// of 2026-11), then rules — stablecoins, wrapped and staked tokens, a chain's native coin — and otherwise the
// ecosystem of the first chain the token lives on. docs/xray-sources.md "Demo categories".

export interface CategoryDef {
  id: string;
  name: string;
}

const EDITORIAL: Readonly<Record<string, { name: string; ids: string }>> = {
  'layer-1': {
    name: 'Layer 1',
    ids: 'bitcoin ethereum binancecoin solana ripple cardano avalanche-2 the-open-network polkadot bitcoin-cash tron litecoin near aptos internet-computer cosmos ethereum-classic stellar hedera-hashgraph kaspa fantom algorand sui sei-network flow bitcoin-cash-sv conflux-token elrond-erd-2 tezos mina-protocol ecash flare-networks eos neo iota kava coredaoorg klay-token nervos-network radix zilliqa celo ravencoin qtum casper-network dash nem decred zcash kusama chia kadena waves harmony icon ontology aleph-zero monero vechain celestia bitcoin-gold terra-luna-2 nano digibyte syscoin alephium hive moonriver ark canto oasys zencash',
  },
  'layer-2': {
    name: 'Layer 2',
    ids: 'arbitrum optimism mantle matic-network starknet metis-token skale loopring boba-network polygon-ecosystem-token immutable-x celer-network',
  },
  'decentralized-finance-defi': {
    name: 'DeFi',
    ids: 'uniswap chainlink maker aave lido-dao thorchain injective-protocol rocket-pool curve-dao-token pancakeswap-token 1inch frax-share compound-governance-token havven pendle gmx sushi yearn-finance uma dexe ribbon-finance venus raydium joe velodrome-finance hashflow smardex spell-token unizen vvs-finance alexgo kujira osmosis dydx-chain woo-network reserve-rights-token nxm stride',
  },
  'decentralized-exchange': {
    name: 'Decentralized exchange',
    ids: 'uniswap pancakeswap-token curve-dao-token sushi 1inch raydium joe velodrome-finance hashflow smardex dydx-chain osmosis vvs-finance alexgo woo-network unizen l7dex',
  },
  'liquid-staking': {
    name: 'Liquid staking',
    ids: 'lido-dao rocket-pool rocket-pool-eth msol lido-staked-sol sweth coinbase-wrapped-staked-eth staked-frax-ether stader-ethx wrapped-beacon-eth ssv-network stride',
  },
  'meme-token': {
    name: 'Meme',
    ids: 'dogecoin shiba-inu pepe memecoin popcat mog-coin milady-meme-coin dogelon-mars degen-base toshi the-doge-nft tokenfi osaka-protocol',
  },
  'artificial-intelligence': {
    name: 'Artificial intelligence',
    ids: 'bittensor fetch-ai render-token singularitynet ocean-protocol akash-network arkham paal-ai nosana aioz-network humans-ai sleepless-ai 0x0-ai-ai-smart-contract oraichain-token numeraire kryll',
  },
  gaming: {
    name: 'Gaming',
    ids: 'gala the-sandbox axie-infinity beam-2 illuvium echelon-prime pixels yield-guild-games immutable-x enjincoin smooth-love-potion vulcan-forged victoria-vr seedify-fund portal-2 crown-by-third-time-games',
  },
  metaverse: { name: 'Metaverse', ids: 'decentraland the-sandbox apecoin victoria-vr ecomi' },
  oracle: { name: 'Oracle', ids: 'chainlink pyth-network the-graph tellor api3 band-protocol uma' },
  storage: { name: 'Storage', ids: 'filecoin arweave siacoin genesysgo-shadow' },
  infrastructure: {
    name: 'Infrastructure',
    ids: 'the-graph livepeer origintrail threshold-network-token axelar pocket-network golem iexec-rlc cartesi covalent marlin orbs rss3 ssv-network holotoken mask-network space-id ethereum-name-service nym noia-network',
  },
  'privacy-coins': { name: 'Privacy', ids: 'monero zcash dash secret nym beldex zelcash dusk-network' },
  'exchange-based-tokens': {
    name: 'Exchange token',
    ids: 'binancecoin leo-token okb crypto-com-chain gatechain-token whitebit kucoin-shares mx-token bitkub-coin rollbit-coin tokenize-xchange oec-token lcx huobi-btc',
  },
  payments: {
    name: 'Payments',
    ids: 'ripple stellar litecoin bitcoin-cash nano telcoin alchemy-pay swipe dent xdce-crowd-sale coti',
  },
  'real-world-assets': {
    name: 'Real-world assets',
    ids: 'mantra-dao centrifuge wrapped-centrifuge polymesh tether-gold pax-gold ondo-finance quant-network creditcoin-2 allianceblock-nexera',
  },
  'bitcoin-ecosystem': { name: 'Bitcoin ecosystem', ids: 'ordinals sats-ordinals blockstack stacks rif-token wrapped-bitcoin' },
  governance: { name: 'Governance', ids: 'maker aragon dao-maker constitutiondao project-galaxy gnosis' },
  'trading-bots': { name: 'Trading bots', ids: 'kryll' },
};

const RULE_CATEGORIES: Readonly<Record<string, string>> = {
  stablecoins: 'Stablecoins',
  'wrapped-tokens': 'Wrapped tokens',
};

/** Every category of the catalogue (editorial, rule-based and chain ecosystems named from the chain names). */
export function categoryCatalogue(chainNames: ReadonlyMap<string, string>): CategoryDef[] {
  return [
    ...Object.entries(EDITORIAL).map(([id, { name }]) => ({ id, name })),
    ...Object.entries(RULE_CATEGORIES).map(([id, name]) => ({ id, name })),
    ...[...chainNames].map(([chain, name]) => ({ id: `${chain}-ecosystem`, name: `${name} ecosystem` })),
  ];
}

const MEMBERS = new Map<string, string[]>();
for (const [category, { ids }] of Object.entries(EDITORIAL)) {
  for (const id of ids.split(/\s+/)) MEMBERS.set(id, [...(MEMBERS.get(id) ?? []), category]);
}

export interface CategorisedAsset {
  id: string;
  addresses: Record<string, string>;
  /** From the reference dataset's market class. */
  stable: boolean;
  /** Wrapped and staked tokens: the coin they track. */
  follows: string | null;
}

/** The demo categories of an asset, most specific first; never empty. */
export function demoCategories(asset: CategorisedAsset): string[] {
  const out = [...(MEMBERS.get(asset.id) ?? [])];
  if (asset.stable) out.push('stablecoins');
  if (asset.follows && !out.includes('liquid-staking')) out.push('wrapped-tokens');
  const chain = Object.keys(asset.addresses)[0];
  if (chain && !out.includes('layer-1')) out.push(`${chain}-ecosystem`);
  if (out.length === 0) out.push('layer-1');
  return [...new Set(out)];
}
