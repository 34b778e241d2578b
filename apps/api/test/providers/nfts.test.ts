// The NFT adapters (issue 4 §1 "NFTs", §6): Alchemy NFT API v3 getNFTsForOwner against a local server replaying its
// documented shape (pageKey pagination, 429 backoff, the key kept out of errors), and the deterministic demo adapter.
import { afterEach, describe, expect, it } from 'vitest';
import { createAlchemyNfts } from '../../src/providers/nfts/alchemy';
import { DEMO_COLLECTIONS, createDemoNfts, demoNfts } from '../../src/providers/nfts/demo';
import { NftReadError } from '../../src/providers/nfts/port';
import { countingFetch, manualHttpClock, sendJson, startServer, type LocalServer } from './local-server';

const OWNER = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';
const KEY = 'alchemy-key-0123456789';

/** One owned NFT as getNFTsForOwner v3 returns it with metadata (alchemy.com NFT API reference), trimmed. */
function ownedNft(
  contract: string,
  tokenId: string,
  options: { name?: string | null; collection?: string | null; image?: string | null },
) {
  return {
    contract: {
      address: contract,
      name: 'ContractName',
      symbol: 'SYM',
      tokenType: 'ERC721',
      openSeaMetadata: { collectionName: options.collection ?? null, floorPrice: null },
      isSpam: false,
    },
    tokenId,
    tokenType: 'ERC721',
    name: options.name ?? null,
    description: null,
    image: {
      cachedUrl: options.image ?? null,
      thumbnailUrl: null,
      pngUrl: null,
      contentType: 'image/png',
      size: 1024,
      originalUrl: options.image ? 'ipfs://original' : null,
    },
    raw: { tokenUri: 'ipfs://meta', metadata: {} },
    collection: options.collection ? { name: options.collection, slug: 'slug', externalUrl: null, bannerImageUrl: null } : null,
    tokenUri: 'https://meta.example/1',
    timeLastUpdated: '2026-03-01T00:00:00.000Z',
    balance: '1',
  };
}
const validAt = { blockNumber: 21_000_000, blockHash: '0xabc', blockTimestamp: '2026-03-10T11:00:00Z' };

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the Alchemy NFT adapter', () => {
  it('follows pageKey across pages and maps each NFT with its collection and image', async () => {
    server = await startServer((request, response) => {
      const pageKey = request.url.searchParams.get('pageKey');
      if (!pageKey) {
        sendJson(response, {
          ownedNfts: [
            ownedNft('0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D', '42', {
              name: 'Ape #42',
              collection: 'Bored Ape Yacht Club',
              image: 'https://nft-cdn.alchemy.com/eth-mainnet/42',
            }),
            ownedNft('0x1111111111111111111111111111111111111111', '7', { name: null, collection: null }),
          ],
          pageKey: 'page-2',
          totalCount: 3,
          validAt,
        });
      } else {
        sendJson(response, {
          ownedNfts: [ownedNft('0x2222222222222222222222222222222222222222', '1', { name: 'Badge', collection: 'Badges' })],
          pageKey: null,
          totalCount: 3,
          validAt,
        });
      }
    });
    const nfts = createAlchemyNfts({
      apiKey: KEY,
      origin: (network) => `${server?.url ?? ''}/${network}`,
      http: { clock: manualHttpClock() },
    });

    const owned = await nfts.byOwner(OWNER, 'ethereum');
    expect(nfts.demo).toBe(false);
    expect(owned).toEqual([
      {
        id: 'ethereum:0xbc4ca0eda7647a8ab7c2061c2e118a18a936f13d:42',
        collection: 'Bored Ape Yacht Club',
        name: 'Ape #42',
        image: 'https://nft-cdn.alchemy.com/eth-mainnet/42',
        chain: 'ethereum',
        floor: null,
      },
      {
        id: 'ethereum:0x1111111111111111111111111111111111111111:7',
        collection: 'ContractName',
        name: 'ContractName #7',
        image: null,
        chain: 'ethereum',
        floor: null,
      },
      expect.objectContaining({ collection: 'Badges', name: 'Badge' }),
    ]);

    const [first, second] = server.requests;
    expect(first?.url.pathname).toBe(`/eth-mainnet/nft/v3/${KEY}/getNFTsForOwner`);
    expect(first?.url.searchParams.get('owner')).toBe(OWNER);
    expect(first?.url.searchParams.get('withMetadata')).toBe('true');
    expect(first?.url.searchParams.get('pageSize')).toBe('100');
    expect(second?.url.searchParams.get('pageKey')).toBe('page-2');
  });

  it('stops at the page cap', async () => {
    server = await startServer((_request, response) =>
      sendJson(response, {
        ownedNfts: [ownedNft('0x3333333333333333333333333333333333333333', '1', {})],
        pageKey: 'more',
        totalCount: 999,
      }),
    );
    const nfts = createAlchemyNfts({
      apiKey: KEY,
      origin: () => server?.url ?? '',
      maxPages: 3,
      http: { clock: manualHttpClock() },
    });

    expect(await nfts.byOwner(OWNER, 'base')).toHaveLength(3);
    expect(server.requests).toHaveLength(3);
  });

  it('backs off on a 429 and keeps the key out of a failure', async () => {
    let calls = 0;
    server = await startServer((request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, { error: { message: 'Too many requests' } }, 429, { 'retry-after': '2' });
      else sendJson(response, { error: `Unauthorized key ${request.url.pathname}` }, 401);
    });
    const clock = manualHttpClock();
    const nfts = createAlchemyNfts({ apiKey: KEY, origin: () => server?.url ?? '', http: { clock } });

    const error = await nfts.byOwner(OWNER, 'ethereum').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(NftReadError);
    expect((error as Error).message).toContain('HTTP 401');
    expect((error as Error).message).not.toContain(KEY);
    expect(calls).toBe(2);
    expect(clock.sleeps[0]).toBe(2000);
  });

  it('times out an unanswered call into an NftReadError', async () => {
    server = await startServer(() => undefined);
    const counted = countingFetch();
    const nfts = createAlchemyNfts({
      apiKey: KEY,
      origin: () => server?.url ?? '',
      http: { clock: manualHttpClock(), timeoutMs: 50, retries: 1, random: () => 0, fetch: counted.fetch },
    });

    await expect(nfts.byOwner(OWNER, 'ethereum')).rejects.toThrow(/timed out/);
    expect(counted.calls()).toBe(2);
  });

  it('refuses a chain it does not cover without calling out', async () => {
    const nfts = createAlchemyNfts({ apiKey: KEY, origin: () => 'http://127.0.0.1:9' });
    expect(nfts.networks).toContain('ethereum');
    await expect(nfts.byOwner('So11111111111111111111111111111111111111112', 'solana')).rejects.toThrow(NftReadError);
  });
});

describe('the demo NFT adapter', () => {
  const addresses = Array.from({ length: 200 }, (_, i) => `0x${(i * 7919).toString(16).padStart(40, '0')}`);

  it('gives each address the same 0 to 8 NFTs in 1 to 3 collections, with images on our own origin', async () => {
    const port = createDemoNfts();
    expect(port.demo).toBe(true);
    const counts = new Set<number>();
    for (const address of addresses) {
      const nfts = await port.byOwner(address, 'ethereum');
      counts.add(nfts.length);
      expect(nfts.length).toBeLessThanOrEqual(8);
      const collections = new Set(nfts.map((nft) => nft.collection));
      if (nfts.length > 0) expect(collections.size).toBeGreaterThanOrEqual(1);
      expect(collections.size).toBeLessThanOrEqual(3);
      expect(new Set(nfts.map((nft) => nft.id)).size).toBe(nfts.length);
      for (const nft of nfts) {
        expect(nft.image).toBe(`/nft/${nft.id}.svg`);
        expect(nft.id).toMatch(/^[a-z-]+-\d+$/);
        expect(DEMO_COLLECTIONS.map((collection) => collection.name)).toContain(nft.collection);
        expect(nft.chain).toBe('ethereum');
      }
    }
    // Over 200 addresses both the empty wallet and the full one occur.
    expect(counts.has(0)).toBe(true);
    expect(counts.has(8)).toBe(true);
  });

  it('is a function of the address (EVM case-insensitive) and the chain', () => {
    const address = addresses[3] ?? '';
    expect(demoNfts(address.toUpperCase().replace('0X', '0x'), 'ethereum')).toEqual(demoNfts(address, 'ethereum'));
    const someone = addresses.find((candidate) => demoNfts(candidate, 'base').length > 0) ?? '';
    expect(demoNfts(someone, 'base')).toEqual(demoNfts(someone, 'base'));
    expect(demoNfts(someone, 'base')).not.toEqual(demoNfts(someone, 'polygon-pos'));
  });

  it('rejects a chain without demo NFTs', async () => {
    await expect(createDemoNfts().byOwner(addresses[0] ?? '', 'tron')).rejects.toThrow(NftReadError);
  });
});
