import type { Database, Tx } from '../../db/client';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { notify, type Notice } from '../notifications';

/**
 * The administrators' payments page (provider events, open payments and payouts, OTPs), where
 * every payments notice to an admin leads.
 */
export const ADMIN_PAYMENTS_PATH = '/admin/payments';

/** The same notice to every administrator, in the caller's transaction. */
export async function notifyAdmins(tx: Tx | Database, notice: Omit<Notice, 'userId'>) {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  await notify(
    tx,
    admins.map((admin) => ({
      ...notice,
      userId: admin.id,
      href: notice.href ?? ADMIN_PAYMENTS_PATH,
    })),
  );
}
