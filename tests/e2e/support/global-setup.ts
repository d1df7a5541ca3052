import type { FullConfig } from '@playwright/test';
import { startOidcProvider } from '../../../server/test/support/oidc-provider';
import { startAppProcess } from './app-process';

/** Starts the built app on a fresh database for the whole e2e run; tears both down at the end. */
export default async function globalSetup(config: FullConfig) {
  const baseUrl = config.projects[0]!.use.baseURL!;
  // A local OpenID provider stands in for Google (it approves every sign-in at once).
  const oidc = await startOidcProvider();
  const app = await startAppProcess({
    baseUrl,
    logName: 'e2e-server',
    env: {
      GOOGLE_CLIENT_ID: 'titletrust-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    },
  }).catch(async (error: unknown) => {
    await oidc.stop();
    throw error;
  });

  // Tests that arrange data of their own reach the app's database here.
  process.env.E2E_DATABASE_URL = app.databaseUrl;

  return async () => {
    await app.stop();
    await oidc.stop();
  };
}
