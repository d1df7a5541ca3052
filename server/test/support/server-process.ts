import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/main.ts');

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Whether the url's port takes a TCP connection: false once its server stopped listening. */
export function acceptsConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Everything the server wrote so far (for failure messages). */
  output(): string;
  /** SIGTERM, and wait for a clean exit. */
  stop(): Promise<void>;
  /** kill -9: no shutdown hooks, in-flight transactions cut off. */
  crash(): Promise<void>;
}

/**
 * The real server (`node --import tsx server/src/main.ts`) as a child process on 127.0.0.1, with
 * the given environment over a quiet test one (and extra node flags, e.g. --cpu-prof); resolves
 * once /api/health answers.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { pipeOutput?: boolean; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', 'tsx', mainFile],
    {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        ...env,
      },
      stdio: [
        'ignore',
        options.pipeOutput ? 'inherit' : 'pipe',
        options.pipeOutput ? 'inherit' : 'pipe',
      ],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit');

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited with ${child.exitCode ?? child.signalCode}\n${output}`);
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    child,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
