import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * ADMIN_EMAILS names the bootstrap admins. Only an account that proved it receives mail at the
 * address is promoted: registering it proves nothing, so a stranger who signs up first with the
 * address stays an ordinary user. Runs at start-up and whenever an address gets verified
 * (markEmailVerified); `npm run admin:create` verifies the account it makes.
 */
export async function promoteConfiguredAdmins(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(and(inArray(users.email, emails), eq(users.emailVerified, true)))
    .returning({ id: users.id });
  return promoted.length;
}
