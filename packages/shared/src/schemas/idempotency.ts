// The Idempotency-Key request header (docs/api.md "Idempotent retries"): optional on the POSTs that spend or grant; a
// retry carrying the same key gets the first answer and does nothing twice. The value is any 1 to 255 visible ASCII
// characters (a UUID is what the web app sends).
import { z } from 'zod';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, { error: `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 visible ASCII characters` })
  .describe(
    'Optional. A key unique to this operation (a UUID): a retry with the same key and body answers the first result ' +
      'with `Idempotent-Replayed: true` and does nothing again; 409 `idempotency_in_progress` while the first runs; ' +
      '422 `idempotency_key_reused` with another body or operation. Kept 24 hours.',
  );

/** Request headers of an operation that accepts the key; the other headers pass through untouched. */
export const IdempotencyHeadersSchema = z.looseObject({ 'idempotency-key': IdempotencyKeySchema.optional() });
