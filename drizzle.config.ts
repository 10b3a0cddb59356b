import { defineConfig } from 'drizzle-kit';

// Migrations are generated once from the schema and applied at start on both engines
// (docs/decisions/0001-embedded-pglite-and-postgresql.md).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
});
