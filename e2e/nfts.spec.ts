// The SmartFolio NFT tab against the real server in demo mode (issue 4 §5 "NFT tab (`/smartfolio/nft`): the user's
// NFTs, 'group by collection'"; spec §2, §7 "NFT images … at /nft/{nft}"): the signed-in wallet's demo NFTs as cards
// whose images load from our own origin (allowed by the CSP), sections per collection with their counts, no sideways
// scrolling at 390 px, and an axe scan.
import AxeBuilder from '@axe-core/playwright';
import type { Nfts } from '@k3/shared';
import { expect, test } from './fixtures';
import { signInThroughUi } from './helpers/sign-in';
import { installTestWallet } from './helpers/test-wallet';

/** A fixed key (Hardhat's account 2): the demo adapter seeds the NFTs from the address, and this one holds several. */
const KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

test('the NFT tab shows the wallet’s NFTs with their images, grouped by collection on demand', async ({
  page,
  context,
  request,
}) => {
  await installTestWallet(context, { key: KEY });
  const auth = await signInThroughUi(page);
  const response = await request.get('/api/me/nfts', { headers: { authorization: `Bearer ${auth.token}` } });
  expect(response.status()).toBe(200);
  const data = ((await response.json()) as { data: Nfts }).data;
  expect(data.demo).toBe(true);
  expect(data.failed).toEqual([]);
  expect(data.nfts.length).toBeGreaterThan(1);

  await page.goto('/smartfolio/nft');
  await expect(page.getByRole('tab', { name: 'NFT', selected: true })).toBeVisible();

  const cards = page.getByTestId('nft-card');
  await expect(cards).toHaveCount(data.nfts.length);
  await expect(page.getByRole('heading', { name: /Your NFTs/ })).toBeVisible();
  // The gallery's own label (the header's demo badge says the same for the whole server).
  await expect(page.getByRole('main').getByText('Demo data')).toBeVisible();

  // Every image is drawn by our origin and loads (lazy images load once scrolled into view).
  const first = data.nfts[0]!;
  const image = page.getByRole('img', { name: first.name, exact: true });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', `/nft/${first.id}.svg`);
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  for (const [index, card] of (await cards.all()).entries()) {
    await card.scrollIntoViewIfNeeded();
    const picture = card.locator('img.nft-image');
    await expect
      .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
        message: `card ${index}`,
      })
      .toBeGreaterThan(0);
  }

  // "group by collection": one section per collection, titled with its count.
  const collections = new Map<string, number>();
  for (const nft of data.nfts) collections.set(nft.collection, (collections.get(nft.collection) ?? 0) + 1);
  await page.getByRole('checkbox', { name: 'Group by collection' }).check();
  const headings = page.getByRole('heading', { level: 3 });
  await expect(headings).toHaveCount(collections.size);
  for (const [collection, count] of collections) {
    await expect(page.getByRole('heading', { level: 3, name: `${collection} (${count})` })).toBeVisible();
    await expect(page.getByRole('region', { name: collection }).getByTestId('nft-card')).toHaveCount(count);
  }

  const violations = (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
    (violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the NFT tab does not scroll sideways, grouped or not', async ({ page, context }) => {
    await installTestWallet(context, { key: KEY });
    await signInThroughUi(page);
    await page.goto('/smartfolio/nft');
    await expect(page.getByTestId('nft-card').first()).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('checkbox', { name: 'Group by collection' }).check();
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});

test('a demo NFT image is an SVG from our origin; a bad id is a 404, not the app shell', async ({ request }) => {
  const good = await request.get('/nft/kokonut-krabs-42.svg');
  expect(good.status()).toBe(200);
  expect(good.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  const bad = await request.get('/nft/no-such-collection-1.svg');
  expect(bad.status()).toBe(404);
  expect(bad.headers()['content-type']).toMatch(/^application\/json/);
});
