import type { Env } from './config/env';
import type { Database } from './db/client';
import type { DatabaseMode } from './db/open-database';
import type { Services } from './services';

/** What the HTTP app needs from the outside world; main.ts and the tests provide it. */
export interface AppDeps {
  env: Env;
  db: Database;
  databaseMode: DatabaseMode;
  services: Services;
}
