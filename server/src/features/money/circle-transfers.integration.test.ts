import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userWallets, walletTransfers } from '../../db/schema';
import { FAKE_CIRCLE, startFakeCircle } from '../../../test/support/fake-circle';
import { FAKE_TOKENS, type FakeTransaction } from '../../../test/support/fake-circle-transactions';
import { balancesOf, faucet, moneyCall } from '../../../test/support/escrow';
import { usdc } from '../../../test/support/marketplace';
import { savedWithdrawalAddress } from '../../../test/support/payout-destinations';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import { syncWalletTransfers } from './sync-wallet-transfers';

const TRANSFER_PATH = '/v1/w3s/developer/transactions/transfer';

describe('money in and out through Circle (the SDK against a local fake of its API)', () => {
  const database = useTestDatabase();
  let circle: Awaited<ReturnType<typeof startFakeCircle>>;
  let app: TestApp;
  let webhookUrl: string;

  beforeAll(async () => {
    circle = await startFakeCircle();
    app = await buildTestApp(database(), {
      CIRCLE_API_KEY: FAKE_CIRCLE.apiKey,
      CIRCLE_ENTITY_SECRET: FAKE_CIRCLE.entitySecret,
      CIRCLE_WALLET_SET_ID: FAKE_CIRCLE.walletSetId,
      CIRCLE_BASE_URL: circle.baseUrl,
      CIRCLE_TIMEOUT_MS: '1500',
      DEMO_MODE: 'true',
    });
    // Circle's notifications arrive over HTTP, as they would in production.
    webhookUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/webhooks/circle`;
  });
  beforeEach(() => {
    circle.failNext(0);
    circle.hangNext(0);
    circle.loseAnswerNext(0);
    circle.setTransferOutcome('complete');
  });
  afterAll(async () => {
    await app.close();
    await circle.close();
  });

  const db = () => database().db;
  const sync = () => syncWalletTransfers({ db: db(), provider: app.services.walletProvider });
  const notify = (transaction: FakeTransaction) =>
    circle.deliver(webhookUrl, circle.transactionNotification(transaction));
  const walletIdOf = async (persona: Persona) =>
    (await db().select().from(userWallets).where(eq(userWallets.userId, persona.id)))[0]!
      .circleWalletId!;
  const depositsOf = (persona: Persona) =>
    db()
      .select()
      .from(walletTransfers)
      .where(and(eq(walletTransfers.userId, persona.id), eq(walletTransfers.direction, 'deposit')));
  const transferRow = async (id: string) =>
    (await db().select().from(walletTransfers).where(eq(walletTransfers.id, id)))[0]!;
  const available = async (persona: Persona) => (await balancesOf(app, persona)).availableMinor;

  /** A user whose wallet received `amount` USDC on-chain, credited through the webhook. */
  async function fundedUser(amount: string) {
    const persona = await createPersona(app, db(), 'seller');
    const walletId = await walletIdOf(persona);
    expect((await notify(circle.receive(walletId, amount))).body).toMatchObject({
      outcome: 'deposit_credited',
    });
    return { persona, walletId };
  }

  const withdraw = async (persona: Persona, amount: number) => {
    const response = await moneyCall(app, persona, '/api/wallet/withdrawals', {
      amountMinor: usdc(amount),
      destinationAddress: await savedWithdrawalAddress(db(), persona.id),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ transfer: { id: string; state: string } }>().transfer;
  };
  const sentWithKey = (key: string) =>
    circle.requests.filter((r) => r.path === TRANSFER_PATH && r.body.idempotencyKey === key);
  const circleTransactionsWithKey = (key: string) =>
    [...circle.transactions.values()].filter((t) => t.idempotencyKey === key);
  const settledRow = (id: string, state: 'complete' | 'failed', timeoutMs?: number) =>
    waitFor(
      () => transferRow(id),
      (row) => row.state === state,
      timeoutMs,
    );

  it("credits the faucet's drip once, whether the poll or the webhook sees it, however often", async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    const walletId = await walletIdOf(buyer);
    const answer = await faucet(app, buyer, 25);
    // Circle's faucet drips its own fixed amount later: nothing is credited on the spot.
    expect(answer.json().transfer).toBeNull();
    const drip = circle.requests.find((r) => r.path === '/v1/faucet/drips');
    expect(drip?.body).toMatchObject({ blockchain: 'MATIC-AMOY', usdc: true });
    const arrived = [...circle.transactions.values()].find((t) => t.walletId === walletId)!;

    await sync();
    for (let i = 0; i < 2; i++)
      expect((await notify(arrived)).body).toMatchObject({ outcome: 'deposit_not_credited' });
    await sync();

    const deposits = await depositsOf(buyer);
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({
      providerTransferId: arrived.id,
      provider: 'circle',
      source: 'onchain',
      amountMinor: 10_000_000n,
      txHash: arrived.txHash,
    });
    expect(await available(buyer)).toBe('10000000');
  });

  it('credits a deposit by webhook at once, exactly to the micro-USDC; the poll adds nothing', async () => {
    const { persona, walletId } = await fundedUser('1234.567891');
    expect(await available(persona)).toBe('1234567891');
    // Another token arriving in the wallet is not USDC and is never credited.
    const eurc = circle.receive(walletId, '50', FAKE_TOKENS.eurc);
    expect((await notify(eurc)).body).toMatchObject({ outcome: 'deposit_not_credited' });
    await sync();
    expect(await depositsOf(persona)).toHaveLength(1);
    expect(await available(persona)).toBe('1234567891');
  });

  it("pages through Circle's listing in the poll (more than one page of deposits)", async () => {
    const persona = await createPersona(app, db(), 'buyer');
    const walletId = await walletIdOf(persona);
    for (let i = 0; i < 60; i++) circle.receive(walletId, '0.5');
    await sync();
    expect(await depositsOf(persona)).toHaveLength(60);
    expect(await available(persona)).toBe('30000000');
  });

  it('refuses forged notifications with 401 and credits nothing; a replayed genuine one credits once', async () => {
    const persona = await createPersona(app, db(), 'buyer');
    const arrived = circle.receive(await walletIdOf(persona), '5');
    const genuine = circle.transactionNotification(arrived);
    const otherKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const tampered = genuine.body.replace('"5"', '"5000"');
    const forgeries = [
      { ...genuine, body: tampered },
      { body: genuine.body, headers: { 'content-type': 'application/json' } },
      {
        body: genuine.body,
        headers: {
          ...genuine.headers,
          'x-circle-signature': sign('sha256', Buffer.from(genuine.body), otherKey).toString(
            'base64',
          ),
        },
      },
      { ...genuine, headers: { ...genuine.headers, 'x-circle-key-id': randomUUID() } },
      { ...genuine, headers: { ...genuine.headers, 'x-circle-signature': 'bm90IGEgc2ln' } },
    ];
    for (const forged of forgeries) {
      const answer = await circle.deliver(webhookUrl, forged);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect(await depositsOf(persona)).toHaveLength(0);

    expect((await circle.deliver(webhookUrl, genuine)).body).toMatchObject({
      outcome: 'deposit_credited',
    });
    for (let i = 0; i < 3; i++) {
      const replay = await circle.deliver(webhookUrl, genuine);
      expect(replay.status).toBe(200);
      expect(replay.body).toMatchObject({ outcome: 'deposit_not_credited' });
    }
    expect(await available(persona)).toBe('5000000');
    // Signed but not a transaction we can read: bad input (400), never a 500.
    const incomplete = circle.signedNotification('transactions.inbound', { state: 'COMPLETE' });
    expect(await circle.deliver(webhookUrl, incomplete)).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED' } },
    });
    // Circle checks the endpoint with HEAD, then sends a test notification: both acknowledged.
    expect((await app.inject({ method: 'HEAD', url: '/api/webhooks/circle' })).statusCode).toBe(
      200,
    );
    const test = circle.signedNotification('webhooks.test', { hello: 'world' });
    expect(await circle.deliver(webhookUrl, test)).toMatchObject({
      status: 200,
      body: { outcome: 'ignored' },
    });
  });

  it('holds a withdrawal while Circle has it pending, then books it sent (hold → external)', async () => {
    const { persona, walletId } = await fundedUser('50');
    circle.setTransferOutcome('pending');
    const transfer = await withdraw(persona, 20);
    expect(transfer.state).toBe('pending');
    expect(await balancesOf(app, persona)).toMatchObject({
      availableMinor: '30000000',
      withdrawalPendingMinor: '20000000',
    });
    const sent = await waitFor(
      () => transferRow(transfer.id),
      (row) => !!row.providerTransferId,
    );
    expect(sent.state).toBe('pending');
    const [atCircle] = circleTransactionsWithKey(transfer.id);
    expect(atCircle).toMatchObject({ id: sent.providerTransferId, amounts: ['20'], walletId });

    circle.settle(atCircle!.id, 'COMPLETE');
    expect((await notify(atCircle!)).body).toMatchObject({ outcome: 'withdrawal_complete' });
    expect(await transferRow(transfer.id)).toMatchObject({ state: 'complete' });
    expect(await balancesOf(app, persona)).toMatchObject({
      availableMinor: '30000000',
      withdrawalPendingMinor: '0',
    });
    expect(circle.wallets.get(walletId)!.usdc).toBe('30');
    expect(sentWithKey(transfer.id)).toHaveLength(1);
  });

  it('returns the money when Circle fails the transfer (hold → available)', async () => {
    const { persona } = await fundedUser('40');
    circle.setTransferOutcome('failed');
    const transfer = await withdraw(persona, 15);
    const failed = await settledRow(transfer.id, 'failed');
    expect(failed.failureReason).toContain('INSUFFICIENT_NATIVE_TOKEN');
    expect(await balancesOf(app, persona)).toMatchObject({
      availableMinor: '40000000',
      withdrawalPendingMinor: '0',
    });
  });

  it('keeps a withdrawal pending through a Circle 5xx; the retry sends it exactly once', async () => {
    const { persona, walletId } = await fundedUser('30');
    circle.failNext(1, TRANSFER_PATH);
    const transfer = await withdraw(persona, 10);
    await settledRow(transfer.id, 'complete', 25_000);
    expect(sentWithKey(transfer.id).length).toBeGreaterThanOrEqual(2);
    expect(circleTransactionsWithKey(transfer.id)).toHaveLength(1);
    expect((await transferRow(transfer.id)).attempts).toBeGreaterThanOrEqual(2);
    expect(circle.wallets.get(walletId)!.usdc).toBe('20');
    expect(await available(persona)).toBe('20000000');
  }, 40_000);

  it('retries with the same key when Circle acted but its answer was lost: one payout', async () => {
    const { persona, walletId } = await fundedUser('30');
    circle.loseAnswerNext(1, TRANSFER_PATH);
    const transfer = await withdraw(persona, 12);
    await settledRow(transfer.id, 'complete', 25_000);
    expect(sentWithKey(transfer.id).length).toBeGreaterThanOrEqual(2);
    expect(circleTransactionsWithKey(transfer.id)).toHaveLength(1);
    expect(circle.wallets.get(walletId)!.usdc).toBe('18');
  }, 40_000);

  it('returns the money at once when Circle refuses the transfer (4xx)', async () => {
    const { persona, walletId } = await fundedUser('25');
    // The ledger says 25 USDC is the user's, but the wallet on-chain no longer holds it.
    circle.setBalance(walletId, { usdc: '0', native: '0' });
    const transfer = await withdraw(persona, 25);
    const failed = await settledRow(transfer.id, 'failed', 5_000);
    expect(failed.failureReason).toMatch(/Circle refused a transfer/);
    expect(sentWithKey(transfer.id)).toHaveLength(1);
    expect(circleTransactionsWithKey(transfer.id)).toHaveLength(0);
    expect(await available(persona)).toBe('25000000');
  });
});

describe('the Circle webhook without Circle', () => {
  const database = useTestDatabase();

  it('does not exist when the local custodian holds the wallets (404)', async () => {
    const app = await buildTestApp(database());
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/api/webhooks/circle',
        headers: { 'x-circle-key-id': randomUUID(), 'x-circle-signature': 'c2ln' },
        payload: { notificationType: 'transactions.inbound', notification: {} },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
