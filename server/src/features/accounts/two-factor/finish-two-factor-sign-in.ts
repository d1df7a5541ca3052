import type { SessionUser, TwoFactorSignIn } from '@titletrust/shared';
import type { Database } from '../../../db/client';
import { recordAuditEvent } from '../../audit';
import type { Auth } from '../auth';
import type { DeviceCookies } from '../device-cookie';
import { findAccountRecord, loadSessionUser } from '../load-session-user';
import { twoFactorRefusal } from './two-factor-refusals';

/** Recovery codes are shown as "AbCd1-2eFgH"; a code typed without its dash still counts. */
const asIssued = (code: string) =>
  /^[A-Za-z0-9]{10}$/.test(code) ? `${code.slice(0, 5)}-${code.slice(5)}` : code;

/**
 * The second step of a sign-in: the pending challenge (a cookie Better Auth set when the password,
 * the wallet signature or Google was accepted) and a code from the app or a recovery code. Better
 * Auth checks it, counts wrong codes (five per challenge, a lock after ten in a row), spends a
 * recovery code once, and only then makes the session; "trust this device" spares this browser
 * the step for 30 days.
 */
export async function finishTwoFactorSignIn(
  deps: { db: Database; auth: Auth; deviceCookies: DeviceCookies },
  input: TwoFactorSignIn,
  context: { headers: Headers; ip: string },
): Promise<{ user: SessionUser; cookies: Headers }> {
  const trustDevice = input.trustDevice ?? false;
  let signedIn;
  try {
    signedIn =
      'code' in input
        ? await deps.auth.api.verifyTOTP({
            body: { code: input.code, trustDevice },
            headers: context.headers,
            returnHeaders: true,
          })
        : await deps.auth.api.verifyBackupCode({
            body: { code: asIssued(input.recoveryCode), trustDevice },
            headers: context.headers,
            returnHeaders: true,
          });
  } catch (error) {
    throw twoFactorRefusal(error);
  }
  const { headers, response } = signedIn;
  const account = await findAccountRecord(deps.db, response.user.id);
  if ('recoveryCode' in input) {
    await recordAuditEvent(deps.db, {
      action: 'two_factor.recovery_code_used',
      actorId: account.id,
      userId: account.id,
      ipAddress: context.ip,
    });
  }
  headers.append('set-cookie', deps.deviceCookies.issue(account.email));
  return { user: await loadSessionUser(deps.db, account), cookies: headers };
}
