import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  // scripts/check-migrations.mjs generates into a scratch copy to detect schema drift.
  out: process.env.DRIZZLE_OUT ?? './drizzle',
  casing: 'snake_case',
  strict: true,
  verbose: true,
});
