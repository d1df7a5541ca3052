import { PAGES, PAYOUT_HOLD_MESSAGES } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountHolds, sessions, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import { notifyAdmins } from '../notifications';
import type { SecurityLinks } from './security-links';

const invalidLink = () =>
  new AppError('VALIDATION_FAILED', PAYOUT_HOLD_MESSAGES.freezeLinkInvalid, [
    { path: 'token', message: PAYOUT_HOLD_MESSAGES.freezeLinkInvalid },
  ]);

/**
 * "This wasn't me": the owner, from the link we e-mailed when a payout destination was added,
 * stops whoever else is in the account. In one transaction: payouts are frozen (until an admin
 * lifts it; a second press keeps the first time), every session of the account is ended (the
 * password may be known to someone else, so no session is trusted), the admins are told and the
 * audit trail records it. The signed link is the only proof asked: it reached the owner's
 * mailbox, and whoever now holds the password may not be the owner.
 */
export async function freezePayouts(
  db: Database,
  links: SecurityLinks,
  request: { token: string; ipAddress: string | null },
): Promise<{ message: string }> {
  const userId = links.verify(request.token, 'freeze-payouts');
  if (!userId) throw invalidLink();
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    // A link outliving its account does nothing, and says so as for any other dead link.
    if (!owner) throw invalidLink();
    const [holds] = await tx
      .insert(accountHolds)
      .values({ userId, payoutsFrozenAt: sql`now()` })
      .onConflictDoUpdate({
        target: accountHolds.userId,
        set: {
          payoutsFrozenAt: sql`coalesce(${accountHolds.payoutsFrozenAt}, now())`,
          updatedAt: sql`now()`,
        },
      })
      // now() is this transaction's start: equal only when this press froze the payouts.
      .returning({ newlyFrozen: sql<boolean>`${accountHolds.payoutsFrozenAt} = now()` });
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    const subject = { type: 'user', id: userId };
    const details = { sessionsEnded: ended.length, via: 'this_wasnt_me_link' };
    if (!holds?.newlyFrozen) {
      // Frozen already: the press still signs out anyone who came back in since.
      if (ended.length > 0)
        await recordAuditEvent(tx, {
          action: 'sessions.ended_everywhere',
          actorId: null,
          userId,
          subject,
          ipAddress: request.ipAddress,
          details,
        });
      return;
    }
    await recordAuditEvent(tx, {
      action: 'payouts.frozen',
      actorId: null,
      userId,
      subject,
      ipAddress: request.ipAddress,
      details,
    });
    await notifyAdmins(tx, {
      type: 'payouts_frozen',
      title: 'Payouts frozen on a report',
      body:
        `${owner.name} (${owner.email}) said a payout account added to their account was not ` +
        'theirs. Payouts are frozen and every session was ended. Contact them, then lift the ' +
        'freeze on the admin dashboard once the account is theirs again.',
      href: PAGES.adminDashboard.path,
      email: true,
    });
  });
  return { message: PAYOUT_HOLD_MESSAGES.payoutsFrozenNow };
}
