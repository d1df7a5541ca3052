import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContractDetail, Message, ProfileDocument } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentBody, PDF } from './support/documents';
import { contractBetween, fullDelivery, getAs, moneyCall, postAs } from './support/escrow';
import { openEventStream } from './support/event-stream';
import { creditNaira } from './support/ledger';
import { createVerifiedSeller } from './support/marketplace';
import { createPersona, signInAgain, type Persona } from './support/personas';
import { remoteApp } from './support/remote-app';
import { startTestS3, type TestS3 } from './support/s3-server';
import {
  acceptsConnections,
  startServerProcess,
  type ServerProcess,
} from './support/server-process';
import { slowRequest } from './support/slow-request';
import { TEST_AUTH_SECRET } from './support/test-app';
import { useTestDatabase } from './support/test-database';
import { waitFor } from './support/wait-for';

const temporaryDirs: string[] = [];
const temporaryDir = (label: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `titletrust-${label}-`));
  temporaryDirs.push(dir);
  return dir;
};

/** What every instance of one marketplace shares: its database, its secrets, its address. */
const marketplaceEnv = (databaseUrl: string) => ({
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: TEST_AUTH_SECRET,
  CUSTODY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  // The load balancer's address, which links and e-mails name; it forwards the client's address.
  PUBLIC_URL: 'http://titletrust.localhost:8080',
  TRUST_PROXY: 'true',
  DEMO_MODE: 'false',
  // Request logs: they show when the in-flight requests of the SIGTERM case have arrived.
  LOG_LEVEL: 'info',
});

/**
 * One instance: a DATA_DIR of its own, the marketplace's shared settings, and for uploaded files
 * the one bucket of the S3 test server (on the local disk they would need one shared DATA_DIR).
 */
const instanceEnv = (databaseUrl: string, s3: TestS3) => ({
  DATA_DIR: temporaryDir('instance'),
  ...marketplaceEnv(databaseUrl),
  ...s3.env,
});

/** Both at once, as a rolling deploy may start them; if one fails the other is stopped too. */
async function startInstances(
  env: () => Record<string, string>,
): Promise<[ServerProcess, ServerProcess]> {
  const [first, second] = await Promise.allSettled([
    startServerProcess(env()),
    startServerProcess(env()),
  ]);
  if (first.status === 'fulfilled' && second.status === 'fulfilled')
    return [first.value, second.value];
  for (const result of [first, second])
    if (result.status === 'fulfilled') await result.value.stop();
  throw first.status === 'rejected' ? first.reason : (second as PromiseRejectedResult).reason;
}

/** How many requests to `url` a server's request log shows since `from` (an output offset). */
const requestsLogged = (server: ServerProcess, from: number, method: string, url: string) =>
  server
    .output()
    .slice(from)
    .split('\n')
    .filter(
      (line) =>
        line.includes('"msg":"incoming request"') &&
        line.includes(`"method":"${method}","url":"${url}"`),
    ).length;

const NAIRA_PRICE = 90_000_000n;

describe('two instances, one marketplace', () => {
  const database = useTestDatabase();
  let a: ServerProcess;
  let b: ServerProcess;
  let s3: TestS3;
  let viaA: FastifyInstance;
  let viaB: FastifyInstance;
  let client: Persona;
  let professional: Persona;
  let dueContractId: string;
  let threadId: string;

  beforeAll(async () => {
    const { db } = database();
    s3 = await startTestS3();
    [a, b] = await startInstances(() => instanceEnv(database().url, s3));
    viaA = remoteApp(a.url);
    viaB = remoteApp(b.url);
    client = await createPersona(viaA, db, 'buyer');
    professional = await createVerifiedSeller(viaB, db);

    // The scheduled job's case is arranged first: auto-release runs once a minute, and that
    // minute passes while the other cases run. A funded milestone, delivered, its time run out.
    const deal = await contractBetween(viaA, db, {
      buyer: client,
      seller: professional,
      currency: 'NGN',
      amountMinor: NAIRA_PRICE,
    });
    dueContractId = deal.contractId;
    await creditNaira(db, client.id, NAIRA_PRICE);
    const funded = await moneyCall(viaB, client, `/api/contracts/${dueContractId}/fund`);
    expect(funded.statusCode, funded.body).toBe(200);
    const delivered = await postAs(
      viaA,
      professional,
      `/api/contracts/${dueContractId}/deliveries`,
      fullDelivery(),
    );
    expect(delivered.statusCode, delivered.body).toBeLessThan(300);
    await db.execute(sql`UPDATE contract_milestones SET auto_release_at = now() - interval '1 minute'
                         WHERE contract_id = ${dueContractId}`);

    const thread = await postAs(viaB, client, '/api/threads', {
      gigId: deal.gigId,
      professionalId: professional.id,
    });
    threadId = thread.json<{ thread: { id: string } }>().thread.id;
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await s3?.stop();
    for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('opens through B a document uploaded through A', async () => {
    const upload = documentBody('other', 'certificate.pdf', PDF);
    const uploaded = await viaA.inject({
      method: 'POST',
      url: '/api/documents',
      payload: upload.payload,
      headers: { ...upload.headers, cookie: professional.cookie },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json<ProfileDocument>();

    const opened = await fetch(new URL(document.url, b.url));
    expect(opened.status).toBe(200);
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(PDF);
  });

  it('delivers live to a stream held on B a message sent through A', async () => {
    const stream = openEventStream(`${b.url}/api/messages/stream`, client.cookie);
    try {
      // The stream writes the unread count once it listens.
      await stream.next((event) => event.event === 'unread');
      const id = randomUUID();
      const sent = await postAs(viaA, professional, `/api/threads/${threadId}/messages`, {
        id,
        body: 'Sent through A: the survey plan is charted.',
        attachmentIds: [],
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const live = await stream.next(
        (event) => event.event === 'message' && (event.data as Message).id === id,
      );
      expect(live.data).toMatchObject({ body: 'Sent through A: the survey plan is charted.' });
    } finally {
      stream.close();
    }
  });

  it('refuses on B a session signed out on A', async () => {
    const cookie = await signInAgain(viaA, client);
    const sessionOnB = async () =>
      (
        await viaB.inject({ method: 'GET', url: '/api/accounts/session', headers: { cookie } })
      ).json<{ user: { id: string } | null }>().user;
    expect((await sessionOnB())?.id).toBe(client.id);

    const signedOut = await viaA.inject({
      method: 'POST',
      url: '/api/accounts/sign-out',
      headers: { cookie },
      payload: { scope: 'local' },
    });
    expect(signedOut.statusCode, signedOut.body).toBe(200);
    expect(await sessionOnB()).toBeNull();
    const threads = await viaB.inject({ method: 'GET', url: '/api/threads', headers: { cookie } });
    expect(threads.statusCode).toBe(401);
  });

  it('counts wrong passwords across both: the sixth from one address answers 429', async () => {
    // Five wrong passwords per account and address (sign-in.ts); counted apart, each instance
    // would have seen three and let all six through to a 401.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await (attempt % 2 === 1 ? viaA : viaB).inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        payload: { email: client.email, password: `Wrong-Guess-${attempt}!` },
        remoteAddress: '10.251.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("runs the scheduled auto-release once, with both instances' job workers running", async () => {
    const contract = await waitFor(
      async () =>
        (await getAs(viaB, client, `/api/contracts/${dueContractId}`)).json<{
          contract: ContractDetail;
        }>().contract,
      (read) => read.state === 'completed',
      100_000,
    );
    expect(contract.timeline.filter((event) => event.action === 'auto_release')).toHaveLength(1);

    const { rows: entries } = await database().db.execute<{ kind: string; n: number }>(
      sql`SELECT kind, count(*)::int AS n FROM journal_entries
          WHERE contract_id = ${dueContractId} GROUP BY kind ORDER BY kind`,
    );
    expect(entries).toEqual([
      { kind: 'fund_escrow', n: 1 },
      { kind: 'release', n: 1 },
    ]);
    const { rows: notices } = await database().db.execute<{ title: string; n: number }>(
      sql`SELECT title, count(*)::int AS n FROM notifications
          WHERE href = ${`/contracts/${dueContractId}`}
            AND type IN ('funds_released', 'auto_release_reminder')
          GROUP BY title ORDER BY title`,
    );
    expect(notices).toEqual([
      { title: 'Payment released', n: 1 },
      { title: 'The escrow releases itself soon', n: 1 },
      { title: 'The escrow was released automatically', n: 1 },
    ]);
  }, 120_000);

  it('finishes the requests in flight when A gets SIGTERM, and B keeps serving', async () => {
    const url = `/api/threads/${threadId}/messages`;
    const streamOnA = openEventStream(`${a.url}/api/messages/stream`, client.cookie);
    await streamOnA.next((event) => event.event === 'unread');
    const from = a.output().length;
    const sends = Array.from({ length: 4 }, (_, index) => {
      const id = randomUUID();
      const request = slowRequest(`${a.url}${url}`, {
        method: 'POST',
        headers: { cookie: professional.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ id, body: `In flight ${index + 1}: the deed is registered.` }),
      });
      return { id, request };
    });
    // Every request has reached A, which now waits for the rest of its body.
    await waitFor(
      async () => requestsLogged(a, from, 'POST', url),
      (logged) => logged === sends.length,
    );

    const stopped = a.stop();
    // A has stopped taking connections: it is shutting down with the four requests open.
    await waitFor(
      () => acceptsConnections(a.url),
      (accepting) => !accepting,
      30_000,
    );
    expect((await getAs(viaB, client, '/api/threads')).statusCode).toBe(200);

    for (const send of sends) send.request.finish();
    const answers = await Promise.all(
      sends.map(async ({ request }) => {
        const response = await request.response;
        const { message } = (await response.json()) as { message: Message };
        return { status: response.status, id: message.id };
      }),
    );
    expect(answers).toEqual(sends.map(({ id }) => ({ status: 201, id })));
    // Then A exits: no answered connection is kept open to the keep-alive timeout (72 s), and
    // its open stream was ended (a browser's EventSource reconnects, through the balancer, to B).
    const exitCode = await waitFor(
      async () => a.child.exitCode,
      (code) => code !== null,
      30_000,
    );
    expect(exitCode).toBe(0);
    await stopped;
    expect(streamOnA.ended).toBe(true);

    // B serves on alone, with what A stored before it stopped.
    const page = await getAs(viaB, client, url);
    expect(page.statusCode).toBe(200);
    const stored = page.json<{ items: Message[] }>().items.map((message) => message.id);
    expect(stored).toEqual(expect.arrayContaining(sends.map(({ id }) => id)));
  }, 60_000);
});
