import { custodialWalletResponseSchema } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCustodyWallets, profiles, userActivities, userWallets } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs';
import { resolveCustodyKey } from '../../platform/server-secrets';
import { createPersona, randomIp } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { newWallet, signedSiwe } from '../../../test/support/wallets';
import { decryptSecret } from './providers/custody-encryption';
import { ensureCustodialWallet } from './ensure-custodial-wallet';
import { retryPendingWallets } from './retry-pending-wallets';

const CUSTODY_KEY = Buffer.alloc(32, 7).toString('base64');

describe('custodial wallets with the local test-network custodian', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database(), { CUSTODY_ENCRYPTION_KEY: CUSTODY_KEY });
  });
  afterAll(() => app.close());

  it('gives a new account one LIVE wallet with a real key, encrypted at rest, and records it', async () => {
    const buyer = await createPersona(app, database().db, 'buyer');
    const [wallet] = await database()
      .db.select()
      .from(userWallets)
      .where(eq(userWallets.userId, buyer.id));
    expect(wallet).toMatchObject({
      walletState: 'LIVE',
      provider: 'local',
      blockchain: 'MATIC-AMOY',
      accountType: 'EOA',
      custodyType: 'LOCAL',
      balanceUsdc: 0n,
      balanceMatic: '0',
      isActive: true,
    });
    expect(wallet!.walletAddress).toMatch(/^0x[0-9a-fA-F]{40}$/);

    const [custody] = await database()
      .db.select()
      .from(localCustodyWallets)
      .where(eq(localCustodyWallets.address, wallet!.walletAddress!));
    const key = await resolveCustodyKey({
      CUSTODY_ENCRYPTION_KEY: CUSTODY_KEY,
      DATA_DIR: '/nonexistent',
    });
    expect(custody!.encryptedPrivateKey).not.toMatch(/^0x/);
    expect(
      privateKeyToAccount(decryptSecret(custody!.encryptedPrivateKey, key) as `0x${string}`)
        .address,
    ).toBe(wallet!.walletAddress);

    const activities = await database()
      .db.select()
      .from(userActivities)
      .where(eq(userActivities.userId, buyer.id));
    expect(activities).toEqual([
      expect.objectContaining({
        activityType: 'wallet_created',
        metadata: { wallet_id: wallet!.circleWalletId, wallet_address: wallet!.walletAddress },
      }),
    ]);
    const [profile] = await database().db.select().from(profiles).where(eq(profiles.id, buyer.id));
    expect(profile).toMatchObject({
      circleWalletId: wallet!.circleWalletId,
      circleWalletAddress: wallet!.walletAddress,
      circleWalletStatus: 'LIVE',
    });

    const page = custodialWalletResponseSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: buyer.cookie } })
      ).json(),
    );
    expect(page.wallet).toMatchObject({
      state: 'LIVE',
      address: wallet!.walletAddress,
      network: 'Polygon Amoy testnet',
      balances: { usdc: '0', native: '0', nativeSymbol: 'POL', readAt: null },
    });

    await database()
      .db.update(localCustodyWallets)
      .set({ usdcBalance: 12_500_000n, nativeBalance: '250000000000000000' })
      .where(eq(localCustodyWallets.id, wallet!.circleWalletId!));
    const refreshed = custodialWalletResponseSchema.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/wallet/balances',
          headers: { cookie: buyer.cookie },
        })
      ).json(),
    );
    expect(refreshed.wallet!.balances).toMatchObject({
      usdc: '12500000',
      native: '250000000000000000',
    });
    expect(refreshed.wallet!.balances.readAt).not.toBeNull();
  });

  it('makes exactly one wallet per account however many creations race', async () => {
    const seller = await createPersona(app, database().db, 'seller');
    await database().db.delete(userWallets).where(eq(userWallets.userId, seller.id));
    await database().db.delete(userActivities).where(eq(userActivities.userId, seller.id));
    const deps = {
      db: database().db,
      provider: app.services.walletProvider,
      jobs: app.services.jobs,
      retryDelaySeconds: 1,
    };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => ensureCustodialWallet(deps, seller.id)),
    );
    expect(new Set(results.map((wallet) => wallet.walletAddress)).size).toBe(1);
    expect(
      await database().db.select().from(userWallets).where(eq(userWallets.userId, seller.id)),
    ).toHaveLength(1);
    const created = await database()
      .db.select()
      .from(userActivities)
      .where(eq(userActivities.userId, seller.id));
    expect(created.filter((activity) => activity.activityType === 'wallet_created')).toHaveLength(
      1,
    );
  });

  it('tells the user "Failed to save wallet to database" on /api/wallet, with the profile PENDING, until a retry saves it', async () => {
    const owner = await createPersona(app, database().db, 'buyer');
    const [taken] = await database()
      .db.select()
      .from(userWallets)
      .where(eq(userWallets.userId, owner.id));
    const buyer = await createPersona(app, database().db, 'buyer');
    await database().db.delete(userWallets).where(eq(userWallets.userId, buyer.id));
    await database()
      .db.update(profiles)
      .set({ circleWalletId: null, circleWalletAddress: null, circleWalletStatus: null })
      .where(eq(profiles.id, buyer.id));
    const provider = app.services.walletProvider;
    const enqueued: unknown[] = [];
    const deps = {
      db: database().db,
      // A provider answering another account's address: saving it breaks the unique address.
      provider: {
        ...provider,
        createWallet: async () => ({
          ...(await provider.createWallet({ idempotencyKey: crypto.randomUUID(), refId: 'x' })),
          address: taken!.walletAddress!,
        }),
      },
      jobs: {
        send: async (...args: unknown[]) => {
          enqueued.push(args);
          return null;
        },
      } as unknown as JobQueue,
      retryDelaySeconds: 1,
    };
    await expect(ensureCustodialWallet(deps, buyer.id)).rejects.toThrow(
      'Failed to save wallet to database',
    );
    expect(enqueued).toHaveLength(1);

    const walletPage = async () =>
      custodialWalletResponseSchema.parse(
        (
          await app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: buyer.cookie } })
        ).json(),
      ).wallet;
    expect(await walletPage()).toMatchObject({
      state: 'PENDING',
      address: null,
      problem: 'Failed to save wallet to database',
    });
    const profileOf = async () =>
      (await database().db.select().from(profiles).where(eq(profiles.id, buyer.id)))[0]!;
    expect((await profileOf()).circleWalletStatus).toBe('PENDING');

    await ensureCustodialWallet({ ...deps, provider }, buyer.id, { retriedByQueue: true });
    expect(await walletPage()).toMatchObject({ state: 'LIVE', problem: null });
    expect((await profileOf()).circleWalletStatus).toBe('LIVE');
  });

  it('gives wallet sign-in accounts a LIVE custodial wallet too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/wallet/sign-in',
      payload: await signedSiwe(app, newWallet()),
      remoteAddress: randomIp(),
    });
    const [wallet] = await database()
      .db.select()
      .from(userWallets)
      .where(eq(userWallets.userId, response.json().user.id));
    if (!wallet) throw new Error('the sweeper made no wallet');
    expect(wallet.walletState).toBe('LIVE');
  });

  it('lets an admin check the provider, create a test wallet and read its balance; nobody else', async () => {
    const admin = await createPersona(app, database().db, 'admin');
    const buyer = await createPersona(app, database().db, 'buyer');
    const health = await app.inject({
      method: 'GET',
      url: '/api/admin/wallet-provider',
      headers: { cookie: admin.cookie },
    });
    expect(health.json()).toMatchObject({ provider: 'local', ok: true, pendingWallets: 0 });
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/wallet-provider/test-wallets',
      headers: { cookie: admin.cookie },
    });
    const { wallet } = created.json();
    expect(wallet.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const balance = await app.inject({
      method: 'POST',
      url: '/api/admin/wallet-provider/balances',
      headers: { cookie: admin.cookie },
      payload: { walletId: wallet.id, address: wallet.address },
    });
    expect(balance.json()).toEqual({ usdc: '0', native: '0', nativeSymbol: 'POL' });
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/wallet-provider',
      headers: { cookie: buyer.cookie },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('accounts that have no wallet yet', () => {
  const database = useTestDatabase();

  it('get one from the sweeper (at start-up and every 15 minutes)', async () => {
    const app = await buildTestApp(database(), { CUSTODY_ENCRYPTION_KEY: CUSTODY_KEY });
    const buyer = await createPersona(app, database().db, 'buyer');
    await database().db.delete(userWallets).where(eq(userWallets.userId, buyer.id));
    const deps = { db: database().db, jobs: app.services.jobs, retryDelaySeconds: 1 };
    expect(await retryPendingWallets(deps)).toBe(1);
    const deadline = Date.now() + 15_000;
    let wallet;
    while (Date.now() < deadline && wallet?.walletState !== 'LIVE') {
      [wallet] = await database()
        .db.select()
        .from(userWallets)
        .where(eq(userWallets.userId, buyer.id));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    if (!wallet) throw new Error('the sweeper made no wallet');
    expect(wallet.walletState).toBe('LIVE');
    const unknown = await createPersona(app, database().db, 'admin');
    const lookup = await app.inject({
      method: 'POST',
      url: '/api/admin/wallet-provider/balances',
      headers: { cookie: unknown.cookie },
      payload: { walletId: '00000000-0000-4000-8000-000000000000', address: wallet.walletAddress },
    });
    expect(lookup.statusCode).toBe(404);
    await app.close();
  });
});
