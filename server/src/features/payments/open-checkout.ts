import { createHash } from 'node:crypto';
import { PAGES, PAYMENTS_MESSAGES } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts, paymentCheckouts, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { runIdempotentAround, type IdempotentRequest } from '../../platform/idempotency';
import { toCheckout } from './checkout-view';
import { PaymentsProviderError, type PaymentsProvider } from './providers/payments-provider';

/** Ours, from the user and their Idempotency-Key: a retry names the same checkout at the provider. */
export const checkoutReference = (userId: string, idempotencyKey: string) =>
  `tt_${createHash('sha256').update(`checkout:${userId}:${idempotencyKey}`).digest('hex').slice(0, 24)}`;

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
 * provider is asked under a reference derived from it (so a retry after a crash opens the same
 * checkout), then the checkout is recorded. The client is sent to `checkoutUrl`, and comes back
 * to /wallet/funding/return, which confirms it (confirm-checkout.ts).
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
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
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
          metadata: {
            userId,
            purpose,
            ...(request.contractId ? { contractId: request.contractId } : {}),
          },
        });
      } catch (error) {
        if (error instanceof PaymentsProviderError && error.permanent)
          throw new AppError('VALIDATION_FAILED', error.message);
        throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_MESSAGES.providerUnavailable);
      }
    },
    async (tx, opened) => {
      await tx
        .insert(paymentCheckouts)
        .values({
          reference,
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
        .where(eq(paymentCheckouts.reference, reference));
      return { status: 201, body: { checkout: toCheckout(row!) } };
    },
  );
}
