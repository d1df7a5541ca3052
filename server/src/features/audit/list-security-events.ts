import {
  SECURITY_AUDIT_ACTIONS,
  SECURITY_EVENTS_SHOWN,
  type SecurityEvent,
} from '@titletrust/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents } from '../../db/schema';

/**
 * The viewer's own security events (two-factor on or off, a payout account added, payouts
 * frozen…), newest first: only rows about their account, and only security actions, so an
 * admin's notes on the account (a verification decision, a dispute) stay with the admins.
 */
export async function listSecurityEvents(db: Database, userId: string): Promise<SecurityEvent[]> {
  const rows = await db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      ipAddress: auditEvents.ipAddress,
    })
    .from(auditEvents)
    .where(
      and(eq(auditEvents.userId, userId), inArray(auditEvents.action, [...SECURITY_AUDIT_ACTIONS])),
    )
    .orderBy(desc(auditEvents.occurredAt), desc(auditEvents.id))
    .limit(SECURITY_EVENTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    action: row.action as SecurityEvent['action'],
    // An address is the owner's to see when the act came from them (or from a link they were
    // sent); an admin's address is not theirs to learn.
    ipAddress: row.actorId === null || row.actorId === userId ? row.ipAddress : null,
    byYou: row.actorId === userId,
  }));
}
