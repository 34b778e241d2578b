// POST /api/preregistrations: stores an email or wallet address for a teaser page (spec §1 "Gem Detector and
// Harpoon … teaser or pre-register pages"). Idempotent, and answered the same whether or not the contact was listed.
// Loaded on first use (hooks/use-preregistration.ts): the server's schema and the API client bring zod, which the
// teaser pages' first paint does not need.
import { PreregistrationBodySchema, PreregistrationSchema, type PreregistrationBody } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';

/** The body the server accepts (contact trimmed, kind recognised), or null when the contact is not one. */
export function parsePreregistration(input: { page: PreregistrationBody['page']; contact: string }): PreregistrationBody | null {
  const parsed = PreregistrationBodySchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

export const createPreregistration = (body: PreregistrationBody) =>
  apiRequest({ path: '/preregistrations', method: 'POST', body, schema: PreregistrationSchema });
