// The process's instance label (docs/operations.md "Running several processes"): opt-in, so that a single process
// or a production cluster says nothing about itself, while a trial or test of several processes can see which one
// answered. scripts/start-cluster.mjs gives each process `<K3_INSTANCE_ID>-api-1`, `-api-2`… when it is set.
import { z } from 'zod';
import { envDocs } from './docs';

export const INSTANCE_ENV = {
  K3_INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,64}$/)
    .optional()
    .register(envDocs, {
      default: '(unset: no header)',
      meaning:
        'A label this process sends in a K3-Instance response header, to tell several processes apart in a trial (docs/operations.md); unset, no header',
      must: '1 to 64 characters of A-Za-z0-9 . _ -',
    }),
};
