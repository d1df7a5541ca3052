import type { TwoFactorStatus } from '@titletrust/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accounts, users } from '../../../db/schema';
import type { Auth } from '../auth';

/** Whether two-factor is on, how many recovery codes are left, and whether a password exists. */
export async function getTwoFactorStatus(
  deps: { db: Database; auth: Auth },
  userId: string,
): Promise<TwoFactorStatus> {
  const [account] = await deps.db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId));
  const [credential] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.userId, userId),
        eq(accounts.providerId, 'credential'),
        isNotNull(accounts.password),
      ),
    );
  const enabled = account?.enabled ?? false;
  let recoveryCodesLeft: number | null = null;
  if (enabled) {
    const { backupCodes } = await deps.auth.api.viewBackupCodes({ body: { userId } });
    recoveryCodesLeft = backupCodes.length;
  }
  return { enabled, recoveryCodesLeft, hasPassword: !!credential };
}
