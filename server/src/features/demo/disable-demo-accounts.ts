import { DEMO_ACCOUNT_EMAILS } from '@titletrust/shared';
import { inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoAccounts, sessions, users } from '../../db/schema';

export const DEMO_ACCOUNT_BAN_REASON = 'Demo account: disabled outside demo mode';

/**
 * A database that once ran in demo mode still holds the demo accounts, whose passwords were shown
 * on /test-accounts, one of them an admin. In production none of them may sign in: each is
 * banned (Better Auth's admin plugin refuses a session to a banned account, whatever the way in),
 * loses admin rights, and its sessions end. The accounts stay, since gigs and contracts refer to
 * them. Runs at every production start; a no-op once done or when there never was demo data.
 */
export async function disableDemoAccounts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const disabled = await tx
      .update(users)
      .set({
        banned: true,
        banReason: DEMO_ACCOUNT_BAN_REASON,
        role: 'user',
        updatedAt: new Date(),
      })
      .where(
        or(
          inArray(users.id, tx.select({ id: demoAccounts.userId }).from(demoAccounts)),
          inArray(users.email, Object.values(DEMO_ACCOUNT_EMAILS)),
        ),
      )
      .returning({ id: users.id });
    const ids = disabled.map((user) => user.id);
    if (ids.length > 0) await tx.delete(sessions).where(inArray(sessions.userId, ids));
    return ids.length;
  });
}
