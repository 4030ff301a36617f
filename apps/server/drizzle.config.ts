import { defineConfig } from 'drizzle-kit';

// Each module owns its tables (`src/modules/<module>/tables.ts`); migrations are
// generated from all of them into one folder and applied on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/modules/*/tables.ts',
  out: './apps/server/src/db/migrations',
});
