// The NFT contract (issue 4 §1 "NFTs", §4 "NFTs by portfolio"; spec §2 SmartFolio "NFT tab", "group by collection"):
// GET /api/me/nfts lists the NFTs of every wallet portfolio of the user; a wallet whose read failed is listed in
// `failed` and never hides the others' NFTs.
import { z } from 'zod';
import { okSchema } from './envelope';

export const NftSchema = z
  .object({
    id: z.string().describe('Stable id: `<chain>:<contract>:<tokenId>` live, `<collection-slug>-<number>` demo'),
    collection: z.string().describe('Collection name ("group by collection")'),
    name: z.string(),
    image: z
      .string()
      .nullable()
      .describe('Image URL: `/nft/{id}.svg` on our origin for demo NFTs, the provider’s cached image live; null when none'),
    chain: z.string().describe('Chain id of the reference data (ethereum, base, polygon-pos, solana…)'),
    floor: z
      .object({
        amount: z.number().describe('In the collection’s currency'),
        currency: z.string().describe('The chain’s native coin: ETH, POL, SOL'),
        usd: z.number().nullable().describe('The same in USD at the coin’s latest price; null when it has none'),
      })
      .nullable()
      .describe('The collection’s floor price; null when the provider gives none'),
    portfolioId: z.string().describe('The wallet portfolio holding it'),
    wallet: z.string().describe('That wallet’s address'),
  })
  .meta({ id: 'Nft' });
export type NftItem = z.infer<typeof NftSchema>;

export const NftFailureSchema = z
  .object({ portfolioId: z.string(), error: z.string().describe('Why this wallet’s NFTs could not be read') })
  .meta({ id: 'NftFailure' });
export type NftFailure = z.infer<typeof NftFailureSchema>;

export const NftsSchema = z
  .object({
    nfts: z.array(NftSchema),
    demo: z.boolean().describe('The NFTs are generated demo data (DATA_MODE=demo)'),
    failed: z.array(NftFailureSchema),
  })
  .meta({ id: 'Nfts' });
export type Nfts = z.infer<typeof NftsSchema>;
export const NftsResponseSchema = okSchema(NftsSchema);

/** Demo NFT ids as served by `GET /nft/{id}.svg`: a collection slug and a token number. */
export const DEMO_NFT_ID = /^([a-z][a-z0-9-]{0,40})-(\d{1,6})$/;
