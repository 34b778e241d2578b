// How many files Vitest runs at once, in every project (docs/testing.md "Workers"). Vitest's default is one worker fewer
// than the cores: a single worker on the 2-core CI machine, idle whenever a test waits on a child process, a local
// server or PostgreSQL. At least two; K3_TEST_WORKERS overrides.
import { availableParallelism } from 'node:os';

export const TEST_WORKERS = Number(process.env.K3_TEST_WORKERS ?? Math.max(2, availableParallelism()));
