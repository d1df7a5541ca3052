import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startOidcProvider } from '../../../server/test/support/oidc-provider';
import {
  acquireTestPostgres,
  databaseUrl,
  withAdminClient,
} from '../../../server/test/support/test-postgres';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function waitUntilHealthy(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the app exited with ${server.exitCode}; see reports/e2e-server.log`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the app did not become healthy within 60 s; see reports/e2e-server.log');
}

/** Starts the built app on a fresh database for the whole e2e run; tears both down at the end. */
export default async function globalSetup(config: FullConfig) {
  const mainFile = path.join(repoRoot, 'server/dist/main.js');
  if (!existsSync(mainFile) || !existsSync(path.join(repoRoot, 'web/dist/index.html'))) {
    throw new Error('The app is not built. Run "npm run build" first (npm run test:e2e does).');
  }
  const baseUrl = config.projects[0]!.use.baseURL!;
  // Another run's app on the port would answer the health check and take this run's tests.
  const taken = await fetch(`${baseUrl}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new Error(`Something already answers on ${baseUrl}: set E2E_PORT to a free port.`);
  const postgres = await acquireTestPostgres();
  const name = `${postgres.runPrefix}_e2e`;
  await withAdminClient(postgres.adminUrl, (client) =>
    client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`),
  );
  const url = databaseUrl(postgres.adminUrl, name);
  // A local OpenID provider stands in for Google (it approves every sign-in at once).
  const oidc = await startOidcProvider();

  mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
  const log = createWriteStream(path.join(repoRoot, 'reports/e2e-server.log'));
  const server = spawn(process.execPath, ['--enable-source-maps', mainFile], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: new URL(baseUrl).port,
      HOST: '127.0.0.1',
      // The address the tests open (playwright.config baseURL): the app redirects a browser on
      // any other loopback name to PUBLIC_URL, so the two must be the same.
      PUBLIC_URL: baseUrl,
      DATABASE_URL: url,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'titletrust-e2e-data-')),
      GOOGLE_CLIENT_ID: 'titletrust-e2e',
      GOOGLE_CLIENT_SECRET: 'e2e-secret',
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  await waitUntilHealthy(baseUrl, server);

  // Tests that arrange data of their own reach the app's database here.
  process.env.E2E_DATABASE_URL = url;

  return async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await once(server, 'exit');
    await oidc.stop();
    await postgres.release();
  };
}
