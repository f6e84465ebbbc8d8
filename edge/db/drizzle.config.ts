import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations here; they are committed and then embedded into
// edge/db/migrations.gen.ts by edge/db/embed-migrations.mjs (see edge/db/migrate.ts for why).
export default defineConfig({
  dialect: 'postgresql',
  // The whole folder: one file per domain (index.ts re-exports them; drizzle-kit counts each table once).
  schema: './edge/db/schema',
  out: './edge/db/migrations',
  strict: true,
  verbose: true,
});
