import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailMessages, profiles, userActivities, userWallets } from '../../db/schema';
import { parseEnv } from '../../config/env';
import { FAKE_CIRCLE, startFakeCircle } from '../../../test/support/fake-circle';
import { createPersona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import { QUEUES } from '../../platform/jobs';
import { enqueueWalletCreation } from './ensure-custodial-wallet';
import { createCircleWalletProvider } from './providers/circle-wallet-provider';

describe('custodial wallets through Circle (the SDK against a local fake of its API)', () => {
  const database = useTestDatabase();
  let circle: Awaited<ReturnType<typeof startFakeCircle>>;
  let app: TestApp;
  const circleEnv = () => ({
    CIRCLE_API_KEY: FAKE_CIRCLE.apiKey,
    CIRCLE_ENTITY_SECRET: FAKE_CIRCLE.entitySecret,
    CIRCLE_WALLET_SET_ID: FAKE_CIRCLE.walletSetId,
    CIRCLE_BASE_URL: circle.baseUrl,
    CIRCLE_TIMEOUT_MS: '1500',
    WALLET_RETRY_DELAY_SECONDS: '1',
  });

  beforeAll(async () => {
    circle = await startFakeCircle();
    app = await buildTestApp(database(), circleEnv());
  });
  beforeEach(() => {
    circle.failNext(0);
    circle.hangNext(0);
  });
  afterAll(async () => {
    await app.close();
    await circle.close();
  });

  const walletOf = async (userId: string) =>
    (await database().db.select().from(userWallets).where(eq(userWallets.userId, userId)))[0]!;

  it('creates the wallet in the wallet set with our idempotency key; the secret travels only encrypted', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    const wallet = await walletOf(buyer.id);
    expect(wallet).toMatchObject({
      walletState: 'LIVE',
      provider: 'circle',
      custodyType: 'DEVELOPER',
      walletSetId: FAKE_CIRCLE.walletSetId,
      blockchain: 'MATIC-AMOY',
    });
    const creation = circle.requests.find(
      (request) =>
        request.path === '/v1/w3s/developer/wallets' &&
        request.body.idempotencyKey === wallet.idempotencyKey,
    );
    expect(creation?.body).toMatchObject({
      blockchains: ['MATIC-AMOY'],
      count: 1,
      accountType: 'EOA',
      walletSetId: FAKE_CIRCLE.walletSetId,
    });
    expect(JSON.stringify(circle.requests)).not.toContain(FAKE_CIRCLE.entitySecret);
    expect(circle.wallets.get(wallet.circleWalletId!)?.address).toBe(wallet.walletAddress);
  });

  it('reads USDC and the native token exactly, without floating point', async () => {
    const seller = await createPersona(app, database().db, 'seller');
    const wallet = await walletOf(seller.id);
    circle.setBalance(wallet.circleWalletId!, {
      usdc: '1234.567891',
      native: '0.000000000000000123',
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/wallet/balances',
      headers: { cookie: seller.cookie },
    });
    expect(response.json().wallet.balances).toMatchObject({
      usdc: '1234567891',
      native: '123',
      nativeSymbol: 'POL',
    });
  });

  it('keeps a new account PENDING when Circle fails, then the job makes it LIVE and tells the user', async () => {
    circle.failNext(1);
    const buyer = await createPersona(app, database().db, 'buyer');
    const pending = await walletOf(buyer.id);
    expect(pending).toMatchObject({
      walletState: 'PENDING',
      walletAddress: null,
      circleWalletId: null,
    });
    const [activity] = await database()
      .db.select()
      .from(userActivities)
      .where(eq(userActivities.userId, buyer.id));
    expect(activity).toMatchObject({ activityType: 'wallet_creation_pending' });
    const page = await app.inject({
      method: 'GET',
      url: '/api/wallet',
      headers: { cookie: buyer.cookie },
    });
    expect(page.json().wallet).toMatchObject({ state: 'PENDING', address: null });

    const live = await waitFor(
      () => walletOf(buyer.id),
      (wallet) => wallet.walletState === 'LIVE',
    );
    expect(live.walletAddress).toBe(circle.wallets.get(live.circleWalletId!)!.address);
    expect(live.idempotencyKey).toBe(pending.idempotencyKey);
    const kinds = (
      await database().db.select().from(userActivities).where(eq(userActivities.userId, buyer.id))
    ).map((a) => a.activityType);
    expect(kinds.sort()).toEqual(['wallet_created', 'wallet_creation_pending']);
    await waitFor(
      () =>
        database().db.select().from(emailMessages).where(eq(emailMessages.toAddress, buyer.email)),
      (messages) =>
        messages.some((message) => message.subject === 'Your TitleTrust wallet is ready'),
    );
  });

  it('retries with back-off while Circle keeps failing, and heals when it recovers', async () => {
    circle.failNext(3);
    const buyer = await createPersona(app, database().db, 'buyer');
    const live = await waitFor(
      () => walletOf(buyer.id),
      (wallet) => wallet.walletState === 'LIVE',
      20_000,
    );
    expect(live.creationAttempts).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it('treats a Circle that does not answer like one that fails (timeout)', async () => {
    const provider = createCircleWalletProvider(
      parseEnv({ ...circleEnv(), CIRCLE_TIMEOUT_MS: '300' }),
    );
    circle.hangNext(1);
    await expect(
      provider.createWallet({ idempotencyKey: crypto.randomUUID(), refId: 'timeout-test' }),
    ).rejects.toThrow(/did not answer wallet creation within 300 ms/);
    circle.failNext(1);
    await expect(provider.getBalances({ id: 'any', address: '0x0' })).rejects.toThrow(
      /Circle refused a balance read/,
    );
  });

  it('refuses wrong credentials clearly', async () => {
    const provider = createCircleWalletProvider(
      parseEnv({ ...circleEnv(), CIRCLE_API_KEY: 'TEST_API_KEY:wrong:key' }),
    );
    await expect(provider.checkHealth()).rejects.toThrow(/Circle refused a health check/);
  });

  // Last in the file: the job it leaves failing would otherwise take other tests' failNext/hangNext.
  it('keeps one creation job per account in flight while Circle keeps failing', async () => {
    circle.failNext(10_000);
    const buyer = await createPersona(app, database().db, 'buyer');
    const jobsOf = async () =>
      (
        await database().pool.query<{ state: string }>(
          `SELECT state FROM pgboss.job WHERE name = $1 AND singleton_key = $2`,
          [QUEUES.createWallet.name, `wallet-create:${buyer.id}`],
        )
      ).rows.map((row) => row.state);
    // The sign-up's own attempt, then the job's first run and its retries.
    await waitFor(
      () => walletOf(buyer.id),
      (wallet) => wallet.creationAttempts >= 4,
      20_000,
    );
    // Other triggers (the sweeper, a second sign-up hook) firing meanwhile add at most one job.
    const deps = { db: database().db, jobs: app.services.jobs, retryDelaySeconds: 1 };
    for (let i = 0; i < 5; i += 1) await enqueueWalletCreation(deps, buyer.id);
    expect((await jobsOf()).length).toBeLessThanOrEqual(2);
    await waitFor(
      () => walletOf(buyer.id),
      (wallet) => wallet.creationAttempts >= 6,
      20_000,
    );
    const states = await jobsOf();
    expect(states.length).toBeLessThanOrEqual(2);
    expect(states.filter((state) => ['created', 'retry', 'active'].includes(state)).length).toBe(1);
    expect(await walletOf(buyer.id)).toMatchObject({ walletState: 'PENDING' });
    const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, buyer.id));
    expect(profile!.circleWalletStatus).toBe('PENDING');
  }, 45_000);
});
