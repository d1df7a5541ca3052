import { AUDIT_MESSAGES, type AuditAction } from '@titletrust/shared';

/** What the admin narrows the trail to; '' is "any". Dates are Lagos calendar days. */
export interface AuditFilters {
  action: AuditAction | '';
  /** An account id, or (part of) an e-mail address. */
  actor: string;
  user: string;
  /** A record's id: a contract, a profile, a payout… */
  subjectId: string;
  from: string;
  to: string;
}

export type AuditFilterName = keyof AuditFilters;

export const NO_AUDIT_FILTERS: AuditFilters = {
  action: '',
  actor: '',
  user: '',
  subjectId: '',
  from: '',
  to: '',
};

/** The filters that are set, as query parameters for the API and the CSV link. */
export function auditQueryOf(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of Object.keys(filters) as AuditFilterName[]) {
    const text = filters[name].trim();
    if (text) query[name] = text;
  }
  return query;
}

export const hasAnyAuditFilter = (filters: AuditFilters) =>
  Object.keys(auditQueryOf(filters)).length > 0;

/** ISO dates compare as text: a range that ends before it starts is not asked for. */
export function auditDateRangeProblem(filters: AuditFilters): string | undefined {
  return filters.from && filters.to && filters.from > filters.to
    ? AUDIT_MESSAGES.dateRange
    : undefined;
}

/** The spreadsheet of what the table lists, every page of it (up to the export's limit). */
export function auditCsvHref(filters: AuditFilters): string {
  const query = new URLSearchParams(auditQueryOf(filters)).toString();
  return `/api/admin/audit-events.csv${query ? `?${query}` : ''}`;
}
