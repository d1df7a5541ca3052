import type { Checkout } from '@titletrust/shared';
import type { paymentCheckouts } from '../../db/schema';

/** A checkout as the API answers it. */
export const toCheckout = (row: typeof paymentCheckouts.$inferSelect): Checkout => ({
  reference: row.reference,
  amountMinor: row.amountMinor.toString(),
  feeMinor: row.feeMinor.toString(),
  currency: row.currency,
  purpose: row.purpose,
  contractId: row.contractId,
  checkoutUrl: row.checkoutUrl,
  state: row.state,
  fundedContract: row.escrowFundedAt !== null,
  providerMessage: row.providerMessage,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});
