// NFTs over the API (issue 4 §1 "NFTs", §4 "NFTs by portfolio"; spec §2 SmartFolio NFT tab): the demo NFTs of every
// wallet of the user, deterministic; one wallet whose read fails is listed in `failed` while the others' NFTs stay;
// 403 without a session; the demo images at /nft/{id}.svg (SVG, cached, allowed by the CSP, 404 on a bad id).
import type { Nfts } from '@k3/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNftsPort, withToolsHostImages, NO_NFT_PROVIDER } from '../../src/providers/nfts';
import { createDemoNfts, demoNfts } from '../../src/providers/nfts/demo';
import { NftReadError, type NftsPort } from '../../src/providers/nfts/port';
import { securityHeaders } from '../../src/plugins/external/security-headers';
import { buildTestApp, tempDir, type TestApp } from '../helpers/build-test-app';
import { bearer, EVM_KEY_A, EVM_KEY_B, evmWallet, signIn, solanaWallet, TEST_ENV } from '../auth/helpers';

const failingWallets = new Set<string>();
const demo = createDemoNfts();
const nftsPort: NftsPort = {
  demo: true,
  networks: demo.networks,
  byOwner: (address, network) =>
    failingWallets.has(address) ? Promise.reject(new NftReadError('NFT API timeout')) : demo.byOwner(address, network),
};

let t: TestApp;
let dataDir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dataDir = await tempDir();
  t = await buildTestApp({ env: { ...TEST_ENV, DATA_DIR: dataDir.path }, loadReference: true, nfts: nftsPort });
}, 60_000);
afterAll(async () => {
  await t.close();
  await dataDir.remove();
});

const getNfts = async (token: string) => {
  const response = await t.app.inject({ url: '/api/me/nfts', headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ code: 200; data: Nfts }>().data;
};
const addWallet = async (token: string, address: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/me/wallets', headers: bearer(token), payload: { address } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: string } }>().data.id;
};
/** The demo NFTs of an EVM address over every EVM chain the demo adapter covers. */
const expectedEvm = (address: string) =>
  demo.networks.filter((chain) => chain !== 'solana').flatMap((chain) => demoNfts(address, chain));

describe('GET /api/me/nfts', () => {
  it('lists the demo NFTs of every wallet of the user with their wallet, deterministically', async () => {
    const signer = evmWallet(EVM_KEY_A);
    const token = await signIn(t.app, signer);
    const solana = solanaWallet().address;
    const solanaId = await addWallet(token, solana);

    const first = await getNfts(token);
    expect(first.demo).toBe(true);
    expect(first.failed).toEqual([]);
    const mine = first.nfts.filter((nft) => nft.wallet === signer.address);
    expect(mine.map((nft) => nft.id).sort()).toEqual(
      expectedEvm(signer.address)
        .map((nft) => nft.id)
        .sort(),
    );
    expect(mine.length).toBeGreaterThan(0);
    const onSolana = first.nfts.filter((nft) => nft.wallet === solana);
    expect(onSolana.every((nft) => nft.chain === 'solana' && nft.portfolioId === solanaId)).toBe(true);
    expect(onSolana.map((nft) => nft.id)).toEqual(demoNfts(solana, 'solana').map((nft) => nft.id));
    for (const nft of first.nfts) {
      expect(nft.image).toBe(`/nft/${nft.id}.svg`);
      expect(nft.name.startsWith(nft.collection)).toBe(true);
      // A floor in the chain's own coin, and the same in USD at that coin's demo price.
      expect(nft.floor?.currency).toBe(nft.chain === 'solana' ? 'SOL' : nft.chain === 'polygon-pos' ? 'POL' : 'ETH');
      expect(nft.floor?.amount).toBeGreaterThan(0);
      expect(nft.floor?.usd).toBeGreaterThan(0);
    }
    // Every NFT of one collection on one chain has the same floor, and its USD value follows one price per coin.
    const eth = first.nfts.filter((nft) => nft.floor?.currency === 'ETH');
    const ethPrice = eth.map((nft) => nft.floor!.usd! / nft.floor!.amount);
    expect(Math.max(...ethPrice) / Math.min(...ethPrice)).toBeLessThan(1.01);

    // Another session of the same user, after the cache: the same answer.
    const again = await getNfts(await signIn(t.app, signer));
    expect(again).toEqual(first);
  });

  it('lists a wallet whose read fails in `failed` and still returns the others’ NFTs', async () => {
    const signer = evmWallet(EVM_KEY_B);
    const token = await signIn(t.app, signer);
    const broken = evmWallet('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a').address;
    failingWallets.add(broken);
    const brokenId = await addWallet(token, broken);

    const data = await getNfts(token);
    expect(data.failed).toEqual([{ portfolioId: brokenId, error: 'NFT API timeout' }]);
    expect(data.nfts.some((nft) => nft.wallet === broken)).toBe(false);
    expect(data.nfts.map((nft) => nft.id).sort()).toEqual(
      expectedEvm(signer.address)
        .map((nft) => nft.id)
        .sort(),
    );
  });

  it('answers 403 without a token or with a bad one', async () => {
    expect((await t.app.inject({ url: '/api/me/nfts' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/me/nfts', headers: bearer('not-a-token') })).statusCode).toBe(403);
  });
});

describe('GET /nft/{id}.svg', () => {
  it('draws a demo NFT as a cacheable SVG naming it, the same every time, allowed by the page CSP', async () => {
    const url = '/nft/kokonut-krabs-42.svg';
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toContain('max-age=31536000');
    expect(response.body).toMatch(/^<svg /);
    expect(response.body).toContain('Kokonut Krabs #42');
    expect(response.body).not.toMatch(/<script|javascript:/i);
    expect(String(response.headers['content-security-policy'])).toContain("img-src 'self'");
    expect((await t.app.inject({ url })).body).toBe(response.body);
    expect((await t.app.inject({ url: '/nft/kokonut-krabs-43.svg' })).body).not.toBe(response.body);
  });

  it('answers 404, never 500 nor the app shell, for anything but a demo NFT id', async () => {
    for (const url of [
      '/nft/unknown-collection-1.svg',
      '/nft/kokonut-krabs-42.png',
      '/nft/kokonut-krabs.svg',
      '/nft/kokonut-krabs-0.svg',
      '/nft/%3Cscript%3E.svg',
      '/nft/..%2F..%2Fetc%2Fpasswd',
      `/nft/${'a'.repeat(90)}-1.svg`,
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});

describe('the NFT adapter for the mode', () => {
  it('is the demo one in demo mode, Alchemy with a key in live mode, else one failing with the reason', async () => {
    expect(createNftsPort({ isDemo: true, alchemyApiKey: null, nftImageHost: null }).demo).toBe(true);
    const alchemy = createNftsPort({ isDemo: false, alchemyApiKey: 'test-key', nftImageHost: null });
    expect(alchemy.demo).toBe(false);
    expect(alchemy.networks).toContain('ethereum');
    const none = createNftsPort({ isDemo: false, alchemyApiKey: null, nftImageHost: null });
    await expect(none.byOwner(evmWallet().address, 'ethereum')).rejects.toThrow(NO_NFT_PROVIDER);
  });

  it('serves live images from the tools host at /nft/{nft} (spec §7), or none without one', async () => {
    const nft = {
      id: 'ethereum:0xabc:7',
      collection: 'C',
      name: 'C #7',
      image: 'https://nft-cdn.alchemy.com/x.png',
      chain: 'ethereum',
      floor: null,
    };
    const provider = { demo: false, networks: ['ethereum'], byOwner: () => Promise.resolve([nft]) };
    const [hosted] = await withToolsHostImages(provider, 'https://tools.k3.example').byOwner('0x', 'ethereum');
    expect(hosted?.image).toBe('https://tools.k3.example/nft/ethereum%3A0xabc%3A7');
    const [bare] = await withToolsHostImages(provider, null).byOwner('0x', 'ethereum');
    expect(bare?.image).toBeNull();
  });

  it('allows the tools host in the documents’ img-src, and nothing else new', () => {
    const policy = securityHeaders(null, 'https://tools.k3.example').document['content-security-policy'] ?? '';
    expect(policy).toMatch(/img-src 'self' data: https:\/\/tools\.k3\.example/);
    expect(securityHeaders().document['content-security-policy']).toMatch(/img-src 'self' data:(;|$)/);
  });
});
