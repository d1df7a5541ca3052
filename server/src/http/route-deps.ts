import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { DatabaseMode } from '../db/open-database';
import type { JobQueue } from '../platform/jobs';
import type { Readiness } from '../platform/readiness';
import type { FileStorage } from '../platform/storage/file-storage';
import type { FileLinks } from '../platform/storage/signed-links';

/** The platform's long-lived collaborators, which any feature's routes may use. */
export interface PlatformServices {
  jobs: JobQueue;
  storage: FileStorage;
  fileLinks: FileLinks;
  /** Signed links to identity documents, which only their owner and admins are given. */
  documentLinks: FileLinks;
  /** Turned to "stopping" when a shutdown begins: /api/health/ready then answers 503. */
  readiness: Readiness;
}

/**
 * What a feature's routes are given: the app's deps, with the collaborators a feature owns
 * (auth, the wallet provider, the KYC provider…) named by the routes that use them. The app
 * passes its whole AppDeps; typing routes by what they use keeps features from importing the
 * wiring (services.ts) that imports them.
 */
export interface RouteDeps<FeatureServices extends object = object> {
  env: Env;
  db: Database;
  databaseMode: DatabaseMode;
  services: PlatformServices & FeatureServices;
}
