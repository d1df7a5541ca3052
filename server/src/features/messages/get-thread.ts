import {
  profilePictureUrl,
  type SessionUser,
  type Thread,
  type ThreadSummary,
} from '@titletrust/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gigs, messageThreads, profiles, users } from '../../db/schema';
import { accessThread, readPositions, type ThreadRow } from './thread-access';

type Party = Thread['client'];

/** The people of some threads, with their pictures, by id. */
export async function partiesById(
  db: Database,
  ids: string[],
): Promise<Map<string, Omit<Party, 'role'>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, picture: profiles.profilePicture })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        pictureUrl: row.picture ? profilePictureUrl(row.id, row.picture) : null,
      },
    ]),
  );
}

/** The thread summaries as the list shows them, for one viewer. */
export async function summarize(
  db: Database,
  viewerId: string,
  threads: ThreadRow[],
): Promise<ThreadSummary[]> {
  if (threads.length === 0) return [];
  const ids = threads.map((thread) => thread.id);
  const people = await partiesById(
    db,
    threads.flatMap((thread) => [thread.clientId, thread.professionalId]),
  );
  const titles = new Map(
    (
      await db
        .select({ id: gigs.id, title: gigs.title })
        .from(gigs)
        .where(
          inArray(
            gigs.id,
            threads.map((thread) => thread.gigId),
          ),
        )
    ).map((gig) => [gig.id, gig.title]),
  );
  const { rows: lastAndUnread } = await db.execute<{
    thread_id: string;
    body: string | null;
    sender_id: string | null;
    created_at: string | null;
    unread: number;
  }>(sql`
    SELECT t.id AS thread_id, last.body, last.sender_id, last.created_at,
      (SELECT count(*)::int FROM messages m
        WHERE m.thread_id = t.id AND m.sender_id <> ${viewerId}
          AND m.seq > CASE WHEN t.client_id = ${viewerId} THEN t.client_read_seq
                           WHEN t.professional_id = ${viewerId} THEN t.professional_read_seq
                           ELSE 9223372036854775807 END) AS unread
    FROM ${messageThreads} t
    LEFT JOIN LATERAL (
      SELECT body, sender_id, created_at FROM messages m
      WHERE m.thread_id = t.id ORDER BY m.seq DESC LIMIT 1
    ) last ON true
    WHERE t.id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const extra = new Map(lastAndUnread.map((row) => [row.thread_id, row]));
  return threads.map((thread) => {
    const viewerIsClient = thread.clientId === viewerId;
    const otherId = viewerIsClient ? thread.professionalId : thread.clientId;
    const row = extra.get(thread.id);
    return {
      id: thread.id,
      gig: { id: thread.gigId, title: titles.get(thread.gigId) ?? '' },
      otherParty: {
        ...people.get(otherId)!,
        role: viewerIsClient ? ('professional' as const) : ('client' as const),
      },
      lastMessage:
        row?.body !== null && row?.body !== undefined && row.sender_id && row.created_at
          ? {
              body: row.body,
              senderId: row.sender_id,
              createdAt: new Date(row.created_at).toISOString(),
            }
          : null,
      unreadCount: row?.unread ?? 0,
      lastActivityAt: thread.lastActivityAt.toISOString(),
    };
  });
}

/**
 * One thread for its page. An administrator reading a disputed contract's thread is recorded,
 * and both parties see that an administrator has read it.
 */
export async function getThread(
  db: Database,
  viewer: SessionUser,
  threadId: string,
): Promise<Thread> {
  const access = await accessThread(db, viewer, threadId);
  let { thread } = access;
  if (access.side === 'admin') {
    const [updated] = await db
      .update(messageThreads)
      .set({ adminReadAt: new Date() })
      .where(eq(messageThreads.id, threadId))
      .returning();
    thread = updated!;
  }
  const [summary] = await summarize(db, viewer.id, [thread]);
  const people = await partiesById(db, [thread.clientId, thread.professionalId]);
  return {
    ...summary!,
    client: { ...people.get(thread.clientId)!, role: 'client' },
    professional: { ...people.get(thread.professionalId)!, role: 'professional' },
    contract: access.contract,
    otherLastReadSeq: readPositions(thread, access.side).theirs,
    adminReadAt: thread.adminReadAt?.toISOString() ?? null,
    readOnly: access.side === 'admin',
  };
}
