import type { SessionUser, ThreadSummary } from '@titletrust/shared';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { gigs, messageThreads, users } from '../../db/schema';
import { summarize } from './get-thread';

const LIST_LIMIT = 100;

/** The viewer's threads, most recent activity first, optionally by gig title or party name. */
export async function listThreads(
  db: Database,
  viewer: SessionUser,
  query: { q?: string },
): Promise<ThreadSummary[]> {
  const mine = or(
    eq(messageThreads.clientId, viewer.id),
    eq(messageThreads.professionalId, viewer.id),
  );
  let where = mine;
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matchingGigs = db.select({ id: gigs.id }).from(gigs).where(ilike(gigs.title, pattern));
    const matchingPeople = db
      .select({ id: users.id })
      .from(users)
      .where(ilike(users.name, pattern));
    where = and(
      mine,
      or(
        inArray(messageThreads.gigId, matchingGigs),
        and(
          eq(messageThreads.clientId, viewer.id),
          inArray(messageThreads.professionalId, matchingPeople),
        ),
        and(
          eq(messageThreads.professionalId, viewer.id),
          inArray(messageThreads.clientId, matchingPeople),
        ),
      ),
    );
  }
  const threads = await db
    .select()
    .from(messageThreads)
    .where(where)
    .orderBy(desc(messageThreads.lastActivityAt), desc(sql`${messageThreads.id}`))
    .limit(LIST_LIMIT);
  return summarize(db, viewer.id, threads);
}
