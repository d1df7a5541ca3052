import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { walletTransfers } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { WalletProviderError, type WalletProvider } from '../wallets';
import { creditInboundTransfer } from './credit-inbound-transfer';
import { processWithdrawal } from './process-withdrawal';

const envelopeSchema = z.object({
  notificationType: z.string(),
  notification: z.unknown(),
});

/** The part of a transactions.* notification we act on; Circle's API says the rest. */
const transactionSchema = z.object({
  id: z.string().min(1),
  transactionType: z.enum(['INBOUND', 'OUTBOUND']),
  state: z.string(),
});

export type NotificationOutcome =
  | 'ignored'
  | 'deposit_credited'
  | 'deposit_not_credited'
  | 'withdrawal_complete'
  | 'withdrawal_failed'
  | 'withdrawal_pending';

/** Circle cannot be asked right now: answer 503 so Circle delivers the notification again. */
const providerUnavailable = (error: unknown): never => {
  if (error instanceof WalletProviderError)
    throw new AppError('SERVICE_UNAVAILABLE', 'Circle could not be reached; please retry.');
  throw error;
};

function parse(rawBody: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new AppError('VALIDATION_FAILED', 'The notification is not valid JSON.');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success)
    throw new AppError('VALIDATION_FAILED', 'The notification has no notificationType.');
  return envelope.data;
}

/**
 * A notification Circle signed (the caller verified it): the notification says which
 * transaction to look at, Circle's API says what is true of it. An inbound transfer that
 * settled is credited once per Circle transaction id (the poll may report it too); an outbound
 * one moves the matching withdrawal on. Everything else (the test notification sent on
 * subscription, other event types, states on the way) is acknowledged and left alone.
 */
export async function handleCircleNotification(
  deps: { db: Database; provider: WalletProvider },
  rawBody: Buffer,
): Promise<NotificationOutcome> {
  const { db, provider } = deps;
  const envelope = parse(rawBody);
  if (!envelope.notificationType.startsWith('transactions.')) return 'ignored';
  const parsed = transactionSchema.safeParse(envelope.notification);
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', 'The transaction notification is incomplete.');
  const transaction = parsed.data;

  if (transaction.transactionType === 'INBOUND') {
    if (transaction.state !== 'COMPLETE') return 'ignored';
    const transfer = await provider.getTransfer(transaction.id).catch(providerUnavailable);
    const credited = await creditInboundTransfer(db, provider, transfer);
    // Not credited: credited before (a replay, or the poll was first), not USDC, not our wallet.
    return credited ? 'deposit_credited' : 'deposit_not_credited';
  }

  const [withdrawal] = await db
    .select({ id: walletTransfers.id })
    .from(walletTransfers)
    .where(
      and(
        eq(walletTransfers.provider, provider.name),
        eq(walletTransfers.providerTransferId, transaction.id),
        eq(walletTransfers.direction, 'withdrawal'),
      ),
    );
  // Not ours, or Circle was faster than our own record of the id: the job settles it then.
  if (!withdrawal) return 'ignored';
  const outcome = await processWithdrawal(deps, withdrawal.id).catch(providerUnavailable);
  return `withdrawal_${outcome}`;
}
