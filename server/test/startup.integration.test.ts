import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATION_LOCK_KEY } from '../src/db/migrate';
import { useTestDatabase } from './support/test-database';
import { waitFor } from './support/wait-for';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', mainFile], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no healthy answer from ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('starting the server', () => {
  const database = useTestDatabase();

  it('refuses a bad environment with one clear line per bad variable, and exits 1', async () => {
    const { child, output } = startServer({ PORT: 'abc', LOG_LEVEL: 'chatty' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toContain('Invalid environment configuration:');
    expect(output()).toContain('PORT: PORT must be a number (got "abc")');
    expect(output()).toContain('LOG_LEVEL: must be one of');
    expect(output()).toContain('See .env.example');
    expect(output()).not.toMatch(/at .*\(.*\.ts:\d+/);
  });

  it('serves the API on PORT, migrating on start, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const { child, output } = startServer({ PORT: String(port), DATABASE_URL: database().url });
    const response = await waitForHealth(`http://127.0.0.1:${port}/api/health`, child).catch(
      (error: Error) => {
        throw new Error(`${error.message}\n${output()}`);
      },
    );
    expect(await response.json()).toMatchObject({ status: 'ok', database: { mode: 'external' } });
    child.kill('SIGTERM');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it('is ready only between its start and its shutdown: 503 "starting", 200, 503 "stopping"', async () => {
    // Another instance migrating: this one waits for the migration lock, its port answering.
    const otherInstance = new pg.Client({ connectionString: database().url });
    await otherInstance.connect();
    await otherInstance.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const { child, output } = startServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: database().url,
      DEMO_MODE: 'false',
      SHUTDOWN_DELAY_SECONDS: '3',
    });
    const ask = (path: string) =>
      fetch(`${url}${path}`).then(
        async (response) => ({ status: response.status, body: await response.json() }),
        () => undefined,
      );
    try {
      expect(await waitFor(() => ask('/api/health/ready'), Boolean)).toEqual({
        status: 503,
        body: { status: 'starting' },
      });
      expect(await ask('/api/gigs')).toMatchObject({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE' } },
      });

      await otherInstance.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      const ready = await waitFor(
        () => ask('/api/health/ready'),
        (answer) => answer?.status === 200,
      );
      expect(ready?.body).toEqual({ status: 'ready' });

      child.kill('SIGTERM');
      const stopping = await waitFor(
        () => ask('/api/health/ready'),
        (answer) => answer?.status === 503,
      );
      expect(stopping?.body).toEqual({ status: 'stopping' });
      // The load balancer's few seconds to notice: requests are still served meanwhile.
      expect((await ask('/api/health'))?.status).toBe(200);
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
    } catch (error) {
      child.kill('SIGKILL');
      throw new Error(`${(error as Error).message}\n${output()}`, { cause: error });
    } finally {
      await otherInstance.end();
    }
  });
});
