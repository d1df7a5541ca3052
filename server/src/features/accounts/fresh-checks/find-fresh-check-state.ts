import {
  FRESH_CHECK_SECONDS,
  type FreshCheckFactor,
  type FreshCheckState,
} from '@titletrust/shared';
import type { Database } from '../../../db/client';
import { isoTime, runNamed, type NamedStatement } from '../../../db/named-statement';

/**
 * What an account can confirm it is the owner with, and this session's last fresh factor while
 * it is still fresh. A password is a credential account with a hash (wallet and Google accounts
 * have none until they set one through a reset).
 */
const FRESH_CHECK_STATE: NamedStatement = {
  name: 'fresh_check_state',
  text: `SELECT u.two_factor_enabled AS "twoFactorEnabled",
      EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = u.id
        AND a.provider_id = 'credential' AND a.password IS NOT NULL) AS "hasPassword",
      (SELECT ${isoTime('f.checked_at')} FROM fresh_checks f WHERE f.session_id = $2::uuid
        AND f.checked_at > now() - make_interval(secs => $3)) AS "checkedAt"
    FROM users u WHERE u.id = $1::uuid`,
};

interface StateRow {
  twoFactorEnabled: boolean;
  hasPassword: boolean;
  checkedAt: string | null;
}

/** The two-factor code when it is on, otherwise the password; none for an account with neither. */
export function freshCheckFactorOf(account: {
  twoFactorEnabled: boolean;
  hasPassword: boolean;
}): FreshCheckFactor {
  if (account.twoFactorEnabled) return 'code';
  return account.hasPassword ? 'password' : 'none';
}

export async function findFreshCheckState(
  db: Database,
  userId: string,
  sessionId: string | null,
): Promise<FreshCheckState> {
  const [row] = await runNamed<StateRow>(db, FRESH_CHECK_STATE, [
    userId,
    sessionId,
    FRESH_CHECK_SECONDS,
  ]);
  if (!row) throw new Error(`account ${userId} vanished`);
  return {
    factor: freshCheckFactorOf(row),
    hasPassword: row.hasPassword,
    checkedAt: row.checkedAt,
  };
}
