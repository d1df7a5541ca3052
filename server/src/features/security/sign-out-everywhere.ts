import { PAYOUT_HOLD_MESSAGES, SECURITY_MESSAGES } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import type { SecurityLinks } from './security-links';

const invalidLink = () =>
  new AppError('VALIDATION_FAILED', PAYOUT_HOLD_MESSAGES.freezeLinkInvalid, [
    { path: 'token', message: PAYOUT_HOLD_MESSAGES.freezeLinkInvalid },
  ]);

/**
 * From the sign-in alert's link: every session of the account ends, whoever holds them. The
 * signed link is the proof, as for "This wasn't me": it reached the owner's mailbox.
 */
export async function signOutEverywhere(
  db: Database,
  links: SecurityLinks,
  request: { token: string; ipAddress: string | null },
): Promise<{ message: string }> {
  const userId = links.verify(request.token, 'sign-out-everywhere');
  if (!userId) throw invalidLink();
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!owner) throw invalidLink();
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    await recordAuditEvent(tx, {
      action: 'sessions.ended_everywhere',
      actorId: null,
      userId,
      subject: { type: 'user', id: userId },
      ipAddress: request.ipAddress,
      details: { sessionsEnded: ended.length, via: 'sign_in_alert_link' },
    });
  });
  return { message: SECURITY_MESSAGES.signedOutEverywhere };
}
