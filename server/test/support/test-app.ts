import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { parseEnv } from '../../src/config/env';
import type { Database } from '../../src/db/client';

/**
 * The real HTTP app on a test database, driven through fastify.inject(). Without a WEB_DIST_DIR
 * override it points at a folder that has no build, so only the API is served.
 */
export async function buildTestApp(
  db: Database,
  env: Record<string, string> = {},
): Promise<FastifyInstance> {
  return buildApp(
    {
      env: parseEnv({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent-web-build', ...env }),
      db,
      databaseMode: 'external',
    },
    false,
  );
}
