import type {
  AuditAction,
  AuditEventPage,
  AuditEventView,
  auditEventsQuerySchema,
  auditFiltersSchema,
} from '@titletrust/shared';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema';

type Filters = z.output<typeof auditFiltersSchema>;
type Query = z.output<typeof auditEventsQuerySchema>;

const actors = alias(users, 'actors');
const owners = alias(users, 'owners');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A person filter: an account id names one account; any other text is looked for in e-mail
 * addresses (so "ada@" or "titletrust.ng" narrow the list too).
 */
function personIs(column: typeof auditEvents.actorId | typeof auditEvents.userId, text: string) {
  if (UUID.test(text)) return eq(column, text.toLowerCase());
  const pattern = `%${escapeLike(text)}%`;
  return sql`${column} IN (SELECT ${users.id} FROM ${users} WHERE ${ilike(users.email, pattern)})`;
}

/** The moment a calendar day (plus `days`) begins on the Lagos clock, as the page shows days. */
const lagosDayStart = (day: string, days = 0) =>
  sql`((${day}::date + ${days}::int)::timestamp AT TIME ZONE 'Africa/Lagos')`;

function whereOf(filters: Filters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditEvents.action, filters.action));
  if (filters.actor) conditions.push(personIs(auditEvents.actorId, filters.actor));
  if (filters.user) conditions.push(personIs(auditEvents.userId, filters.user));
  if (filters.subjectId) conditions.push(eq(auditEvents.subjectId, filters.subjectId));
  if (filters.from)
    conditions.push(sql`${auditEvents.occurredAt} >= ${lagosDayStart(filters.from)}`);
  if (filters.to) conditions.push(sql`${auditEvents.occurredAt} < ${lagosDayStart(filters.to, 1)}`);
  return conditions.length ? and(...conditions) : undefined;
}

const person = (id: string | null, name: string | null, email: string | null) =>
  id ? { id, name, email } : null;

/**
 * The audit trail's rows matching the filters, newest first, with the actor's and the user's
 * name and e-mail as their accounts have them now (null once an account is gone: the row stays).
 */
export async function readAuditEvents(
  db: Database,
  filters: Filters,
  page: { limit: number; offset: number },
): Promise<AuditEventView[]> {
  const rows = await db
    .select({
      event: auditEvents,
      actorName: actors.name,
      actorEmail: actors.email,
      userName: owners.name,
      userEmail: owners.email,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(owners, eq(owners.id, auditEvents.userId))
    .where(whereOf(filters))
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ event, ...names }) => ({
    id: event.id,
    occurredAt: event.occurredAt.toISOString(),
    action: event.action as AuditAction,
    actor: person(event.actorId, names.actorName, names.actorEmail),
    user: person(event.userId, names.userName, names.userEmail),
    subject:
      event.subjectType && event.subjectId
        ? { type: event.subjectType, id: event.subjectId }
        : null,
    reason: event.reason,
    ipAddress: event.ipAddress,
    details: event.details,
  }));
}

/** One page of the trail for the admins' table, with the number of rows the filters match. */
export async function listAuditEvents(db: Database, query: Query): Promise<AuditEventPage> {
  const [items, [totals]] = await Promise.all([
    readAuditEvents(db, query, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    db.select({ total: count() }).from(auditEvents).where(whereOf(query)),
  ]);
  return { items, total: totals?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
