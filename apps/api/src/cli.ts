// Command-line flags of the server process (docs/architecture.md "Running": `node apps/api/dist/server.js --role api|worker|all`).
// api: HTTP only; worker: background jobs only (none exist yet, so it prepares the database and idles); all: both.
import { parseArgs } from 'node:util';
import { ConfigError } from './config';

export const ROLES = ['all', 'api', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export function parseCli(argv: readonly string[]): { role: Role } {
  let role: string | undefined;
  try {
    ({
      values: { role },
    } = parseArgs({ args: [...argv], options: { role: { type: 'string', default: 'all' } }, strict: true }));
  } catch (error) {
    throw new ConfigError(`Invalid arguments: ${(error as Error).message.split('\n')[0] ?? ''}`);
  }
  if (!(ROLES as readonly string[]).includes(role ?? ''))
    throw new ConfigError(`Invalid arguments: --role must be ${ROLES.join(', ')}`);
  return { role: role as Role };
}
