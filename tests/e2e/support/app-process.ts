import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  acquireTestPostgres,
  databaseUrl,
  withAdminClient,
} from '../../../server/test/support/test-postgres';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface AppProcess {
  /** The app's own database, for tests that arrange data of their own. */
  databaseUrl: string;
  stop(): Promise<void>;
}

async function waitUntilHealthy(baseUrl: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the app exited with ${server.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app did not become healthy within 60 s; see ${logFile}`);
}

/**
 * Starts the built app at `baseUrl` on a fresh database of its own, in demo mode, with `env` on
 * top (another provider's address, say); its log goes to reports/<logName>.log. Stopping it
 * drops the database.
 */
export async function startAppProcess(options: {
  baseUrl: string;
  logName: string;
  env?: Record<string, string>;
}): Promise<AppProcess> {
  const { baseUrl, logName, env = {} } = options;
  const mainFile = path.join(repoRoot, 'server/dist/main.js');
  if (!existsSync(mainFile) || !existsSync(path.join(repoRoot, 'web/dist/index.html')))
    throw new Error('The app is not built. Run "npm run build" first (npm run test:e2e does).');
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

  mkdirSync(path.join(repoRoot, 'reports'), { recursive: true });
  const logFile = path.join('reports', `${logName}.log`);
  const log = createWriteStream(path.join(repoRoot, logFile));
  const server = spawn(process.execPath, ['--enable-source-maps', mainFile], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: new URL(baseUrl).port,
      HOST: '127.0.0.1',
      // The address the tests open: the app redirects a browser on any other loopback name to
      // PUBLIC_URL, so the two must be the same.
      PUBLIC_URL: baseUrl,
      DATABASE_URL: url,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 'true',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'titletrust-e2e-data-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  try {
    await waitUntilHealthy(baseUrl, server, logFile);
  } catch (error) {
    server.kill('SIGKILL');
    await postgres.release();
    throw error;
  }
  return {
    databaseUrl: url,
    stop: async () => {
      server.kill('SIGTERM');
      if (server.exitCode === null) await once(server, 'exit');
      await postgres.release();
    },
  };
}
