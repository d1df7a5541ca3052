import { CONTACT, PAYOUT_HOLD_HOURS } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles } from '../../db/schema';
import type { JobQueue } from '../../platform/jobs';
import { emailChangedEmail } from '../../platform/mail/email-templates';
import { enqueueDelivery, storeEmail } from '../../platform/mail/queue-email';
import { recordAuditEvent } from '../audit';
import { emailChangeOf, type EmailChange } from './email-change-token';
import { markEmailVerified } from './mark-email-verified';

/** What of Better Auth's endpoint context the hooks read. */
interface HookContext {
  path?: string;
  query?: Record<string, unknown>;
  headers?: Headers;
}

/**
 * The change a user update completes: Better Auth's /verify-email updates the address only after
 * it has verified the token of the query (its signature, expiry, and that it names this account
 * at its current address), so the token says which change this is.
 */
function completedChange(
  context: HookContext | null | undefined,
  email: unknown,
): EmailChange | null {
  if (context?.path !== '/verify-email' || typeof email !== 'string') return null;
  const change = emailChangeOf(context.query?.token);
  return change && change.to === email ? change : null;
}

/**
 * Completing an e-mail change, from Better Auth's user-update hooks: withdrawals wait 24 hours
 * from before the address changes (whoever holds the new mailbox could reset the password next),
 * then the profile takes the new address, the old address is told, and the audit trail keeps it.
 */
export function emailChangeHooks(deps: {
  db: Database;
  jobs: JobQueue;
  adminEmails: string[];
  startWithdrawalWait: (userId: string, reason: 'email_change') => Promise<void>;
}) {
  return {
    before: async (data: { email?: unknown }, context: HookContext | null) => {
      const change = completedChange(context, data.email);
      if (change) await deps.startWithdrawalWait(change.userId, 'email_change');
    },
    after: async (
      user: { id: string; email: string; name: string; emailVerified: boolean },
      context: HookContext | null,
    ) => {
      const change = completedChange(context, user.email);
      if (!change || change.userId !== user.id) return;
      const notice = emailChangedEmail(change.from, user.name, {
        newEmail: change.to,
        at: new Date(),
        waitHours: PAYOUT_HOLD_HOURS,
        supportEmail: CONTACT.email,
      });
      const messageId = await deps.db.transaction(async (tx) => {
        await tx
          .update(profiles)
          .set({ email: change.to, updatedAt: new Date() })
          .where(eq(profiles.id, user.id));
        await recordAuditEvent(tx, {
          action: 'email.changed',
          actorId: user.id,
          userId: user.id,
          subject: { type: 'user', id: user.id },
          ipAddress: context?.headers?.get('x-client-ip') ?? null,
          details: { from: change.from, to: change.to },
        });
        return storeEmail(tx, notice);
      });
      await enqueueDelivery(deps.jobs, messageId);
      // Opening the link proved the new mailbox (Better Auth keeps the old address's state).
      if (!user.emailVerified) await markEmailVerified(deps.db, user.id, deps.adminEmails);
    },
  };
}
