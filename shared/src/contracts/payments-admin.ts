import { z } from 'zod';
import { PROVIDER_TRANSFER_STATUSES } from './payments';

/** The administrators' view of naira through the payments provider (/admin/payments). */

/** An event of the provider's webhook inbox: waiting (received), processed, ignored or failed. */
export const PROVIDER_EVENT_STATES = ['received', 'processed', 'ignored', 'failed'] as const;
export type ProviderEventStateName = (typeof PROVIDER_EVENT_STATES)[number];
export const PROVIDER_EVENT_STATE_LABELS: Record<ProviderEventStateName, string> = {
  received: 'Waiting',
  processed: 'Processed',
  ignored: 'Ignored',
  failed: 'Failed',
};

export const providerEventSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  event: z.string(),
  reference: z.string().nullable(),
  state: z.enum(PROVIDER_EVENT_STATES),
  attempts: z.number().int(),
  /** Why it failed, or why it was ignored. */
  lastError: z.string().nullable(),
  receivedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;
export const providerEventsSchema = z.object({ events: z.array(providerEventSchema) });

export const providerEventsQuerySchema = z.object({
  state: z.enum(PROVIDER_EVENT_STATES, { error: 'Choose a state from the list' }).optional(),
});

export const providerEventParamsSchema = z.object({
  id: z.uuid({ error: 'Not an event id' }),
});

/** A checkout still open or abandoned after five minutes, or waiting for an administrator. */
export const openCheckoutSchema = z.object({
  reference: z.string(),
  provider: z.string(),
  userId: z.uuid(),
  userName: z.string(),
  amountMinor: z.string(),
  feeMinor: z.string(),
  currency: z.literal('NGN'),
  state: z.enum(['open', 'abandoned', 'needs_review']),
  /** needs_review: what the provider reported that differs from what we asked. */
  reviewReason: z.string().nullable(),
  providerMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type OpenCheckout = z.infer<typeof openCheckoutSchema>;
export const openCheckoutsSchema = z.object({ checkouts: z.array(openCheckoutSchema) });

/** A payout not settled yet, with the provider's last word on its transfer. */
export const openPayoutSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  userId: z.uuid(),
  userName: z.string(),
  amountMinor: z.string(),
  currency: z.literal('NGN'),
  state: z.enum(['requested', 'processing']),
  providerStatus: z.enum(PROVIDER_TRANSFER_STATUSES).nullable(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  requestedAt: z.string(),
  updatedAt: z.string(),
});
export type OpenPayout = z.infer<typeof openPayoutSchema>;
export const openPayoutsSchema = z.object({ payouts: z.array(openPayoutSchema) });

/** One daily comparison of the provider's balance with what the ledger says it holds. */
export const balanceCheckSchema = z.object({
  id: z.uuid(),
  provider: z.string(),
  currency: z.literal('NGN'),
  ledgerMinor: z.string(),
  providerMinor: z.string(),
  /** The provider's figure less the ledger's, signed ("-150000"). */
  differenceMinor: z.string(),
  checkedAt: z.string(),
});
export type BalanceCheck = z.infer<typeof balanceCheckSchema>;
export const balanceChecksSchema = z.object({ checks: z.array(balanceCheckSchema) });
