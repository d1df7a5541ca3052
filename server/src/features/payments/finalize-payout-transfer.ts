import { PAYMENTS_MESSAGES, type Payout } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { bankAccounts, payouts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
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
 */
export async function finalizePayoutTransfer(
  deps: PayoutDeps,
  payoutId: string,
  otp: string,
): Promise<{ payout: Payout; step: PayoutStep }> {
  const [row] = await deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
  if (!row) throw new AppError('NOT_FOUND', 'No payout with that id.');
  if (row.state !== 'processing' || row.providerStatus !== 'otp' || !row.providerTransferCode)
    throw new AppError('STATE_CHANGED', PAYMENTS_MESSAGES.otpNotAwaited);
  let transfer: ProviderTransfer;
  try {
    transfer = await deps.provider.finalizeTransfer({
      transferCode: row.providerTransferCode,
      otp,
    });
  } catch (error) {
    if (!(error instanceof PaymentsProviderError) || !error.permanent)
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_MESSAGES.providerUnavailable);
    const now = await deps.provider.verifyTransfer(row.id).catch(() => null);
    if (!now || now.status === 'otp') throw new AppError('PROVIDER_REFUSED', error.message);
    transfer = now;
  }
  const step = await settle(deps, payoutId, ['processing'], transfer);
  return { payout: await payoutView(deps, payoutId), step };
}
