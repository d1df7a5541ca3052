import type { NigerianBank } from '@titletrust/shared';
import type { ProviderPaymentStatus, ProviderTransferStatus } from '../../../db/schema';

/**
 * Naira in and out through a payments provider (docs/decisions/057). Shaped after Paystack's API,
 * the real adapter to come: we name every checkout and transfer with our own reference, and ask
 * the provider about it by that reference, so a retry or a lost answer never pays twice.
 *
 * Amounts are integer kobo; the only currency is NGN.
 */
export interface PaymentsProvider {
  readonly name: 'local' | 'paystack';

  /** The fee the payer adds to `amountMinor` (shown before paying; checkout-fee.ts). */
  checkoutFee(amountMinor: bigint): bigint;

  /**
   * Paystack `POST /transaction/initialize`: a page where the payer pays `amountMinor` plus the
   * fee, after which the provider sends them to `callbackUrl?trxref=…&reference=…`. Answers the
   * reference the checkout is known by: the one given, or, when the provider already holds a
   * checkout under it that nobody can reach (a first answer lost), that reference with a suffix
   * (`-2`…) — Paystack refuses a reference twice and never gives the first page again.
   */
  initializeCheckout(input: {
    reference: string;
    amountMinor: bigint;
    currency: 'NGN';
    email: string;
    callbackUrl: string;
    metadata: Record<string, string>;
  }): Promise<{ checkoutUrl: string; feeMinor: bigint; reference: string }>;

  /** Paystack `GET /transaction/verify/:reference`. */
  verifyCheckout(reference: string): Promise<VerifiedCheckout>;

  /** Paystack `GET /bank?country=nigeria`. */
  listBanks(): Promise<readonly NigerianBank[]>;

  /**
   * Paystack `GET /bank/resolve`: the name the bank holds for an account. Throws
   * PaymentsProviderError with `notFound` when the bank has no such account.
   */
  resolveAccount(input: { bankCode: string; accountNumber: string }): Promise<{
    accountName: string;
  }>;

  /** Paystack `POST /transferrecipient` (type nuban): who a transfer can be sent to. */
  createRecipient(input: {
    name: string;
    bankCode: string;
    accountNumber: string;
  }): Promise<{ recipientCode: string }>;

  /**
   * Paystack `POST /transfer` from our balance. The same reference is the same transfer: sending
   * it again answers the first one's state.
   */
  sendTransfer(input: {
    reference: string;
    amountMinor: bigint;
    currency: 'NGN';
    recipient: string;
    reason: string;
  }): Promise<ProviderTransfer>;

  /** Paystack `GET /transfer/verify/:reference`; PaymentsProviderError `notFound` if never sent. */
  verifyTransfer(reference: string): Promise<ProviderTransfer>;

  /**
   * Paystack `POST /transfer/finalize_transfer`: the OTP Paystack sent the business for a
   * transfer in status `otp`. A wrong or expired code is a permanent PaymentsProviderError.
   */
  finalizeTransfer(input: { transferCode: string; otp: string }): Promise<ProviderTransfer>;

  /** Paystack `GET /balance`: the naira we hold at the provider, in kobo; null if it keeps none. */
  balance(): Promise<bigint | null>;

  /**
   * Seconds after a transfer is paid when it is worth asking once more whether the bank
   * reversed it; null when the provider tells us by webhook instead.
   */
  readonly reversalCheckAfterSeconds: number | null;
}

export interface VerifiedCheckout {
  reference: string;
  status: ProviderPaymentStatus;
  /** What the payer was charged, fee included, in kobo. */
  chargedMinor: bigint;
  feeMinor: bigint;
  /** As the provider reports it: checked against ours (NGN) before anything is credited. */
  currency: string;
  paidAt: Date | null;
  /** What the payer is told of it, in our words ("Approved", "Declined by your bank"). */
  message: string | null;
}

export interface ProviderTransfer {
  reference: string;
  /** Paystack's `TRF_…`. */
  transferCode: string;
  status: ProviderTransferStatus;
  amountMinor: bigint;
  /** Why it failed or was reversed, in our words (never the provider's raw message). */
  reason: string | null;
}

/**
 * The provider failed, did not answer, or refused. `permanent` when it refused the request
 * itself (the same request would be refused again); `notFound` when it knows no such account
 * or reference. The message is ours, fit to show (PAYMENTS_MESSAGES): a provider's own words
 * are never passed on.
 */
export class PaymentsProviderError extends Error {
  readonly permanent: boolean;
  readonly notFound: boolean;
  constructor(
    message: string,
    options?: { cause?: unknown; permanent?: boolean; notFound?: boolean },
  ) {
    super(message, options);
    this.name = 'PaymentsProviderError';
    this.permanent = options?.permanent ?? options?.notFound ?? false;
    this.notFound = options?.notFound ?? false;
  }
}
