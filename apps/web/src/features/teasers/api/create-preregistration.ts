// POST /api/preregistrations: stores an email or wallet address for a teaser page (spec §1 "Gem Detector and
// Harpoon … teaser or pre-register pages"). Idempotent, and answered the same whether or not the contact was listed.
// Loaded on first use (hooks/use-preregistration.ts): the server's schema, its form resolver and the API client bring
// zod, which the teaser pages' first paint does not need.
import { zodResolver } from '@hookform/resolvers/zod';
import { PreregistrationBodySchema, PreregistrationSchema, type PreregistrationBody } from '@k3/shared';
import { apiRequest } from '../../../lib/api-client';

/** The form's check is the server's own schema (contact trimmed, kind recognised). */
export const preregistrationResolver = zodResolver(PreregistrationBodySchema);

export const createPreregistration = (body: PreregistrationBody) =>
  apiRequest({ path: '/preregistrations', method: 'POST', body, schema: PreregistrationSchema });
