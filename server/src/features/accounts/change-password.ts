import {
  ACCOUNT_CHANGE_MESSAGES,
  CONTACT,
  SECURITY_MESSAGES,
  type SessionUser,
} from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import type { JobQueue } from '../../platform/jobs';
import { passwordChangedEmail } from '../../platform/mail/email-templates';
import { enqueueDelivery, storeEmail } from '../../platform/mail/queue-email';
import { recordAuditEvent } from '../audit';
import type { Auth } from './auth';
import { reservePasswordAttempt } from './fresh-checks/password-attempts';
import { findFreshCheckState } from './fresh-checks/find-fresh-check-state';

const wrongCurrentPassword = () =>
  new AppError('VALIDATION_FAILED', SECURITY_MESSAGES.wrongPassword, [
    { path: 'currentPassword', message: SECURITY_MESSAGES.wrongPassword },
  ]);

/**
 * Changes the password of a signed-in account (a fresh-check route) with the current one, through
 * Better Auth, which signs out every other device and gives this one a new session. A wrong
 * current password counts as a wrong factor. The owner is e-mailed at once and the change is in
 * the audit trail, so a change the owner did not make does not go unnoticed.
 */
export async function changePassword(
  deps: { db: Database; auth: Auth; jobs: JobQueue; publicUrl: string },
  viewer: SessionUser,
  input: { currentPassword: string; newPassword: string },
  context: { headers: Headers; ip: string },
): Promise<{ cookies: Headers }> {
  const { hasPassword } = await findFreshCheckState(deps.db, viewer.id, null);
  if (!hasPassword) throw new AppError('CONFLICT', ACCOUNT_CHANGE_MESSAGES.noPassword);

  const reservation = await reservePasswordAttempt(deps.db, viewer.id);
  let cookies: Headers;
  try {
    ({ headers: cookies } = await deps.auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: context.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    // A wrong current password keeps its slot: the slots are the failure count.
    if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') throw wrongCurrentPassword();
    await reservation.release();
    throw error;
  }
  await reservation.release();

  const at = new Date();
  const email = passwordChangedEmail(viewer.email, viewer.name, {
    at,
    signInUrl: `${deps.publicUrl}/login`,
    supportEmail: CONTACT.email,
  });
  const messageId = await deps.db.transaction(async (tx) => {
    await recordAuditEvent(tx, {
      action: 'password.changed',
      actorId: viewer.id,
      userId: viewer.id,
      subject: { type: 'user', id: viewer.id },
      ipAddress: context.ip,
      details: { otherSessionsEnded: true },
    });
    return storeEmail(tx, email);
  });
  await enqueueDelivery(deps.jobs, messageId);
  return { cookies };
}
