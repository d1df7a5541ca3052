import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import type { AppDeps } from '../../src/app-deps';
import { parseEnv } from '../../src/config/env';
import type { DatabaseConnection } from '../../src/db/client';
import { startServices, type Services } from '../../src/services';

export type TestApp = FastifyInstance & { services: Services };

export const TEST_AUTH_SECRET = 'test-secret-for-signing-session-cookies-0123456789';

/**
 * The real HTTP app on a test database, with its real services (Better Auth, the pg-boss job
 * queue and its workers), driven through fastify.inject(). Without a WEB_DIST_DIR override only
 * the API is served. Closing the app stops the services.
 */
export async function buildTestApp(
  connection: Pick<DatabaseConnection, 'db' | 'pool'>,
  env: Record<string, string> = {},
  overrides: Partial<AppDeps> = {},
): Promise<TestApp> {
  const parsedEnv = parseEnv({
    NODE_ENV: 'test',
    WEB_DIST_DIR: '/nonexistent-web-build',
    PUBLIC_URL: 'http://localhost:3000',
    DEMO_MODE: 'false',
    // Keys and uploads of tests stay out of the repository's .data folder.
    DATA_DIR: path.join(tmpdir(), 'titletrust-test-data'),
    ...env,
  });
  const services = await startServices({
    env: parsedEnv,
    db: connection.db,
    pool: connection.pool,
    secret: TEST_AUTH_SECRET,
    logger: false,
  });
  const app = await buildApp(
    { env: parsedEnv, db: connection.db, databaseMode: 'external', services, ...overrides },
    false,
  );
  app.addHook('onClose', () => services.stop());
  return Object.assign(app, { services });
}
