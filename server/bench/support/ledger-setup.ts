import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CURRENCY_CODES, ESCROW_LIMITS, type CurrencyCode } from '@titletrust/shared';
import type { FastifyInstance } from 'fastify';
import { connectDatabase, type DatabaseConnection } from '../../src/db/client';
import { creditNaira } from '../../test/support/ledger';
import { inParallel, moves } from '../../test/support/money-moves';
import { createVerifiedSeller } from '../../test/support/marketplace';
import { createPersona, type Persona } from '../../test/support/personas';
import { remoteApp } from '../../test/support/remote-app';
import { startServerProcess, type ServerProcess } from '../../test/support/server-process';
import {
  acquireTestPostgres,
  databaseUrl,
  withAdminClient,
} from '../../test/support/test-postgres';
import { insertAwaitingContracts } from './escrow-contracts';

export interface LedgerBench {
  server: ServerProcess;
  /** The server's environment (the ledger check reads its DATA_DIR for the custody key). */
  serverEnv: Record<string, string>;
  /** The scratch database, for the ledger check. */
  connection: DatabaseConnection;
  /** The server seen through the test helpers' inject(), for the untimed steps. */
  app: FastifyInstance;
  /** One client account per load client, and a professional for each. */
  buyers: Persona[];
  sellers: Persona[];
  /** Per currency, per client, its contracts awaiting funding. */
  contracts: Record<CurrencyCode, string[][]>;
  dispose(): Promise<void>;
}

/**
 * The real server (a child process, as `npm start` runs it) on a fresh scratch database, with
 * `clients` client accounts and as many verified professionals registered over HTTP, each client
 * funded in USDC through the demo faucet (real deposits, so the ledger check reconciles them with
 * the wallet provider) and in naira by a deposit entry (as a checkout's credit writes it), and
 * holding `perClient` contracts in each currency with its own professional awaiting funding.
 * One client account per load client, so no account's balance row is a hot spot.
 */
export async function setUpLedgerBench(options: {
  clients: number;
  perClient: number;
  amountMinor: Record<CurrencyCode, bigint>;
  log: (line: string) => void;
  /** More of the server's environment (the payments provider: Paystack, the fake's). */
  env?: Record<string, string>;
}): Promise<LedgerBench> {
  const { clients, perClient, amountMinor, log } = options;
  const postgres = await acquireTestPostgres();
  // Named after this run, so release() drops it, and so does the next run if this one dies.
  const name = `${postgres.runPrefix}_bench_ledger`;
  await withAdminClient(postgres.adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = databaseUrl(postgres.adminUrl, name);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-bench-ledger-'));
  // DEMO_MODE: the faucet. TRUST_PROXY: registrations come from many (forwarded) addresses, past
  // the per-address sign-up limit.
  const serverEnv = {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    TRUST_PROXY: 'true',
    ...options.env,
  };
  const server = await startServerProcess(serverEnv);
  const connection = connectDatabase(url, { maxConnections: 4 });
  const app = remoteApp(server.url);

  const dispose = async () => {
    await server.stop();
    await connection.close();
    await postgres.release();
    await rm(dataDir, { recursive: true, force: true });
  };
  // A failed set-up still stops the server and drops the scratch database.
  try {
    log(`registering ${clients} clients and ${clients} professionals…`);
    // A few at a time: each registration hashes a password (argon2id), which is the slow part.
    const buyers = await inParallel(Array.from({ length: clients }), 4, () =>
      createPersona(app, connection.db, 'buyer'),
    );
    const sellers = await inParallel(Array.from({ length: clients }), 4, () =>
      createVerifiedSeller(app, connection.db),
    );

    log(
      `funding the clients (faucet, naira deposits) and writing ${clients * perClient} contracts per currency…`,
    );
    const owed = amountMinor.USDC * BigInt(perClient);
    await inParallel(buyers, 8, async (buyer) => {
      await creditNaira(connection.db, buyer.id, amountMinor.NGN * BigInt(perClient));
      for (let left = owed; left > 0n; left -= ESCROW_LIMITS.faucetMaxMinor) {
        const step = left < ESCROW_LIMITS.faucetMaxMinor ? left : ESCROW_LIMITS.faucetMaxMinor;
        const answer = await moves.faucet(app, buyer, step);
        if (answer.statusCode !== 200)
          throw new Error(`faucet: ${answer.statusCode} ${answer.body}`);
      }
    });
    const contracts = {} as Record<CurrencyCode, string[][]>;
    for (const currency of CURRENCY_CODES)
      contracts[currency] = await insertAwaitingContracts(
        connection.pool,
        buyers.map((buyer, i) => ({ buyerId: buyer.id, sellerId: sellers[i]!.id })),
        { perPair: perClient, amountMinor: amountMinor[currency], feeBps: 1000, currency },
      );
    // The fixtures arrive in one statement, faster than autovacuum notices: without fresh
    // statistics the movements' statements are planned for tables of a hundred rows and scan tens
    // of thousands (seen: 6-8 ms of database CPU per funding instead of 1-2).
    await connection.pool.query('ANALYZE');
    return {
      server,
      serverEnv,
      connection,
      app,
      buyers,
      sellers,
      contracts,
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
