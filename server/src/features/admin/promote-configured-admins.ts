import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * ADMIN_EMAILS names the bootstrap admins. Accounts that already exist are promoted at start-up;
 * accounts created later are promoted as they are created (see auth.ts).
 */
export async function promoteConfiguredAdmins(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const promoted = await db
    .update(users)
    .set({ role: 'admin', updatedAt: new Date() })
    .where(inArray(users.email, emails))
    .returning({ id: users.id });
  return promoted.length;
}
