import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startOidcProvider } from '../test/support/oidc-provider';
import { startServerProcess, type ServerProcess } from '../test/support/server-process';
import { acquireTestPostgres, databaseUrl, withAdminClient } from '../test/support/test-postgres';

/**
 * The real server as a child process on a database of its own: the tests' PostgreSQL
 * (TEST_DATABASE_URL, as CI sets it, or the shared embedded test cluster), a database named after
 * this run so it is dropped when the run ends, or by the next run if this one dies. Demo mode for
 * the demo admin and the faucet; TRUST_PROXY so each request can come from its own address and
 * the per-address limits do not turn the whole run into 429s. Google sign-in points at the tests'
 * local OpenID provider, so its start route runs for real instead of answering 503 "not
 * configured".
 */
export interface ScratchServer {
  server: ServerProcess;
  databaseUrl: string;
  dataDir: string;
  close(): Promise<void>;
}

const checkLedgerScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/scripts/check-ledger.ts',
);

export async function startScratchServer(): Promise<ScratchServer> {
  const postgres = await acquireTestPostgres();
  const name = `${postgres.runPrefix}_fuzz`;
  const url = databaseUrl(postgres.adminUrl, name);
  let dataDir: string | undefined;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
  try {
    oidc = await startOidcProvider();
    await withAdminClient(postgres.adminUrl, (client) =>
      client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`),
    );
    dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-fuzz-'));
    const server = await startServerProcess({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      DEMO_MODE: 'true',
      TRUST_PROXY: 'true',
      // Errors (the 5xx's stack traces) and warnings; the 4xx the fuzz provokes stay quiet.
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: 'titletrust-fuzz',
      GOOGLE_CLIENT_SECRET: 'fuzz-secret',
      GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
    });
    const [folder, provider] = [dataDir, oidc];
    // Once, however many callers ask (the end of the run and a Ctrl-C may both).
    let closing: Promise<void> | undefined;
    const close = async () => {
      await server.stop();
      await provider.stop();
      await postgres.release();
      await rm(folder, { recursive: true, force: true });
    };
    return { server, databaseUrl: url, dataDir, close: () => (closing ??= close()) };
  } catch (error) {
    await oidc?.stop();
    await postgres.release();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * `npm run ledger:check` on the scratch database: the script itself, as an operator runs it, with
 * the server's DATA_DIR so it reads the same custody key and reconciles with the same wallets.
 * Resolves with its exit code (0 sound, 1 differences, 2 could not check) and its output.
 */
export function checkLedger(scratch: ScratchServer): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', checkLedgerScript], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: scratch.databaseUrl,
        DATA_DIR: scratch.dataDir,
        DEMO_MODE: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ code: 2, output: `${output}${error.message}` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 2 : 0), output }));
  });
}
