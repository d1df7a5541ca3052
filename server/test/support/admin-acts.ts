import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuditAction, Payout } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseConnection } from '../../src/db/client';
import { providerEvents, reviewReports } from '../../src/db/schema';
import { documentBody, JPEG, PDF, PNG } from './documents';
import { getAs, moneyCall, postAs } from './escrow';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from './fake-paystack';
import { createVerifiedSeller } from './marketplace';
import { createDeals, moves, type DealContract } from './money-moves';
import { createPersona, randomIp, type Persona } from './personas';
import { buildTestApp, type TestApp } from './test-app';
import { waitFor } from './wait-for';

/**
 * What every admin act's scenario is given: the app (on the fake Paystack, in demo mode for the
 * test faucet), its database, an admin persona, and `asAdmin`, which calls a route as that admin
 * from the scenario's own address (the audit row must carry it).
 */
export interface AdminActWorld {
  app: TestApp;
  db: DatabaseConnection['db'];
  fake: FakePaystack;
  admin: Persona;
  asAdmin(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/** Arranges what the act needs, performs it as the admin, and names the row it must write. */
export type AdminActScenario = (
  world: AdminActWorld,
) => Promise<{ action: AuditAction; response: LightMyRequestResponse }>;

export async function startAdminActWorld(
  connection: Pick<DatabaseConnection, 'db' | 'pool'>,
): Promise<Omit<AdminActWorld, 'asAdmin'>> {
  const fake = await startFakePaystack({});
  const app = await buildTestApp(connection, {
    DEMO_MODE: 'true',
    DATA_DIR: await mkdtemp(path.join(tmpdir(), 'titletrust-admin-acts-')),
    PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
    PAYSTACK_BASE_URL: fake.url,
    PAYSTACK_TIMEOUT_MS: '4000',
  });
  app.addHook('onClose', () => fake.close());
  const admin = await createPersona(app, connection.db, 'admin');
  return { app, db: connection.db, fake, admin };
}

const TODAY_LAGOS = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

function expectOk(response: LightMyRequestResponse, what: string) {
  if (response.statusCode >= 300)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/** A lawyer whose documents and registration wait in the verification queue. */
async function submittedLawyer({ app, db }: AdminActWorld): Promise<Persona> {
  const lawyer = await createPersona(app, db, 'seller');
  for (const [kind, name, data] of [
    ['government_id', 'id.jpg', JPEG],
    ['selfie_with_id', 'selfie.png', PNG],
    ['practising_fee_receipt', 'bpf.pdf', PDF],
  ] as const) {
    const body = documentBody(kind, name, data);
    expectOk(
      await app.inject({
        method: 'POST',
        url: '/api/documents',
        payload: body.payload,
        headers: { ...body.headers, cookie: lawyer.cookie },
      }),
      `upload ${kind}`,
    );
  }
  expectOk(
    await app.inject({
      method: 'PUT',
      url: '/api/verification/registration',
      headers: { cookie: lawyer.cookie },
      payload: { profession: 'lawyer', scn: 'SCN012345', yearOfCall: 2015 },
    }),
    'registration',
  );
  expectOk(await postAs(app, lawyer, '/api/verification/submit'), 'submit');
  return lawyer;
}

/** A USDC contract between a new client and a new verified professional, funded. */
async function fundedDeal({ app, db }: AdminActWorld): Promise<DealContract> {
  const buyer = await createPersona(app, db, 'buyer');
  const seller = await createVerifiedSeller(app, db);
  const [deal] = await createDeals(app, db, [{ buyer, seller, amountMinor: 200_000_000n }]);
  expectOk(await moves.faucet(app, buyer, 1_000_000_000n), 'faucet');
  expectOk(await moves.fund(app, deal!), 'fund');
  return deal!;
}

/** A professional's naira payout that Paystack holds until an OTP is given. */
async function payoutWaitingForOtp({ app, db, fake }: AdminActWorld): Promise<string> {
  const seller = await createVerifiedSeller(app, db);
  const opened = expectOk(
    await moneyCall(app, seller, '/api/payments/checkouts', { amountMinor: '5000000' }),
    'checkout',
  );
  const { reference } = opened.json<{ checkout: { reference: string } }>().checkout;
  await fake.decideCheckout(reference, 'success');
  expectOk(await getAs(app, seller, `/api/payments/checkouts/${reference}`), 'checkout read');
  const accountNumber = String(3_100_000_000 + Math.floor(Math.random() * 99_999_999));
  fake.addAccount({ bankCode: '058', accountNumber, name: 'NWOSU CHIAMAKA', outcome: 'otp' });
  const saved = expectOk(
    await postAs(app, seller, '/api/payments/bank-accounts', { bankCode: '058', accountNumber }),
    'bank account',
  );
  const bankAccountId = saved.json<{ account: { id: string } }>().account.id;
  const requested = expectOk(
    await moneyCall(app, seller, '/api/payments/payouts', { amountMinor: '100000', bankAccountId }),
    'payout',
  );
  const id = requested.json<{ payout: Payout }>().payout.id;
  await waitFor(
    async () =>
      (await getAs(app, seller, '/api/payments/payouts'))
        .json<{ payouts: Payout[] }>()
        .payouts.find((payout) => payout.id === id),
    (payout) => payout?.providerStatus === 'otp',
  );
  return id;
}

/**
 * Every admin route that acts (every non-GET route with access 'admin'), keyed as
 * `METHOD /api/path/:param` exactly as app.routeRules lists it. The audit test fails for a route
 * missing here, and for a scenario whose act writes no row with its action, its admin and its
 * address. A new admin route adds its entry here.
 */
export const ADMIN_ACTS: Record<string, AdminActScenario> = {
  'PUT /api/admin/profiles/:id/verification': async (world) => {
    const seller = await createPersona(world.app, world.db, 'seller');
    const response = await world.asAdmin('PUT', `/api/admin/profiles/${seller.id}/verification`, {
      status: 'rejected',
      reason: 'The ID photo is unreadable.',
    });
    return { action: 'verification.status_set', response };
  },

  'POST /api/admin/verifications/:id/review': async (world) => {
    const lawyer = await submittedLawyer(world);
    const response = await world.asAdmin('POST', `/api/admin/verifications/${lawyer.id}/review`, {
      decision: 'verify',
      checklist: {
        idMatchesName: true,
        selfieMatchesId: true,
        registerCheckedOn: TODAY_LAGOS(),
        practisingFeeSeen: true,
      },
    });
    return { action: 'verification.reviewed', response };
  },

  'PUT /api/admin/users/:id/admin': async (world) => {
    const buyer = await createPersona(world.app, world.db, 'buyer');
    const response = await world.asAdmin('PUT', `/api/admin/users/${buyer.id}/admin`, {
      isAdmin: true,
    });
    return { action: 'admin_rights.granted', response };
  },

  'POST /api/admin/review-reports/:id/decision': async (world) => {
    const { app, db } = world;
    const deal = await fundedDeal(world);
    expectOk(await moves.deliver(app, deal), 'deliver');
    expectOk(await moves.approve(app, deal), 'approve');
    const review = (rating: number, dimensions: Record<string, number>) => ({
      rating,
      dimensions,
      comment: 'Clear and on time; every document was where it should be.',
    });
    const reviewsUrl = `/api/contracts/${deal.id}/reviews`;
    expectOk(
      await postAs(
        app,
        deal.buyer,
        reviewsUrl,
        review(5, { quality: 5, timeliness: 5, communication: 5, value: 5 }),
      ),
      'client review',
    );
    expectOk(
      await postAs(app, deal.seller, reviewsUrl, review(4, { clarity: 4, responsiveness: 4 })),
      'professional review',
    );
    const { theirs } = (await getAs(app, deal.buyer, reviewsUrl)).json<{
      theirs: { id: string };
    }>();
    expectOk(
      await postAs(app, deal.buyer, `/api/reviews/${theirs.id}/report`, {
        reason: 'It names my family.',
      }),
      'report',
    );
    const [report] = await db
      .select({ id: reviewReports.id })
      .from(reviewReports)
      .where(eq(reviewReports.reviewId, theirs.id));
    const response = await world.asAdmin(
      'POST',
      `/api/admin/review-reports/${report!.id}/decision`,
      {
        decision: 'hide',
        reason: 'Personal information about a third party.',
      },
    );
    return { action: 'review_report.decided', response };
  },

  'POST /api/admin/bank-accounts/:id/approval': async (world) => {
    const seller = await createVerifiedSeller(world.app, world.db);
    const accountNumber = String(3_200_000_000 + Math.floor(Math.random() * 99_999_999));
    world.fake.addAccount({
      bankCode: '058',
      accountNumber,
      name: 'ADEYEMI FOLAKE',
      outcome: 'success',
    });
    const saved = expectOk(
      await postAs(world.app, seller, '/api/payments/bank-accounts', {
        bankCode: '058',
        accountNumber,
      }),
      'bank account',
    );
    const { id } = saved.json<{ account: { id: string } }>().account;
    const response = await world.asAdmin('POST', `/api/admin/bank-accounts/${id}/approval`, {
      reason: 'Married name; marriage certificate seen.',
    });
    return { action: 'bank_account.approved', response };
  },

  'POST /api/admin/payouts/:id/otp': async (world) => {
    const id = await payoutWaitingForOtp(world);
    const response = await world.asAdmin('POST', `/api/admin/payouts/${id}/otp`, {
      otp: '123456',
    });
    return { action: 'payout.otp_submitted', response };
  },

  'POST /api/admin/provider-events/:id/retry': async (world) => {
    const [event] = await world.db
      .insert(providerEvents)
      .values({
        provider: 'paystack',
        event: 'charge.success',
        reference: `audit-${randomUUID()}`,
        payload: { event: 'charge.success', data: {} },
        state: 'failed',
        attempts: 1,
        lastError: 'Paystack did not answer in time.',
      })
      .returning({ id: providerEvents.id });
    const response = await world.asAdmin('POST', `/api/admin/provider-events/${event!.id}/retry`);
    return { action: 'provider_event.retried', response };
  },

  'POST /api/admin/contracts/:id/resolve': async (world) => {
    const deal = await fundedDeal(world);
    expectOk(await moves.dispute(world.app, deal), 'dispute');
    const response = await world.asAdmin(
      'POST',
      `/api/admin/contracts/${deal.id}/resolve`,
      { outcome: 'refund', note: 'The report misses the registry search that was agreed.' },
      { 'idempotency-key': randomUUID() },
    );
    return { action: 'dispute.resolved', response };
  },

  'POST /api/admin/wallet-provider/test-wallets': async (world) => ({
    action: 'wallet_provider.test_wallets_created',
    response: await world.asAdmin('POST', '/api/admin/wallet-provider/test-wallets'),
  }),

  'POST /api/admin/wallet-provider/balances': async (world) => {
    const wallet = await world.app.services.walletProvider.createWallet({
      idempotencyKey: randomUUID(),
      refId: `audit-test:${randomUUID()}`,
    });
    const response = await world.asAdmin('POST', '/api/admin/wallet-provider/balances', {
      walletId: wallet.id,
      address: wallet.address,
    });
    return { action: 'wallet_provider.balances_refreshed', response };
  },
};

/** A fresh address for each act, so its row is told apart by the address it carries. */
export const actAddress = randomIp;
