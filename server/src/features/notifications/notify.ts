import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { NOTICES_CHANNEL, type NoticeEvent } from './notice-events';

export interface Notice {
  userId: string;
  type: string;
  title: string;
  body: string;
  href?: string;
  /** Also by e-mail (sent by a job once the change is committed). */
  email?: boolean;
}

/**
 * Records in-app notices in the caller's transaction, so a notice exists exactly when the change
 * it announces was committed; the recipients' open pages hear of it then (PostgreSQL delivers a
 * NOTIFY at commit, and never for a transaction rolled back).
 */
export async function notify(tx: Tx | Database, notices: Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const rows = tx.insert(notifications).values(
    notices.map(({ email, ...notice }) => ({
      ...notice,
      href: notice.href ?? null,
      emailWanted: email ?? false,
    })),
  );
  const event: NoticeEvent = {
    kind: 'notice',
    recipients: [...new Set(notices.map((notice) => notice.userId))],
  };
  // One statement, so a money movement that notifies makes no extra round trip (drizzle puts
  // the insert in the parentheses the WITH needs).
  await tx.execute(
    sql`WITH recorded AS ${rows} SELECT pg_notify(${NOTICES_CHANNEL}, ${JSON.stringify(event)})`,
  );
}

/**
 * The same notice to every administrator, in the caller's transaction; `except` leaves out the
 * one whose own act it announces.
 */
export async function notifyAdmins(
  tx: Tx | Database,
  notice: Omit<Notice, 'userId'>,
  options: { except?: string } = {},
): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), options.except ? ne(users.id, options.except) : undefined));
  await notify(
    tx,
    admins.map((admin) => ({ ...notice, userId: admin.id })),
  );
}
