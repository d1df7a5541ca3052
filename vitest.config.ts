import { defineConfig } from 'vitest/config';

/**
 * Two tiers run by Vitest (the third, e2e, is Playwright's): `unit` is pure logic next to the
 * code; `integration` runs use cases and HTTP routes against a real PostgreSQL, each test file on
 * its own database cloned from a migrated template.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,server,web}/src/**/*.test.{ts,tsx}', 'tests/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/{src,test}/**/*.integration.test.ts'],
          globalSetup: ['server/test/support/global-setup.ts'],
          // The files of one worker share its loaded modules (the app, Fastify, Better Auth,
          // Drizzle: seconds of imports a file) instead of importing them again per file; each
          // file still gets its own database and its own app instance, and none mocks a module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
