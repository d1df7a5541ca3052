import { destinationReceivesFrom, lagosHoldTime, nigerianBank } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs';
import { payoutDestinationAddedEmail } from '../../platform/mail/email-templates';
import { enqueueDelivery, storeEmail } from '../../platform/mail/queue-email';
import { recordAuditEvent } from '../audit';
import type { SecurityLinks } from './security-links';
import { isPlaceholderAddress } from '../../platform/mail/placeholder-address';

export type AddedDestination =
  | { type: 'bank_account'; id: string; bankCode: string; accountNumber: string }
  | { type: 'withdrawal_address'; id: string; address: string; label: string | null };

export interface AnnounceDeps {
  links: SecurityLinks;
  jobs: JobQueue;
}

/** "GTBank account ******6780": enough for the owner to know it, not enough to use it. */
const masked = (accountNumber: string) =>
  `${'*'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;

function describe(destination: AddedDestination): string {
  if (destination.type === 'bank_account') {
    const bank = nigerianBank(destination.bankCode)?.name ?? `bank ${destination.bankCode}`;
    return `${bank} account ${masked(destination.accountNumber)}`;
  }
  const label = destination.label ? ` ("${destination.label}")` : '';
  return `the USDC withdrawal address ${destination.address}${label}`;
}

/**
 * A payout destination was just added: in the caller's transaction, the audit row
 * ('payout_destination.added', the owner as actor, from their address) and the owner's e-mail
 * with a "This wasn't me" link go into the outbox with it. The e-mail is handed to the mail job
 * by `send`, called after commit, so the job always finds its message and a rolled-back
 * destination is never announced.
 */
export async function announcePayoutDestination(
  tx: Tx,
  deps: AnnounceDeps,
  added: {
    userId: string;
    ipAddress: string | null;
    destination: AddedDestination;
    /** When the destination was saved: its 24 hours count from here. */
    addedAt: Date;
  },
): Promise<{ send(): Promise<void> }> {
  const { userId, destination } = added;
  const [owner] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  await recordAuditEvent(tx, {
    action: 'payout_destination.added',
    actorId: userId,
    userId,
    subject: { type: destination.type, id: destination.id },
    ipAddress: added.ipAddress,
    details:
      destination.type === 'bank_account'
        ? { bankCode: destination.bankCode, accountNumber: masked(destination.accountNumber) }
        : { address: destination.address },
  });
  if (!owner || isPlaceholderAddress(owner.email)) return { send: async () => {} };
  const { addedAt } = added;
  const messageId = await storeEmail(
    tx,
    payoutDestinationAddedEmail(owner.email, owner.name, {
      destination: describe(destination),
      addedAt: lagosHoldTime(addedAt),
      receivesFrom: lagosHoldTime(destinationReceivesFrom(addedAt)),
      url: deps.links.thisWasntMeUrl(userId),
    }),
  );
  return { send: () => enqueueDelivery(deps.jobs, messageId) };
}
