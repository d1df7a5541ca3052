import type { Env } from './config/env';
import type { Database } from './db/client';
import type { DatabaseMode } from './features/health/check-health';
import type { Services } from './services';

/** What the HTTP app needs from the outside world; main.ts and the tests provide it. */
export interface AppDeps {
  env: Env;
  db: Database;
  databaseMode: DatabaseMode;
  services: Services;
}
