// GET /nft/{id}.svg (issue 4 §1 "images from the configured tools host at /nft/{nft} (our own origin serves the demo
// images)"; spec §7): the demo NFTs' images, drawn from the id alone — the collection's colours and the NFT's name — so
// they are deterministic, cacheable for a year and allowed by the CSP's `img-src 'self'`. Registered outside /api;
// a specific route wins over the SPA fallback. Anything but a demo NFT id is a 404, never a 500.
import { DEMO_NFT_ID, ErrorBodySchema } from '@k3/shared';
import type { FastifyPluginCallback } from 'fastify';
import { IMMUTABLE } from '../plugins/external/web-app';
import { hashString, uniform } from '../demo/random';
import { DEMO_COLLECTIONS } from '../providers/nfts/demo';

const SIZE = 320;
const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? '');

/** The SVG of a demo NFT id, or null when the id names no demo collection. */
export function demoNftSvg(id: string): string | null {
  const match = DEMO_NFT_ID.exec(id);
  if (!match) return null;
  const collection = DEMO_COLLECTIONS.find((entry) => entry.slug === match[1]);
  const number = Number(match[2]);
  if (!collection || number < 1) return null;
  // The collection sets the hue; the token number varies lightness and the pattern.
  const collectionSeed = hashString(collection.slug);
  const seed = hashString(id);
  const hue = Math.floor(uniform(collectionSeed, 0, 1) * 360);
  const light = 28 + Math.floor(uniform(seed, 0, 1) * 20);
  const circles = Array.from({ length: 5 }, (_, index) => {
    const x = Math.round(uniform(seed, index, 2) * SIZE);
    const y = Math.round(uniform(seed, index, 3) * (SIZE - 90));
    const r = 20 + Math.round(uniform(seed, index, 4) * 60);
    const h = (hue + 30 + Math.floor(uniform(seed, index, 5) * 60)) % 360;
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${h} 70% 60%)" fill-opacity="0.55"/>`;
  }).join('');
  const name = escapeXml(`${collection.name} #${number}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img">`,
    `<title>${name}</title>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="hsl(${hue} 55% ${light}%)"/>`,
    circles,
    `<rect y="${SIZE - 70}" width="${SIZE}" height="70" fill="#000" fill-opacity="0.45"/>`,
    `<text x="16" y="${SIZE - 42}" font-family="sans-serif" font-size="16" fill="#fff" fill-opacity="0.8">${escapeXml(collection.name)}</text>`,
    `<text x="16" y="${SIZE - 16}" font-family="sans-serif" font-size="22" font-weight="bold" fill="#fff">#${number}</text>`,
    '</svg>',
  ].join('');
}

const nft: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Params: { file: string } }>(
    '/:file',
    {
      schema: {
        tags: ['reference'],
        summary: 'A demo NFT’s image (`/nft/{id}.svg`)',
        produces: ['image/svg+xml'],
        response: { 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const file = request.params.file;
      const svg = file.endsWith('.svg') ? demoNftSvg(file.slice(0, -'.svg'.length)) : null;
      if (!svg) return reply.code(404).send({ code: 404, error: 'not_found', message: 'No such NFT image' });
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', IMMUTABLE).send(svg);
    },
  );
  done();
};
export default nft;
