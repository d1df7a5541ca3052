import { PROVIDER_TRANSFER_STATUSES } from '@titletrust/shared';
import type { ProviderPaymentStatus, ProviderTransferStatus } from '../../../../db/schema';

/**
 * Paystack's words for a transaction (`GET /transaction/verify`), as ours. Only `success` is
 * money in. `abandoned` is what Paystack says of a checkout nobody has paid yet, and it may still
 * be paid (a bank transfer arriving late), so it stays payable (confirm-checkout.ts). A charge
 * still under way (`ongoing`, `pending`, `processing`, `queued`) is pending, and so is a word we
 * do not know: nothing is credited or closed on a guess. `reversed` before we credited it is a
 * payment that did not happen.
 */
const CHARGE_STATUSES: Record<string, ProviderPaymentStatus> = {
  success: 'success',
  failed: 'failed',
  abandoned: 'abandoned',
  reversed: 'reversed',
  ongoing: 'pending',
  pending: 'pending',
  processing: 'pending',
  queued: 'pending',
};

export const chargeStatusOf = (word: unknown): ProviderPaymentStatus =>
  (typeof word === 'string' && CHARGE_STATUSES[word.toLowerCase()]) || 'pending';

/** Every Paystack transfer status is one of ours (the same nine words); an unknown one is pending. */
export const transferStatusOf = (word: unknown): ProviderTransferStatus => {
  const status = typeof word === 'string' ? word.toLowerCase() : '';
  return (PROVIDER_TRANSFER_STATUSES as readonly string[]).includes(status)
    ? (status as ProviderTransferStatus)
    : 'pending';
};

/** Why a transfer did not pay, in our words, by its status (Paystack's text is not shown). */
export const TRANSFER_REASONS: Partial<Record<ProviderTransferStatus, string>> = {
  failed: 'the receiving bank could not complete the transfer',
  abandoned: 'the transfer was abandoned before it was sent',
  blocked: 'Paystack blocked the transfer',
  rejected: 'Paystack rejected the transfer',
  reversed: 'the receiving bank returned the money',
};

/** What the payer is told about a charge, by its status (Paystack's gateway text is not shown). */
export const CHARGE_MESSAGES: Record<ProviderPaymentStatus, string | null> = {
  pending: null,
  success: 'Approved',
  failed: 'Declined by your bank or card issuer',
  abandoned: 'The payment was not completed',
  reversed: 'The payment was reversed',
};
