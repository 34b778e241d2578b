// The demo balances adapter (issue 4 §1 "Demo adapters give any address a deterministic portfolio (seeded by the
// address) across several chains, some of it KRL, flagged demo"; issue 9 §3 "it must still look like a real retail
// investor's wallet"): a pure function of the address (or the exchange and API key) and the reference assets, so the
// same wallet shows the same holdings on every machine (docs/portfolio.md "Modes and configuration").
// Size: each wallet (and exchange account) is worth $250 to $40,000 before KRL, most often a few thousand, split over
// its holdings with the chain's native coin weighted up.
// KRL: EVM wallets hold a Shrimp (700–1,450), Lobster (1,550–2,900) or Kokonut Krab (3,100–8,000) amount, so any EVM
// sign-in wallet can add wallets (Free allows 1 portfolio, which e2e flows with fresh keys rely on); Solana wallets
// hold none (KRL is an Ethereum token), which gives the Free tier. The amounts keep clear of the thresholds.
import { hashString, uniform } from '../../demo/random';
import type { Balance, BalancesPort, ExchangeTarget, WalletTarget } from './port';

export interface DemoAsset {
  id: string;
  rank: number;
  /** Contract address per chain id. */
  addresses: Readonly<Record<string, string>>;
  /** Latest USD price, used to size holdings to plausible values. */
  price: number;
}

/** The native coin (CoinGecko id) of each EVM chain of spec §3; a chain's coin missing from the assets is not shown. */
export const EVM_NATIVE_ASSET: Readonly<Record<string, string>> = {
  ethereum: 'ethereum',
  base: 'ethereum',
  arbitrum: 'ethereum',
  optimism: 'ethereum',
  blast: 'ethereum',
  linea: 'ethereum',
  scroll: 'ethereum',
  zksync: 'ethereum',
  abstract: 'ethereum',
  manta: 'ethereum',
  bsc: 'binancecoin',
  opbnb: 'binancecoin',
  'polygon-pos': 'polygon-ecosystem-token',
  avalanche: 'avalanche-2',
  cronos: 'crypto-com-chain',
  fantom: 'fantom',
  gnosis: 'xdai',
  mantle: 'mantle',
  kcc: 'kucoin-shares',
  berachain: 'berachain-bera',
  sonic: 'sonic-3',
  story: 'story-2',
  ethw: 'ethereum-pow-iou',
};
/** The EVM chains demo wallets spread over. */
const DEMO_EVM_CHAINS = ['ethereum', 'base', 'arbitrum', 'optimism', 'bsc', 'polygon-pos', 'avalanche'] as const;
const EXCHANGE_COINS = ['bitcoin', 'ethereum', 'tether', 'solana', 'binancecoin', 'ripple', 'usd-coin', 'cardano', 'dogecoin'];
const KRL = 'kryll';
const MAX_RANK = 200;

/** 6 significant digits, as a plain decimal string. */
function toAmount(value: number): string {
  if (!(value > 0)) return '0';
  const digits = Math.max(0, 6 - Math.floor(Math.log10(value)) - 1);
  return value
    .toFixed(Math.min(digits, 18))
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/**
 * The wallet's USD value before KRL: log-triangular from $250 to $40,000 (the mean of two uniforms in the exponent),
 * so most demo users hold a few thousand dollars and a few hold a few hundred or a few tens of thousands.
 */
function walletSize(seed: number): number {
  return 250 * 160 ** ((uniform(seed, 0, 7) + uniform(seed, 0, 8)) / 2);
}

/** EVM KRL holdings by tier: [share of wallets, lowest amount, highest amount], drawn log-uniformly in the band. */
const KRL_BANDS: readonly (readonly [number, number, number])[] = [
  [0.45, 700, 1450],
  [0.35, 1550, 2900],
  [0.2, 3100, 8000],
];

function krlAmount(seed: number): number {
  let u = uniform(seed, 0, 5);
  for (const [share, low, high] of KRL_BANDS) {
    if (u < share) return low * (high / low) ** uniform(seed, 0, 6);
    u -= share;
  }
  return KRL_BANDS[0]?.[1] ?? 700;
}

/** A holding before it is sized: its weight in the wallet (at least 0.25, a native coin three times more). */
interface Slot {
  chain: string;
  asset: DemoAsset;
  weight: number;
}

function pick<T>(items: readonly T[], count: number, seed: number, stream: number): T[] {
  const ranked = items.map((item, index) => ({ item, key: uniform(seed, index, stream) }));
  return ranked
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map((entry) => entry.item);
}

export function createDemoBalances(assets: readonly DemoAsset[]): BalancesPort {
  const byId = new Map(assets.map((asset) => [asset.id, asset]));
  const priced = (id: string) => {
    const asset = byId.get(id);
    return asset && asset.price > 0 ? asset : undefined;
  };
  const slot = (chain: string, assetId: string, seed: number, index: number, native: boolean): Slot[] => {
    const asset = priced(assetId);
    if (!asset) return [];
    const weight = (0.25 - Math.log(uniform(seed, index, 1))) * (native ? 3 : 1);
    return [{ chain, asset, weight }];
  };
  /** Splits the wallet's value over its slots by weight, as token amounts at today's price. */
  const sized = (slots: readonly Slot[], seed: number): Balance[] => {
    const total = slots.reduce((sum, entry) => sum + entry.weight, 0);
    const size = walletSize(seed);
    return slots.map(({ chain, asset, weight }) => ({
      chain,
      assetId: asset.id,
      amount: toAmount((size * weight) / total / asset.price),
    }));
  };
  const tokensOn = (chain: string) =>
    assets.filter(
      (asset) => asset.rank <= MAX_RANK && asset.price > 0 && asset.addresses[chain] !== undefined && asset.id !== KRL,
    );

  const evm = (address: string): Balance[] => {
    const seed = hashString(`evm:${address.toLowerCase()}`);
    const others = DEMO_EVM_CHAINS.filter((chain) => chain !== 'ethereum');
    const chains = ['ethereum', ...pick(others, 1 + Math.floor(uniform(seed, 0, 2) * 3), seed, 3)];
    const slots: Slot[] = [];
    let index = 0;
    for (const chain of chains) {
      slots.push(...slot(chain, EVM_NATIVE_ASSET[chain] ?? 'ethereum', seed, (index += 1), true));
      const count = 1 + Math.floor(uniform(seed, index, 4) * 4);
      for (const token of pick(tokensOn(chain), count, seed, 10 + index)) {
        slots.push(...slot(chain, token.id, seed, (index += 1), false));
      }
    }
    const out = sized(slots, seed);
    if (byId.has(KRL)) out.push({ chain: 'ethereum', assetId: KRL, amount: toAmount(krlAmount(seed)) });
    return out;
  };

  const solana = (address: string): Balance[] => {
    const seed = hashString(`solana:${address}`);
    const slots = slot('solana', 'solana', seed, 0, true);
    const count = 2 + Math.floor(uniform(seed, 0, 2) * 4);
    pick(tokensOn('solana'), count, seed, 3).forEach((token, index) => {
      slots.push(...slot('solana', token.id, seed, index + 1, false));
    });
    return sized(slots, seed);
  };

  const exchange = ({ exchange: id, apiKey }: ExchangeTarget): Balance[] => {
    const seed = hashString(`cex:${id}:${apiKey}`);
    const count = 2 + Math.floor(uniform(seed, 0, 2) * 4);
    const slots = pick(EXCHANGE_COINS, count, seed, 3).flatMap((assetId, index) => slot('cex', assetId, seed, index + 1, false));
    return sized(slots, seed);
  };

  return {
    demo: true,
    wallet: (target: WalletTarget) => Promise.resolve(target.network === 'evm' ? evm(target.address) : solana(target.address)),
    exchange: (target: ExchangeTarget) => Promise.resolve(exchange(target)),
  };
}
