import { SECURITY_MESSAGES, type SessionUser } from '@titletrust/shared';
import type { Database } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { recordAuditEvent } from '../../audit';
import type { Auth } from '../auth';
import { findAccountRecord, loadSessionUser } from '../load-session-user';
import { checkSessionCode } from './check-session-code';

/**
 * Finishes turning two-factor on: the first right code proves the app holds the secret. Better
 * Auth then marks it on and replaces this session (its cookie comes back in the headers).
 */
export async function confirmTwoFactorSetup(
  deps: { db: Database; auth: Auth },
  viewer: SessionUser,
  code: string,
  context: { headers: Headers; ip: string },
): Promise<{ user: SessionUser; cookies: Headers }> {
  if (viewer.twoFactorEnabled) throw new AppError('CONFLICT', SECURITY_MESSAGES.twoFactorAlreadyOn);
  const userId = viewer.id;
  const cookies = await checkSessionCode(deps, userId, code, context.headers);
  await recordAuditEvent(deps.db, {
    action: 'two_factor.enabled',
    actorId: userId,
    userId,
    ipAddress: context.ip,
  });
  return {
    user: await loadSessionUser(deps.db, await findAccountRecord(deps.db, userId)),
    cookies,
  };
}
