import {
  bankAccountApprovalRequestSchema,
  bankAccountApprovalsSchema,
  bankAccountRequestSchema,
  bankAccountSchema,
  bankAccountsSchema,
  checkoutRequestSchema,
  checkoutSchema,
  idempotencyHeadersSchema,
  payoutOtpRequestSchema,
  payoutRequestSchema,
  payoutSchema,
  payoutsSchema,
  resolvedAccountSchema,
  testBankAccountsSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../http/access-control';
import { claimOf, sendMoneyRequest, sendStored } from '../../http/money-request';
import type { RouteDeps } from '../../http/route-deps';
import { AppError } from '../../platform/app-error';
import { addBankAccount } from './add-bank-account';
import { assertPaymentsAvailable } from './create-payments-provider';
import { approveBankAccount, listBankAccountApprovals } from './approve-bank-account';
import { confirmCheckout, type FundEscrow } from './confirm-checkout';
import { listBankAccounts } from './list-bank-accounts';
import { listPayouts } from './list-payouts';
import { finalizePayoutTransfer } from './finalize-payout-transfer';
import { CHECKOUT_REFERENCE_PATTERN, openCheckout } from './open-checkout';
import { openTestBankAccounts } from './open-test-bank-accounts';
import { enqueuePayout } from './payments-jobs';
import type { PaymentsProvider } from './providers/payments-provider';
import { requestPayout } from './request-payout';
import { resolveBankAccount } from './resolve-bank-account';
import { verifiedNameOf } from './verified-name-of';
import type { SecurityLinks } from '../security';

const tags = ['payments'];

/** Naira in (checkouts) and out (bank accounts, payouts) through the payments provider. */
export const paymentsRoutes: FastifyPluginAsyncZod<
  RouteDeps<{
    paymentsProvider: PaymentsProvider;
    fundEscrow: FundEscrow;
    securityLinks: SecurityLinks;
  }>
> = async (app, { db, env, services }) => {
  const provider = services.paymentsProvider;
  const checkoutDeps = { db, provider, fundEscrow: services.fundEscrow };
  // Every call but the bank list moves or reveals money at the provider.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== '/api/payments/banks') assertPaymentsAvailable(env, provider);
  });

  app.get(
    '/payments/banks',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Nigerian banks with their codes, as the payments provider lists them',
        response: {
          200: z.object({ banks: z.array(z.object({ code: z.string(), name: z.string() })) }),
        },
      },
    },
    async () => ({ banks: [...(await provider.listBanks())] }),
  );

  app.post(
    '/payments/checkouts',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Open a naira checkout: a wallet top-up or a contract’s escrow (Idempotency-Key)',
        headers: idempotencyHeadersSchema,
        body: checkoutRequestSchema,
        response: { 201: z.object({ checkout: checkoutSchema }) },
      },
    },
    async (request, reply) => {
      const result = await openCheckout(
        db,
        provider,
        env.PUBLIC_URL,
        claimOf(request),
        request.body,
      );
      return sendStored(reply, result);
    },
  );

  app.get(
    '/payments/checkouts/:reference',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A checkout as the provider now reports it (paid naira is credited once)',
        params: z.object({
          reference: z.string().regex(CHECKOUT_REFERENCE_PATTERN, 'Not a checkout reference'),
        }),
        response: { 200: z.object({ checkout: checkoutSchema }) },
      },
    },
    async (request) => ({
      checkout: await confirmCheckout(checkoutDeps, request.params.reference, viewerOf(request).id),
    }),
  );

  app.get(
    '/payments/bank-accounts',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        summary: 'Your bank accounts for payouts',
        response: { 200: bankAccountsSchema },
      },
    },
    async (request) => listBankAccounts(db, viewerOf(request).id),
  );

  app.post(
    '/payments/bank-account-resolutions',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        summary: 'The name the bank holds for an account (limited per hour)',
        body: bankAccountRequestSchema,
        response: { 200: resolvedAccountSchema },
      },
    },
    async (request) => resolveBankAccount(db, provider, viewerOf(request).id, request.body),
  );

  app.post(
    '/payments/bank-accounts',
    {
      config: { access: 'seller', freshCheck: true },
      schema: {
        tags,
        summary: 'Save a bank account for payouts (fresh check)',
        body: bankAccountRequestSchema,
        response: {
          201: z.object({ account: bankAccountSchema, notice: z.string().nullable() }),
        },
      },
    },
    async (request, reply) => {
      const deps = { db, provider, links: services.securityLinks, jobs: services.jobs };
      const saved = await addBankAccount(deps, viewerOf(request).id, request.body, request.ip);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/payments/test-bank-accounts',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        summary:
          'The local test bank’s accounts in your name, one per outcome (local provider only)',
        response: { 200: testBankAccountsSchema },
      },
    },
    async (request) => {
      if (provider.name !== 'local') return { accounts: [] };
      const userId = viewerOf(request).id;
      // Opened in the verified name only: before verification there is none to open them in.
      const name = await verifiedNameOf(db, userId).catch(() => null);
      return name ? openTestBankAccounts(db, userId, name) : { accounts: [] };
    },
  );

  app.get(
    '/payments/payouts',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        summary: 'Your naira payouts, newest first',
        response: { 200: payoutsSchema },
      },
    },
    async (request) => listPayouts(db, viewerOf(request).id),
  );

  app.post(
    '/payments/payouts',
    {
      config: { access: 'seller', freshCheck: true },
      schema: {
        tags,
        summary: 'Withdraw available naira to your bank account (Idempotency-Key, fresh check)',
        headers: idempotencyHeadersSchema,
        body: payoutRequestSchema,
        response: { 201: z.object({ payout: payoutSchema }) },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await sendMoneyRequest(
        db,
        request,
        reply,
        async (tx) => ({ payout: await requestPayout(tx, provider, viewer.id, request.body) }),
        {
          status: 201,
          afterCommit: (body) => enqueuePayout(services.jobs, { payoutId: body.payout.id }),
        },
      );
      return reply;
    },
  );

  app.get(
    '/admin/bank-accounts',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Bank accounts whose name did not match, waiting for approval',
        response: { 200: bankAccountApprovalsSchema },
      },
    },
    async () => listBankAccountApprovals(db),
  );

  app.post(
    '/admin/bank-accounts/:id/approval',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Approve a bank account by hand, with the reason',
        params: z.object({ id: z.string().uuid() }),
        body: bankAccountApprovalRequestSchema,
        response: { 200: z.object({ account: bankAccountSchema }) },
      },
    },
    async (request) => {
      const account = await approveBankAccount(db, provider, {
        adminId: viewerOf(request).id,
        accountId: request.params.id,
        reason: request.body.reason,
        ipAddress: request.ip,
      });
      if (!account) throw new AppError('NOT_FOUND', 'No such bank account.');
      return { account };
    },
  );

  app.post(
    '/admin/payouts/:id/otp',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Give Paystack the OTP it asked for to send a payout (finalize_transfer)',
        params: z.object({ id: z.string().uuid() }),
        body: payoutOtpRequestSchema,
        response: { 200: z.object({ payout: payoutSchema }) },
      },
    },
    async (request) => {
      const { payout, step } = await finalizePayoutTransfer(
        { db, provider },
        request.params.id,
        request.body.otp,
        { adminId: viewerOf(request).id, ipAddress: request.ip },
      );
      // Still under way at Paystack: the payouts job asks again, as after any send.
      if (step === 'pending') await enqueuePayout(services.jobs, { payoutId: payout.id });
      return { payout };
    },
  );
};
