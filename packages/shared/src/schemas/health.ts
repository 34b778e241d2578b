import { z } from 'zod';
import { okSchema } from './envelope';

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
