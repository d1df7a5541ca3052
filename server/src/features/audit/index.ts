// The audit entry file: all that code outside features/audit/ may import from it.
export { auditRoutes } from './audit.routes';
export { type AuditEvent, recordAuditEvent } from './record-audit-event';
