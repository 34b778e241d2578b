// The SmartFolio NFT tab (spec §2 "NFT tab", "group by collection"): cards with image, name, collection and chain;
// sections per collection with counts; the empty state; the demo label; wallets that could not be read.
import type { NftItem, Nfts } from '@k3/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setAuth } from '../../../lib/auth';
import { jsonResponse, renderWithProviders } from '../../../testing/render';
import { NftGallery } from './nft-gallery';

const WALLET = '0x1111111111111111111111111111111111111111';
const nft = (slug: string, collection: string, number: number, chain = 'ethereum'): NftItem => ({
  id: `${slug}-${number}`,
  collection,
  name: `${collection} #${number}`,
  image: `/nft/${slug}-${number}.svg`,
  chain,
  floor: { amount: 0.42, currency: 'ETH', usd: 1234.56 },
  portfolioId: 'p1',
  wallet: WALLET,
});

function answer(data: Nfts) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => Promise.resolve(jsonResponse({ code: 200, data }))),
  );
  setAuth({ token: 't', wallet: WALLET });
}

describe('NftGallery', () => {
  it('shows a card per NFT with its image, collection and chain, and the demo label', async () => {
    answer({
      nfts: [nft('kokonut-krabs', 'Kokonut Krabs', 7), nft('reef-runners', 'Reef Runners', 3, 'base')],
      demo: true,
      failed: [],
    });
    renderWithProviders(<NftGallery />);

    const cards = await screen.findAllByTestId('nft-card');
    expect(cards).toHaveLength(2);
    const image = within(cards[0] as HTMLElement).getByRole('img', { name: 'Kokonut Krabs #7' });
    expect(image).toHaveAttribute('src', '/nft/kokonut-krabs-7.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '320');
    expect(image).toHaveAttribute('height', '320');
    expect(within(cards[1] as HTMLElement).getByRole('img', { name: 'Base' })).toBeVisible();
    expect(screen.getByText('Demo data')).toBeVisible();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('groups by collection in sections with their counts when asked, and back', async () => {
    answer({
      nfts: [
        nft('shrimp-society', 'Shrimp Society', 2),
        nft('kokonut-krabs', 'Kokonut Krabs', 7),
        nft('shrimp-society', 'Shrimp Society', 10),
      ],
      demo: false,
      failed: [],
    });
    renderWithProviders(<NftGallery />);
    await screen.findAllByTestId('nft-card');
    expect(screen.queryByText('Demo data')).toBeNull();

    const toggle = screen.getByRole('checkbox', { name: 'Group by collection' });
    await userEvent.click(toggle);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Kokonut Krabs (1)', 'Shrimp Society (2)']);
    const shrimp = screen.getByRole('region', { name: 'Shrimp Society' });
    expect(
      within(shrimp)
        .getAllByTestId('nft-card')
        .map((card) => card.querySelector('.nft-name')?.textContent),
    ).toEqual(['Shrimp Society #2', 'Shrimp Society #10']);

    await userEvent.click(toggle);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.getAllByTestId('nft-card')).toHaveLength(3);
  });

  it('shows the empty state when the wallets hold no NFT, and says which could not be read', async () => {
    answer({ nfts: [], demo: true, failed: [{ portfolioId: 'p2', error: 'NFT API timeout' }] });
    renderWithProviders(<NftGallery />);
    expect(await screen.findByRole('heading', { name: 'No NFT to show' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('The NFTs of some wallets could not be read (1)');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('shows a placeholder named after the NFT when it has no image', async () => {
    answer({ nfts: [{ ...nft('tidal-pixels', 'Tidal Pixels', 1), image: null }], demo: false, failed: [] });
    renderWithProviders(<NftGallery />);
    expect(await screen.findByRole('img', { name: 'Tidal Pixels #1' })).not.toHaveAttribute('src');
  });

  it('says the NFTs could not be loaded and retries', async () => {
    setAuth({ token: 't', wallet: WALLET });
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(jsonResponse({ code: 500, error: 'internal_error', message: 'boom' }, 500)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<NftGallery />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your NFTs could not be loaded');
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse({ code: 200, data: { nfts: [nft('reef-runners', 'Reef Runners', 5)], demo: true, failed: [] } }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('nft-card')).toHaveLength(1);
  });

  it('keeps the token number of a long name whole and shows the floor in the coin and in USD', async () => {
    const long = nft('abyssal-glyphs', 'Abyssal Glyphs of the Deep Trench Society', 1234);
    answer({ nfts: [long, { ...nft('reef-runners', 'Reef Runners', 3, 'solana'), floor: null }], demo: true, failed: [] });
    renderWithProviders(<NftGallery />);
    const [card, bare] = await screen.findAllByTestId('nft-card');
    const name = card!.querySelector('.nft-name');
    expect(name).toHaveAttribute('title', 'Abyssal Glyphs of the Deep Trench Society #1234');
    // The part that may be cut and the number that may not are separate boxes (nfts.css ellipsises only the first).
    expect(name?.querySelector('.nft-name-base')?.textContent).toBe('Abyssal Glyphs of the Deep Trench Society');
    expect(name?.querySelector('.nft-name-number')?.textContent?.trim()).toBe('#1234');
    expect(within(card!).getByText('Floor 0.42 ETH')).toBeVisible();
    expect(within(card!).getByText('≈ $1.23K')).toBeVisible();
    expect(bare!.querySelector('.nft-floor')).toBeNull();
  });
});
