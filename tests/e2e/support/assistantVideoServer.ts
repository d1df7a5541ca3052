import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeTavus, type FakeTavus } from '../../../server/test/support/fake-tavus';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export interface VideoAssistantServer {
  /** http://127.0.0.1:<port>: the built app with video configured. */
  url: string;
  tavus: FakeTavus;
  stop(): Promise<void>;
}

/**
 * The built app a second time, on the e2e database, with Tavus configured and pointed at a local
 * fake: the main e2e server runs without a provider (the text assistant), as a fresh install does.
 */
export async function startVideoAssistantServer(): Promise<VideoAssistantServer> {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (!databaseUrl) throw new Error('E2E_DATABASE_URL is set by the e2e global setup');
  const tavus = await startFakeTavus();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const server: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(repoRoot, 'server/dist/main.js')],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        // Not demo mode: the main server already seeded the demo data this database holds.
        DEMO_MODE: 'false',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'titletrust-e2e-video-')),
        ...tavus.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the video app exited:\n${output}`);
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`the video app did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    tavus,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await once(server, 'exit');
      }
      await tavus.close();
    },
  };
}
