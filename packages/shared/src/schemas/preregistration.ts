// Pre-registration for the teaser pages (spec §1: Gem Detector and Harpoon are teaser or pre-register pages).
import { z } from 'zod';
import { okSchema } from './envelope';
import { MOCK_PAGES } from '../constants/pages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export const PreregistrationPageSchema = z.enum(MOCK_PAGES);

export const PreregistrationBodySchema = z
  .object({
    page: PreregistrationPageSchema,
    contact: z
      .string()
      .trim()
      .min(1, 'contact is required')
      .max(254)
      .refine((v) => EMAIL.test(v) || EVM_ADDRESS.test(v) || SOLANA_ADDRESS.test(v), {
        message: 'contact must be an email address, an EVM address or a Solana address',
      }),
  })
  .meta({ id: 'PreregistrationBody' });
export type PreregistrationBody = z.infer<typeof PreregistrationBodySchema>;

/**
 * The answer is the same whether or not the contact had already pre-registered for this page (the call is
 * idempotent), so it cannot be used to learn who is registered (issue 8 §10).
 */
export const PreregistrationSchema = z
  .object({
    page: PreregistrationPageSchema,
    kind: z.enum(['email', 'wallet']),
  })
  .meta({ id: 'Preregistration' });
export type Preregistration = z.infer<typeof PreregistrationSchema>;
export const PreregistrationResponseSchema = okSchema(PreregistrationSchema);

export function contactKind(contact: string): 'email' | 'wallet' {
  return EMAIL.test(contact.trim()) ? 'email' : 'wallet';
}
