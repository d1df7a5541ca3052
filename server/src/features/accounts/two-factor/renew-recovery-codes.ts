import type { Database } from '../../../db/client';
import { recordAuditEvent } from '../../audit';
import type { Auth } from '../auth';
import { checkSessionCode } from './check-session-code';
import { twoFactorRefusal } from './two-factor-refusals';

/** Ten new recovery codes (the old ones stop working), for a code and the password if any. */
export async function renewRecoveryCodes(
  deps: { db: Database; auth: Auth },
  userId: string,
  input: { code: string; password?: string },
  context: { headers: Headers; ip: string },
): Promise<string[]> {
  await checkSessionCode(deps, userId, input.code, context.headers);
  let renewed;
  try {
    renewed = await deps.auth.api.generateBackupCodes({
      body: { password: input.password },
      headers: context.headers,
    });
  } catch (error) {
    throw twoFactorRefusal(error);
  }
  await recordAuditEvent(deps.db, {
    action: 'two_factor.recovery_codes_renewed',
    actorId: userId,
    userId,
    ipAddress: context.ip,
  });
  return renewed.backupCodes;
}
