// drizzle-kit configuration: `npm run db:generate` (from the repo root) writes SQL migrations to apps/api/drizzle,
// which are committed and applied at start by src/db/migrate.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/drizzle',
  strict: true,
});
