// The demo balances adapter (issue 4 §1 "Demo adapters give any address a deterministic portfolio (seeded by the
// address) across several chains, some of it KRL, flagged demo"): a pure function of the address (or the exchange
// and API key) and the reference assets, so the same wallet shows the same holdings on every machine.
// Every EVM wallet holds between 700 and 3,500 KRL (a Shrimp tier or above, so a demo user can add wallets);
// Solana wallets hold none (KRL is an Ethereum token), which shows the Free tier.
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

/** A USD value between about $20 and $20,000, log-uniform. */
function usdValue(seed: number, index: number, stream: number): number {
  return 20 * 1000 ** uniform(seed, index, stream);
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
  const holding = (chain: string, assetId: string, seed: number, index: number): Balance | null => {
    const asset = priced(assetId);
    return asset ? { chain, assetId, amount: toAmount(usdValue(seed, index, 1) / asset.price) } : null;
  };
  const tokensOn = (chain: string) =>
    assets.filter(
      (asset) => asset.rank <= MAX_RANK && asset.price > 0 && asset.addresses[chain] !== undefined && asset.id !== KRL,
    );

  const evm = (address: string): Balance[] => {
    const seed = hashString(`evm:${address.toLowerCase()}`);
    const others = DEMO_EVM_CHAINS.filter((chain) => chain !== 'ethereum');
    const chains = ['ethereum', ...pick(others, 1 + Math.floor(uniform(seed, 0, 2) * 3), seed, 3)];
    const out: Balance[] = [];
    let index = 0;
    for (const chain of chains) {
      const native = holding(chain, EVM_NATIVE_ASSET[chain] ?? 'ethereum', seed, (index += 1));
      if (native) out.push(native);
      const count = 1 + Math.floor(uniform(seed, index, 4) * 4);
      for (const token of pick(tokensOn(chain), count, seed, 10 + index)) {
        const balance = holding(chain, token.id, seed, (index += 1));
        if (balance) out.push(balance);
      }
    }
    if (byId.has(KRL)) out.push({ chain: 'ethereum', assetId: KRL, amount: toAmount(700 + 2800 * uniform(seed, 0, 5)) });
    return out;
  };

  const solana = (address: string): Balance[] => {
    const seed = hashString(`solana:${address}`);
    const out: Balance[] = [];
    const native = holding('solana', 'solana', seed, 0);
    if (native) out.push(native);
    const count = 2 + Math.floor(uniform(seed, 0, 2) * 4);
    pick(tokensOn('solana'), count, seed, 3).forEach((token, index) => {
      const balance = holding('solana', token.id, seed, index + 1);
      if (balance) out.push(balance);
    });
    return out;
  };

  const exchange = ({ exchange: id, apiKey }: ExchangeTarget): Balance[] => {
    const seed = hashString(`cex:${id}:${apiKey}`);
    const count = 2 + Math.floor(uniform(seed, 0, 2) * 4);
    return pick(EXCHANGE_COINS, count, seed, 3).flatMap((assetId, index) => holding('cex', assetId, seed, index + 1) ?? []);
  };

  return {
    demo: true,
    wallet: (target: WalletTarget) => Promise.resolve(target.network === 'evm' ? evm(target.address) : solana(target.address)),
    exchange: (target: ExchangeTarget) => Promise.resolve(exchange(target)),
  };
}
