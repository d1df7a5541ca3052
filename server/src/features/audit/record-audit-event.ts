import type { AuditAction } from '@titletrust/shared';
import type { Database, Tx } from '../../db/client';
import { auditEvents } from '../../db/schema';

export interface AuditEvent {
  action: AuditAction;
  /** Who acted: the admin, or the owner for their own security events; null for the system. */
  actorId: string | null;
  /** Whose account it concerns, when it concerns one (the owner of the subject). */
  userId?: string | null;
  subject?: { type: string; id: string };
  reason?: string | null;
  ipAddress?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one row of the append-only audit trail. Call it inside the transaction of the act it
 * records, so an act and its row commit or roll back together.
 */
export async function recordAuditEvent(db: Database | Tx, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorId: event.actorId,
    userId: event.userId ?? null,
    subjectType: event.subject?.type ?? null,
    subjectId: event.subject?.id ?? null,
    reason: event.reason ?? null,
    ipAddress: event.ipAddress ?? null,
    details: event.details ?? {},
  });
}
