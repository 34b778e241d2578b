// The NFTs of every wallet portfolio of a user (issue 4 §4 "NFTs by portfolio"; spec §2 SmartFolio "NFT tab"): each
// wallet is read on the chains the NFT adapter covers for its network (EVM chains for an EVM wallet, Solana for a
// Solana wallet), all in parallel; a wallet whose read fails is listed in `failed` with the reason and never hides
// the others' NFTs (nor its own from the chains that answered). Exchange accounts hold no NFTs.
import type { NftFailure, NftItem, Nfts } from '@k3/shared';
import type { Nft, NftsPort } from '../../providers/nfts/port';
import type { PortfolioRow } from '../../repositories/portfolios';

/** The chains of `port` a wallet on `network` (evm or solana) can hold NFTs on. */
export function nftChainsFor(port: Pick<NftsPort, 'networks'>, network: string | null): string[] {
  if (network === 'solana') return port.networks.filter((chain) => chain === 'solana');
  if (network === 'evm') return port.networks.filter((chain) => chain !== 'solana');
  return [];
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The latest USD price of each asset asked (absent when it has none): floors are valued with it. */
export type UsdPrices = (assetIds: readonly string[]) => Promise<Map<string, number>>;

const noPrices: UsdPrices = () => Promise.resolve(new Map<string, number>());

export async function collectNfts(port: NftsPort, rows: readonly PortfolioRow[], usdPrices: UsdPrices = noPrices): Promise<Nfts> {
  const wallets = rows.filter((row) => row.kind === 'wallet' && row.address);
  const results = await Promise.all(
    wallets.map(async (row) => {
      const address = row.address ?? '';
      const chains = nftChainsFor(port, row.network);
      const reads = await Promise.allSettled(chains.map((chain) => port.byOwner(address, chain)));
      const found: { nft: Nft; portfolioId: string; wallet: string }[] = [];
      const errors: string[] = [];
      reads.forEach((read, index) => {
        if (read.status === 'fulfilled') {
          for (const nft of read.value) found.push({ nft, portfolioId: row.id, wallet: address });
        } else {
          errors.push(`${chains[index] ?? ''}: ${reasonOf(read.reason)}`);
        }
      });
      // One reason for a provider failing the same way on every chain; each chain named otherwise.
      const unique = [...new Set(errors.map((error) => error.replace(/^[^:]*: /, '')))];
      const failure: NftFailure | null = errors.length
        ? { portfolioId: row.id, error: unique.length === 1 ? (unique[0] ?? '') : errors.join('; ') }
        : null;
      return { found, failure };
    }),
  );
  const found = results.flatMap((result) => result.found);
  const prices = await usdPrices([...new Set(found.flatMap(({ nft }) => (nft.floor ? [nft.floor.currencyAssetId] : [])))]);
  return {
    nfts: found.map(({ nft, portfolioId, wallet }): NftItem => {
      const { floor, ...rest } = nft;
      const price = floor ? prices.get(floor.currencyAssetId) : undefined;
      const usd = floor && price !== undefined ? Math.round(floor.amount * price * 100) / 100 : null;
      return { ...rest, floor: floor ? { amount: floor.amount, currency: floor.currency, usd } : null, portfolioId, wallet };
    }),
    demo: port.demo,
    failed: results.flatMap((result) => (result.failure ? [result.failure] : [])),
  };
}

interface Entry {
  key: string;
  expiresAt: number;
  value: Promise<Nfts>;
}

/**
 * The NFT answer per user for 60 s, shared by concurrent requests. The key is the user's wallet list, so adding or
 * deleting a wallet reads again at once; failures are not kept. Per process, bounded in users.
 */
export class NftsCache {
  private readonly users = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxUsers = 10_000,
  ) {}

  get(userId: string, key: string, now: number, compute: () => Promise<Nfts>): Promise<Nfts> {
    const cached = this.users.get(userId);
    if (cached && cached.key === key && cached.expiresAt > now) return cached.value;
    if (!cached && this.users.size >= this.maxUsers) this.users.delete(this.users.keys().next().value ?? '');
    const value = compute();
    const entry = { key, expiresAt: now + this.ttlMs, value };
    this.users.set(userId, entry);
    value.catch(() => {
      if (this.users.get(userId) === entry) this.users.delete(userId);
    });
    return value;
  }
}
