import { PAYMENTS_MESSAGES, type Payout } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { bankAccounts, payouts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import { settle, type PayoutDeps, type PayoutStep } from './process-payout';
import { toPayout } from './payout-view';
import { PaymentsProviderError, type ProviderTransfer } from './providers/payments-provider';

async function payoutView(deps: PayoutDeps, id: string): Promise<Payout> {
  const [found] = await deps.db
    .select({ payout: payouts, account: bankAccounts })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(eq(payouts.id, id));
  return toPayout(found!.payout, found!.account);
}

/**
 * An administrator gives Paystack the OTP it asked for to send a payout's transfer
 * (`POST /transfer/finalize_transfer` with the transfer's code), and what Paystack answers is
 * booked as any verdict. Refused (a wrong or expired code, or a transfer that moved on), the
 * transfer is looked up: still waiting, the admin is told in our words (422) to try again;
 * moved on, where it now stands is booked. `step` tells the caller whether to keep asking.
 *
 * The act is Paystack's, outside our database, so no transaction holds both: its audit row is
 * written as soon as Paystack accepts the code, before the verdict is booked (in the booking's
 * own transactions, shared with the job and the webhook, which would book it anyway). A code
 * Paystack refuses sends nothing and writes no row.
 */
export async function finalizePayoutTransfer(
  deps: PayoutDeps,
  payoutId: string,
  otp: string,
  act: { adminId: string; ipAddress: string },
): Promise<{ payout: Payout; step: PayoutStep }> {
  const [row] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!row) throw new AppError('NOT_FOUND', 'No payout with that id.');
  if (row.state !== 'processing' || row.providerStatus !== 'otp' || !row.providerTransferCode)
    throw new AppError('STATE_CHANGED', PAYMENTS_MESSAGES.otpNotAwaited);
  let transfer: ProviderTransfer;
  let accepted = false;
  try {
    transfer = await deps.provider.finalizeTransfer({
      transferCode: row.providerTransferCode,
      otp,
    });
    accepted = true;
  } catch (error) {
    if (!(error instanceof PaymentsProviderError) || !error.permanent)
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_MESSAGES.providerUnavailable);
    const now = await deps.provider.verifyTransfer(row.id).catch(() => null);
    if (!now || now.status === 'otp') throw new AppError('PROVIDER_REFUSED', error.message);
    transfer = now;
  }
  if (accepted)
    await recordAuditEvent(deps.db, {
      action: 'payout.otp_submitted',
      actorId: act.adminId,
      userId: row.userId,
      subject: { type: 'payout', id: row.id },
      ipAddress: act.ipAddress,
      details: {
        amountMinor: row.amountMinor.toString(),
        currency: 'NGN',
        transferStatus: transfer.status,
      },
    });
  const step = await settle(deps, payoutId, ['processing'], transfer);
  return { payout: await payoutView(deps, payoutId), step };
}
