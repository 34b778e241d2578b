import { z } from 'zod';
import { ErrorBodySchema, okSchema } from './envelope';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    db: z.enum(['pglite', 'postgres']),
    version: z.string(),
    demo: z.boolean().describe('true when DATA_MODE=demo: every market figure is generated demo data'),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
export const HealthResponseSchema = okSchema(HealthSchema);

const checkError = z.enum(['timeout', 'failed']).optional().describe('Why the check failed (no driver message is shown)');

/** What GET /api/health/ready checked (issue 15 §1): the process is ready when every check is ok. */
export const ReadinessChecksSchema = z
  .object({
    database: z.object({
      ok: z.boolean(),
      ms: z.number().nonnegative().describe('Time taken by SELECT 1'),
      error: checkError,
    }),
    migrations: z.object({
      ok: z.boolean(),
      applied: z
        .number()
        .int()
        .nonnegative()
        .nullable()
        .describe('Migrations of this build recorded as applied; null when unread'),
      expected: z.number().int().nonnegative().describe('Migrations this build ships (drizzle/meta/_journal.json)'),
      missing: z.array(z.string()).describe('Tags of the shipped migrations not recorded as applied'),
      error: checkError,
    }),
    redis: z.object({
      ok: z.boolean(),
      skipped: z.boolean().describe('true when no Redis is configured: nothing to check'),
      ms: z.number().nonnegative().optional(),
      error: checkError,
    }),
  })
  .meta({ id: 'ReadinessChecks' });
export type ReadinessChecks = z.infer<typeof ReadinessChecksSchema>;

export const ReadinessSchema = z.object({ status: z.literal('ready'), checks: ReadinessChecksSchema }).meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;
export const ReadinessResponseSchema = okSchema(ReadinessSchema);

/** The 503 of GET /api/health/ready: the error envelope (`not_ready`) with the checks that failed and passed. */
export const NotReadyBodySchema = ErrorBodySchema.extend({ checks: ReadinessChecksSchema }).meta({ id: 'NotReadyBody' });
export type NotReadyBody = z.infer<typeof NotReadyBodySchema>;
