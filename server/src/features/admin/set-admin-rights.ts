import { ADMIN_MESSAGES, type AdminProfile } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import { findAdminProfile } from './admin-profile.repository';

/**
 * Grants or revokes admin rights: the server-side record (the admin plugin's user.role) that
 * alone makes an admin. An admin never changes their own rights (so the last admin stays one).
 * The change and its audit row commit together.
 */
export async function setAdminRights(
  db: Database,
  change: { userId: string; isAdmin: boolean; changedBy: string; ipAddress: string },
): Promise<AdminProfile> {
  if (change.userId === change.changedBy) {
    throw new AppError(
      'FORBIDDEN',
      change.isAdmin ? ADMIN_MESSAGES.cannotChangeOwnAdmin : ADMIN_MESSAGES.cannotRevokeOwnAdmin,
    );
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, change.userId))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'No account with that id.');
    await tx
      .update(users)
      .set({ role: change.isAdmin ? 'admin' : 'user', updatedAt: new Date() })
      .where(eq(users.id, change.userId));
    await recordAuditEvent(tx, {
      action: change.isAdmin ? 'admin_rights.granted' : 'admin_rights.revoked',
      actorId: change.changedBy,
      userId: change.userId,
      subject: { type: 'user', id: change.userId },
      ipAddress: change.ipAddress,
      details: { wasAdmin: before.role === 'admin' },
    });
    return (await findAdminProfile(tx, change.userId))!;
  });
}
