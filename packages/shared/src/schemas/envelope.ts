// The API's response envelope (docs/architecture.md "API conventions"):
// success `{ code: 200, data }`, failure `{ code, error, message }` (and some errors' optional details).
import { z } from 'zod';

export const ErrorBodySchema = z
  .object({
    code: z.number().int().describe('HTTP status, repeated in the body'),
    error: z.string().describe('Stable machine key, e.g. NOT_INVITED, not_found, validation_error'),
    message: z.string().describe('Human-readable text'),
    url: z.string().optional().describe('Quest errors (not_completed): where the quest is done'),
    nextAvailableAt: z.string().optional().describe('Quest errors (cooldown): when the quest can be claimed again'),
    field: z.string().optional().describe('Refusals about one request field (X-Ray token lookup): `chain`, `address`'),
    reason: z
      .string()
      .optional()
      .describe('Why, more precisely than `error` (X-Ray token lookup: bad_checksum, no_contract…): stable, for clients'),
    params: z
      .record(z.string(), z.string())
      .optional()
      .describe('The values `message` names, by name (a chain, an environment variable), to word it in another language'),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Wraps a data schema in the success envelope. */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(200), data });
}
export type Ok<T> = { code: 200; data: T };
