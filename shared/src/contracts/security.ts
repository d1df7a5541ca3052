import { z } from 'zod';

/** How recent a fresh factor must be before money leaves or a payout destination changes. */
export const FRESH_CHECK_SECONDS = 5 * 60;
/** How long a new payout destination, a password reset or an e-mail change hold payouts. */
export const PAYOUT_HOLD_HOURS = 24;
/** "Trust this device": how long a browser skips the two-factor code at sign-in. */
export const TRUSTED_DEVICE_DAYS = 30;
export const RECOVERY_CODE_COUNT = 10;

export const SECURITY_MESSAGES = {
  freshCheckRequired: 'Please confirm it is you before you continue.',
  wrongPassword: 'That password is not right. Please try again.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongRecoveryCode: 'That recovery code is not right, or it was used already.',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  twoFactorRequiredForAdmins:
    'Admins must turn on two-factor sign-in before they can do anything else.',
  twoFactorAlreadyOn: 'Two-factor sign-in is already on.',
  twoFactorNotOn: 'Two-factor sign-in is not on.',
  signInExpired: 'This sign-in has expired. Please sign in again with your password.',
  tooManyCodesThisSignIn: 'Too many wrong codes. Please sign in again with your password.',
  tooManyCodesOnAccount:
    'Too many wrong codes on this account. Please wait 15 minutes before you try again.',
  adminsKeepTwoFactor: 'Admins must keep two-factor sign-in on.',
  signedOutEverywhere:
    'Every session of your account was signed out. Sign in again, choose a new password and ' +
    'turn on two-factor sign-in.',
  payoutsFrozen:
    'Payouts from this account are frozen because someone reported a change they did not make. ' +
    'Contact support to lift the freeze.',
} as const;

/** The second step of a sign-in, or a fresh check: a code from the app, or a recovery code. */
export const twoFactorCodeField = z
  .string({ error: SECURITY_MESSAGES.codeRequired })
  .trim()
  .regex(/^\d{6}$/, SECURITY_MESSAGES.codeRequired);
/** Recovery codes look like "AbC12-dE34f"; typed with or without the dash. */
export const recoveryCodeField = z
  .string({ error: 'Enter one of your recovery codes' })
  .trim()
  .min(10, 'Enter one of your recovery codes')
  .max(40, 'Enter one of your recovery codes');

/** A fresh factor: the two-factor code when it is on, otherwise the password. */
export const freshCheckRequestSchema = z.union([
  z.object({ code: twoFactorCodeField }),
  z.object({ password: z.string().min(1, 'Enter your password').max(1024) }),
]);
export type FreshCheckRequest = z.infer<typeof freshCheckRequestSchema>;
export const freshCheckResponseSchema = z.object({ checkedAt: z.string().datetime() });

// ── The audit trail ──────────────────────────────────────────────────────────────────────────

/** Acts an admin performs; each writes one audit row in the same transaction as the act. */
export const ADMIN_AUDIT_ACTIONS = [
  'verification.status_set',
  'verification.reviewed',
  'dispute.resolved',
  'admin_rights.granted',
  'admin_rights.revoked',
  'review_report.decided',
  'bank_account.approved',
  'provider_event.retried',
  'payout.otp_submitted',
  'wallet_provider.test_wallets_created',
  'wallet_provider.balances_refreshed',
  'payouts.unfrozen',
] as const;

/** Security events on an account: the owner sees their own on /profile. */
export const SECURITY_AUDIT_ACTIONS = [
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_code_used',
  'two_factor.recovery_codes_renewed',
  'payout_destination.added',
  'payouts.frozen',
  'sessions.ended_everywhere',
  'password.changed',
  'password.reset',
  'email.changed',
  'sign_in.new_device',
] as const;

export const AUDIT_ACTIONS = [...ADMIN_AUDIT_ACTIONS, ...SECURITY_AUDIT_ACTIONS] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// ── Two-factor sign-in ───────────────────────────────────────────────────────────────────────

/** The second step of a sign-in: a code from the app, or one of the recovery codes. */
export const twoFactorSignInSchema = z.union([
  z.object({ code: twoFactorCodeField, trustDevice: z.boolean().default(false) }),
  z.object({ recoveryCode: recoveryCodeField, trustDevice: z.boolean().default(false) }),
]);
export type TwoFactorSignIn = z.input<typeof twoFactorSignInSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Recovery codes not yet used; null while two-factor is off. */
  recoveryCodesLeft: z.number().int().nullable(),
  /** Whether turning it on or off asks for the password (wallet and Google accounts have none). */
  hasPassword: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

const optionalPassword = z.string().max(1024).optional();

export const twoFactorSetupRequestSchema = z.object({ password: optionalPassword });
export const twoFactorSetupResponseSchema = z.object({
  /** otpauth:// URI for the QR code. */
  totpUri: z.string(),
  /** The same secret, base32, for typing into the app by hand. */
  key: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponseSchema>;

export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeField });
export const twoFactorDisableSchema = z.object({
  password: optionalPassword,
  code: twoFactorCodeField,
});
export const recoveryCodesRenewSchema = z.object({
  password: optionalPassword,
  code: twoFactorCodeField,
});
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

// ── Fresh checks: what the page asks for, and what it is told ────────────────────────────────

export const FRESH_CHECK_MESSAGES = {
  passwordRequired: 'Enter your password',
  /** A wallet or Google account without two-factor sign-in has nothing to confirm it with. */
  noFactor:
    'Your account has no password to confirm it is you with. Turn on two-factor sign-in on your ' +
    'profile first, then try again.',
  /** The page's own words when the person closes "Confirm it's you": nothing was sent. */
  cancelled: 'Nothing was done: you closed “Confirm it’s you”. Try again when you are ready.',
} as const;

/** The factor this session's fresh check takes: the code, the password, or none yet. */
export const FRESH_CHECK_FACTORS = ['code', 'password', 'none'] as const;
export type FreshCheckFactor = (typeof FRESH_CHECK_FACTORS)[number];

export const freshCheckStateSchema = z.object({
  factor: z.enum(FRESH_CHECK_FACTORS),
  /** Whether the account has a password (a wallet or Google account may have none). */
  hasPassword: z.boolean(),
  /** This session's last fresh factor, while it is still fresh; null otherwise. */
  checkedAt: z.string().datetime().nullable(),
});
export type FreshCheckState = z.infer<typeof freshCheckStateSchema>;
