import { ADMIN_MESSAGES, type AdminProfile } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { findAdminProfile } from './admin-profile.repository';

/**
 * Grants or revokes admin rights: the server-side record (the admin plugin's user.role) that
 * alone makes an admin. An admin never changes their own rights (so the last admin stays one).
 */
export async function setAdminRights(
  db: Database,
  change: { userId: string; isAdmin: boolean; changedBy: string },
): Promise<AdminProfile> {
  if (change.userId === change.changedBy) {
    throw new AppError(
      'FORBIDDEN',
      change.isAdmin ? ADMIN_MESSAGES.cannotChangeOwnAdmin : ADMIN_MESSAGES.cannotRevokeOwnAdmin,
    );
  }
  const updated = await db
    .update(users)
    .set({ role: change.isAdmin ? 'admin' : 'user', updatedAt: new Date() })
    .where(eq(users.id, change.userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'No account with that id.');
  return (await findAdminProfile(db, change.userId))!;
}
