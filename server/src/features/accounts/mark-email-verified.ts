import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { promoteConfiguredAdmins } from './promote-configured-admins';

/**
 * The account proved it receives mail at its address: it followed the verification link, or
 * reset its password through an e-mailed link. The profile and the sign-up metadata say so too,
 * and an address named in ADMIN_EMAILS becomes an admin only now, never on registration alone
 * (anyone can type any address into the sign-up form).
 */
export async function markEmailVerified(
  db: Database,
  userId: string,
  adminEmails: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(users)
      .set({
        emailVerified: true,
        updatedAt: now,
        // Accounts without metadata (a wallet's, until its profile is completed) keep none.
        userMetadata: sql`jsonb_set(${users.userMetadata}, '{email_verified}', 'true'::jsonb)`,
      })
      .where(eq(users.id, userId));
    await tx
      .update(profiles)
      .set({ emailVerified: true, updatedAt: now })
      .where(eq(profiles.id, userId));
  });
  await promoteConfiguredAdmins(db, [...adminEmails]);
}
