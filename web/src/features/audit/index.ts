// What the rest of the app may use of audit: everything else is the feature's own.
export { AuditTrailSection } from './AuditTrailSection';
export { SecurityActivityCard } from './SecurityActivityCard';
