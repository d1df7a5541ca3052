import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';

const RECENT = 30;

export async function listNotifications(db: Database, userId: string) {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt))
      .limit(RECENT),
    db
      .select({ total: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      body: row.body,
      href: row.href,
      readAt: row.readAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    unreadCount: unread?.total ?? 0,
  };
}

/** Marks the given notices (or all) of this user read; other people's ids are simply ignored. */
export async function markNotificationsRead(
  db: Database,
  userId: string,
  ids: string[] | undefined,
) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ...(ids
          ? [inArray(notifications.id, ids.length ? ids : ['00000000-0000-0000-0000-000000000000'])]
          : []),
      ),
    );
  return listNotifications(db, userId);
}
