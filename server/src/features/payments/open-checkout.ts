import { createHash } from 'node:crypto';
import { PAGES, PAYMENTS_MESSAGES } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts, paymentCheckouts, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { runIdempotentAround, type IdempotentRequest } from '../../platform/idempotency';
import { toCheckout } from './checkout-view';
import { PaymentsProviderError, type PaymentsProvider } from './providers/payments-provider';

/**
 * Ours, from the user and their Idempotency-Key: a retry names the same checkout at the provider.
 * `tt-` and 24 hex digits, Paystack allowing only letters, digits, `-`, `.` and `=` (checkouts
 * opened before Paystack were `tt_…`). The provider may add `-2`… (payments-provider.ts).
 */
export const checkoutReference = (userId: string, idempotencyKey: string) =>
  `tt-${createHash('sha256').update(`checkout:${userId}:${idempotencyKey}`).digest('hex').slice(0, 24)}`;

/** Every reference a checkout of ours may carry, old and new. */
export const CHECKOUT_REFERENCE_PATTERN = /^tt[-_][0-9a-f]{24}(-[2-9])?$/;

const NOT_FUNDABLE =
  'This contract is not waiting for its escrow in naira: open it again to see where it stands.';

/** A contract the viewer may pay naira into: theirs, in naira, still awaiting funding. */
async function checkFundable(db: Database, userId: string, contractId: string) {
  const [contract] = await db
    .select({ buyerId: contracts.buyerId, state: contracts.state, currency: contracts.currency })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  if (!contract || contract.buyerId !== userId)
    throw new AppError('NOT_FOUND', 'No contract of yours with that id.');
  if (contract.state !== 'awaiting_funding' || contract.currency !== 'NGN')
    throw new AppError('STATE_CHANGED', NOT_FUNDABLE);
}

/**
 * Opens a naira checkout at the provider, once per Idempotency-Key: the key is claimed first, the
 * provider is asked under a reference derived from it (so a retry after a crash names the same
 * checkout, or, at Paystack, the next reference of it), then the checkout is recorded. The client
 * is sent to `checkoutUrl` and comes back to /wallet/funding/return (Paystack adds
 * `?trxref=…&reference=…` to it), which confirms it (confirm-checkout.ts).
 */
export async function openCheckout(
  db: Database,
  provider: PaymentsProvider,
  publicUrl: string,
  claim: IdempotentRequest,
  request: { amountMinor: bigint; contractId?: string },
) {
  const userId = claim.userId;
  if (request.contractId) await checkFundable(db, userId, request.contractId);
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  const reference = checkoutReference(userId, claim.key);
  const purpose = request.contractId ? ('escrow' as const) : ('top_up' as const);
  return runIdempotentAround(
    db,
    claim,
    async () => {
      try {
        return await provider.initializeCheckout({
          reference,
          amountMinor: request.amountMinor,
          currency: 'NGN',
          email: user!.email,
          callbackUrl: `${publicUrl}${PAGES.checkoutReturn.path}`,
          // Who pays and for what, as the provider's dashboard shows it.
          metadata: {
            userId,
            userName: user!.name,
            purpose,
            ...(request.contractId ? { contractId: request.contractId } : {}),
          },
        });
      } catch (error) {
        // Nothing is recorded: the claim is given up and the same request may be sent again.
        if (!(error instanceof PaymentsProviderError))
          throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_MESSAGES.providerUnavailable);
        throw new AppError(
          error.permanent ? 'VALIDATION_FAILED' : 'SERVICE_UNAVAILABLE',
          error.message,
        );
      }
    },
    async (tx, opened) => {
      await tx
        .insert(paymentCheckouts)
        .values({
          reference: opened.reference,
          userId,
          provider: provider.name,
          amountMinor: request.amountMinor,
          feeMinor: opened.feeMinor,
          currency: 'NGN',
          purpose,
          contractId: request.contractId ?? null,
          checkoutUrl: opened.checkoutUrl,
        })
        .onConflictDoNothing({ target: paymentCheckouts.reference });
      const [row] = await tx
        .select()
        .from(paymentCheckouts)
        .where(eq(paymentCheckouts.reference, opened.reference));
      return { status: 201, body: { checkout: toCheckout(row!) } };
    },
  );
}
