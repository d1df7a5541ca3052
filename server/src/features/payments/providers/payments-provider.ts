import type { NigerianBank } from '@titletrust/shared';
import type { ProviderPaymentStatus } from '../../../db/schema';

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
   * fee, after which the provider sends them to `callbackUrl?reference=…`. The same reference
   * answers the same page.
   */
  initializeCheckout(input: {
    reference: string;
    amountMinor: bigint;
    currency: 'NGN';
    email: string;
    callbackUrl: string;
    metadata: Record<string, string>;
  }): Promise<{ checkoutUrl: string; feeMinor: bigint }>;

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

  /** Paystack `GET /transfer/verify/:reference`. */
  verifyTransfer(reference: string): Promise<ProviderTransfer>;

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
  currency: 'NGN';
  paidAt: Date | null;
  /** The provider's words ("Approved", "Declined"). */
  message: string | null;
}

export interface ProviderTransfer {
  reference: string;
  /** Paystack's `TRF_…`. */
  transferCode: string;
  status: ProviderPaymentStatus;
  amountMinor: bigint;
  /** Why it failed or was reversed. */
  reason: string | null;
}

/**
 * The provider failed, did not answer, or refused. `permanent` when it refused the request
 * itself (the same request would be refused again); `notFound` when it knows no such account
 * or reference.
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
