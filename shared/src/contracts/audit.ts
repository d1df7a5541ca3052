import { z } from 'zod';
import { ADMIN_PAGE_SIZES } from './admin';
import { AUDIT_ACTIONS, SECURITY_AUDIT_ACTIONS, type AuditAction } from './security';

/** Each recorded act in words, as the admins' trail, its CSV and the owner's list say it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'verification.status_set': 'Verification status set',
  'verification.reviewed': 'Verification reviewed',
  'dispute.resolved': 'Dispute decided',
  'admin_rights.granted': 'Admin rights granted',
  'admin_rights.revoked': 'Admin rights removed',
  'review_report.decided': 'Reported review decided',
  'bank_account.approved': 'Bank account approved by hand',
  'provider_event.retried': 'Payment provider event retried',
  'payout.otp_submitted': 'Payout OTP given to Paystack',
  'wallet_provider.test_wallets_created': 'Test wallet created',
  'wallet_provider.balances_refreshed': 'Wallet balance looked up',
  'payouts.unfrozen': 'Payouts unfrozen',
  'two_factor.enabled': 'Two-factor sign-in turned on',
  'two_factor.disabled': 'Two-factor sign-in turned off',
  'two_factor.recovery_code_used': 'Recovery code used',
  'two_factor.recovery_codes_renewed': 'Recovery codes renewed',
  'payout_destination.added': 'Payout account added',
  'payouts.frozen': 'Payouts frozen',
  'sessions.ended_everywhere': 'Signed out everywhere',
  'password.changed': 'Password changed',
  'password.reset': 'Password reset',
  'email.changed': 'E-mail address changed',
  'sign_in.new_device': 'Signed in from a new device',
};

/** The outcome an act's details name, in words, where one word says more than the label. */
const OUTCOME_WORDS: Record<string, string> = {
  verified: 'verified',
  rejected: 'rejected',
  pending: 'back to pending',
  hidden: 'review hidden',
  kept: 'review kept',
  release: 'released to the professional',
  refund: 'refunded to the client',
  split: 'split',
};

/**
 * "Verification status set: verified", "Dispute decided: split": the label, and the outcome the
 * act's details record (status, decision or outcome) when there is one.
 */
export function auditActionText(action: AuditAction, details: Record<string, unknown>): string {
  const outcome = details.status ?? details.decision ?? details.outcome;
  const words = typeof outcome === 'string' ? OUTCOME_WORDS[outcome] : undefined;
  return words ? `${AUDIT_ACTION_LABELS[action]}: ${words}` : AUDIT_ACTION_LABELS[action];
}

const SUBJECT_LABELS: Record<string, string> = {
  profile: 'Profile',
  user: 'Account',
  contract: 'Contract',
  review: 'Review',
  bank_account: 'Bank account',
  payout: 'Payout',
  provider_event: 'Provider event',
  wallet: 'Wallet',
  withdrawal_address: 'Withdrawal address',
};

/** "Bank account", "Contract": the kind of record an act was on, in words. */
export function auditSubjectText(type: string): string {
  const known = SUBJECT_LABELS[type];
  if (known) return known;
  const words = type.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// ── Reading the trail (admins) ───────────────────────────────────────────────────────────────

/** A person filter: an account id, or (part of) an e-mail address. */
const personFilter = z.string().trim().max(254, 'Keep it under 255 characters').optional();

const auditFilterFields = {
  action: z.enum(AUDIT_ACTIONS, { error: 'Choose an action from the list' }).optional(),
  actor: personFilter,
  user: personFilter,
  subjectId: z.string().trim().max(200, 'Record ids are under 200 characters').optional(),
  from: z.iso.date({ error: 'Give the start date as YYYY-MM-DD' }).optional(),
  to: z.iso.date({ error: 'Give the end date as YYYY-MM-DD' }).optional(),
};

export const AUDIT_MESSAGES = {
  dateRange: 'The end date is before the start date',
} as const;

/** Dates compare as text (YYYY-MM-DD); a range that ends before it starts is a mistake. */
const inOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;

/** What the admins filter the trail by: the CSV takes the same. Days are Lagos days. */
export const auditFiltersSchema = z
  .object(auditFilterFields)
  .refine(inOrder, { message: AUDIT_MESSAGES.dateRange, path: ['to'] });
export type AuditFilters = z.input<typeof auditFiltersSchema>;

export const auditEventsQuerySchema = z
  .object({
    ...auditFilterFields,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine(
        (size) => (ADMIN_PAGE_SIZES as readonly number[]).includes(size),
        'Page size must be 10, 25 or 50',
      )
      .default(25),
  })
  .refine(inOrder, { message: AUDIT_MESSAGES.dateRange, path: ['to'] });
export type AuditEventsQuery = z.input<typeof auditEventsQuerySchema>;

/** Someone an event names, with their name and e-mail as the account has them now. */
const auditPersonSchema = z.object({
  id: z.string().uuid(),
  /** Null when the account no longer exists: the trail outlives it. */
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditPerson = z.infer<typeof auditPersonSchema>;

export const auditEventSchema = z.object({
  id: z.string().uuid(),
  occurredAt: z.string().datetime(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who acted; null for the system or a link followed without signing in. */
  actor: auditPersonSchema.nullable(),
  /** Whose account the act concerns. */
  user: auditPersonSchema.nullable(),
  subject: z.object({ type: z.string(), id: z.string() }).nullable(),
  reason: z.string().nullable(),
  ipAddress: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditEventPageSchema = z.object({
  items: z.array(auditEventSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type AuditEventPage = z.infer<typeof auditEventPageSchema>;

// ── One's own security events (/profile) ─────────────────────────────────────────────────────

export const SECURITY_EVENTS_SHOWN = 50;

export const securityEventSchema = z.object({
  id: z.string().uuid(),
  occurredAt: z.string().datetime(),
  action: z.enum(SECURITY_AUDIT_ACTIONS),
  /** The address the request came from, as the server saw it. */
  ipAddress: z.string().nullable(),
  /** Whether the owner did it themselves (not an admin, nor a link, nor the system). */
  byYou: z.boolean(),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventsSchema = z.object({ items: z.array(securityEventSchema) });
