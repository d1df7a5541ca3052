import { auditActionText, auditSubjectText, type auditFiltersSchema } from '@titletrust/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { csvFile, lagosTimestamp } from '../../platform/csv';
import { readAuditEvents } from './list-audit-events';

/** The most rows one download holds; narrower filters (dates) reach older rows. */
export const AUDIT_CSV_ROWS_MAX = 10_000;

const HEADER = [
  'Date (WAT)',
  'Action',
  'Action code',
  'Actor',
  'Actor e-mail',
  'Actor id',
  'User',
  'User e-mail',
  'User id',
  'Record',
  'Record id',
  'Reason',
  'Address',
  'Details',
  'Event id',
] as const;

/**
 * The trail as a spreadsheet, with the table's filters: newest first, Lagos time, the action in
 * words beside its code, and every cell that could run as a formula defused (platform/csv.ts):
 * reasons and names are typed by people, some of them outsiders.
 */
export async function exportAuditEvents(
  db: Database,
  filters: z.output<typeof auditFiltersSchema>,
): Promise<string> {
  const events = await readAuditEvents(db, filters, { limit: AUDIT_CSV_ROWS_MAX, offset: 0 });
  return csvFile(
    HEADER,
    events.map((event) => [
      lagosTimestamp(event.occurredAt),
      auditActionText(event.action, event.details),
      event.action,
      event.actor?.name ?? '',
      event.actor?.email ?? '',
      event.actor?.id ?? '',
      event.user?.name ?? '',
      event.user?.email ?? '',
      event.user?.id ?? '',
      event.subject ? auditSubjectText(event.subject.type) : '',
      event.subject?.id ?? '',
      event.reason ?? '',
      event.ipAddress ?? '',
      JSON.stringify(event.details),
      event.id,
    ]),
  );
}
