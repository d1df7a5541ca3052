import { mkdtemp, rm } from 'node:fs/promises';
import { databaseCpu } from './cpu';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { connectDatabase } from '../../src/db/client';
import { postGigAs } from '../../test/support/marketplace';
import { inParallel } from '../../test/support/money-moves';
import { createPersona, type Persona } from '../../test/support/personas';
import { remoteApp } from '../../test/support/remote-app';
import { startServerProcess, type ServerProcess } from '../../test/support/server-process';
import {
  acquireTestPostgres,
  databaseUrl,
  withAdminClient,
} from '../../test/support/test-postgres';

/** A conversation of the bench: a client's gig and the professional who asked about it. */
export interface BenchThread {
  id: string;
  client: Persona;
  professional: Persona;
}

export interface MessagesBench {
  /** Two instances of the real server on the same database, as production runs them. */
  servers: [ServerProcess, ServerProcess];
  threads: BenchThread[];
  /** CPU seconds used so far by each PostgreSQL backend connected to the bench's database. */
  postgresCpu(): Promise<Map<number, number>>;
  dispose(): Promise<void>;
}

const memoryProbe = pathToFileURL(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-on-signal.mjs'),
).href;

export interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/**
 * A server's memory right after a full garbage collection, in bytes: the servers load
 * memory-on-signal.mjs, which collects and reports on SIGUSR2. NaN if the server does not answer.
 */
export async function memoryAfterGc(server: ServerProcess): Promise<Memory> {
  const reports = () => server.output().match(/^bench-memory .*$/gm) ?? [];
  const before = reports().length;
  server.child.kill('SIGUSR2');
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(20)) {
    const report = reports()[before];
    if (report) return JSON.parse(report.slice('bench-memory '.length)) as Memory;
  }
  return { rss: Number.NaN, heapUsed: Number.NaN, external: Number.NaN };
}

/**
 * Two server processes (as `npm start` runs them) on one fresh scratch database, and `threads`
 * conversations made through the API, half through each instance: a client registers and posts
 * a gig, a professional registers and asks about it (POST /api/threads). Every session is a real
 * one, from the registration's cookie. Registrations go a few at a time: each hashes a password.
 */
export async function setUpMessagesBench(options: {
  threads: number;
  log: (line: string) => void;
  /** Extra node flags for the servers, e.g. --cpu-prof. */
  nodeArgs?: string[];
}): Promise<MessagesBench> {
  const { threads: count, log } = options;
  const nodeArgs = ['--expose-gc', '--import', memoryProbe, ...(options.nodeArgs ?? [])];
  const postgres = await acquireTestPostgres();
  // Named after this run, so release() drops it, and so does the next run if this one dies.
  const name = `${postgres.runPrefix}_bench_messages`;
  await withAdminClient(postgres.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(postgres.adminUrl, name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-bench-messages-'));
  // TRUST_PROXY: registrations come from many (forwarded) addresses, past the per-address limit.
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, DEMO_MODE: 'false', TRUST_PROXY: 'true' };
  const started: ServerProcess[] = [];
  const dispose = async () => {
    await Promise.all(started.map((server) => server.stop()));
    await postgres.release();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    // One after the other: the first runs the migrations.
    started.push(await startServerProcess(env, { nodeArgs }));
    started.push(await startServerProcess(env, { nodeArgs }));
    const servers = started as [ServerProcess, ServerProcess];
    const apps = servers.map((server) => remoteApp(server.url));
    const via = (index: number): FastifyInstance => apps[index % 2]!;
    // createPersona writes to the database only for admins; the bench registers none.
    const connection = connectDatabase(url, { maxConnections: 1 });
    try {
      log(`registering ${count} clients and ${count} professionals through both instances…`);
      const people = await inParallel(Array.from({ length: count * 2 }), 4, (_, index) =>
        createPersona(via(index), connection.db, index < count ? 'buyer' : 'seller'),
      );
      const clients = people.slice(0, count);
      const professionals = people.slice(count);
      log(`posting ${count} gigs and opening a conversation on each…`);
      const threads = await inParallel(clients, 4, async (client, index) => {
        const gig = await postGigAs(via(index), client);
        const professional = professionals[index]!;
        const opened = await via(index + 1).inject({
          method: 'POST',
          url: '/api/threads',
          headers: { cookie: professional.cookie },
          payload: { gigId: gig.id },
        });
        if (opened.statusCode !== 200) throw new Error(`open thread: ${opened.body}`);
        return { id: opened.json<{ thread: { id: string } }>().thread.id, client, professional };
      });
      // Fresh statistics, as a database in service has: the fixtures arrived faster than
      // autovacuum looks.
      await connection.pool.query('ANALYZE');
      const postgresCpu = () => databaseCpu(postgres.adminUrl, name);
      return { servers, threads, postgresCpu, dispose };
    } finally {
      await connection.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
}
