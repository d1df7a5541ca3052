import { SECURITY_MESSAGES, type SessionUser } from '@titletrust/shared';
import type { Database } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { recordAuditEvent } from '../../audit';
import type { Auth } from '../auth';
import { findAccountRecord, loadSessionUser } from '../load-session-user';
import { checkSessionCode } from './check-session-code';
import { twoFactorRefusal } from './two-factor-refusals';

/**
 * Turns two-factor off: a code from the app and the password (when the account has one), so a
 * stolen session alone cannot. Admins must keep it on. Better Auth replaces the session and
 * forgets this browser's trust.
 */
export async function turnOffTwoFactor(
  deps: { db: Database; auth: Auth },
  viewer: SessionUser,
  input: { code: string; password?: string },
  context: { headers: Headers; ip: string },
): Promise<{ user: SessionUser; cookies: Headers }> {
  if (viewer.role === 'admin')
    throw new AppError('FORBIDDEN', SECURITY_MESSAGES.adminsKeepTwoFactor);
  if (!viewer.twoFactorEnabled) throw new AppError('CONFLICT', SECURITY_MESSAGES.twoFactorNotOn);
  await checkSessionCode(deps, viewer.id, input.code, context.headers);
  let turnedOff;
  try {
    turnedOff = await deps.auth.api.disableTwoFactor({
      body: { password: input.password },
      headers: context.headers,
      returnHeaders: true,
    });
  } catch (error) {
    throw twoFactorRefusal(error);
  }
  await recordAuditEvent(deps.db, {
    action: 'two_factor.disabled',
    actorId: viewer.id,
    userId: viewer.id,
    ipAddress: context.ip,
  });
  const user = await loadSessionUser(deps.db, await findAccountRecord(deps.db, viewer.id));
  return { user, cookies: turnedOff.headers };
}
