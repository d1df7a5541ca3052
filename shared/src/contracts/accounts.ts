import { z } from 'zod';
import { ACCOUNT_TYPES, ROLES, VERIFICATION_STATUSES } from '../roles';
import { emailField, type DisposableDomainCheck } from '../validation/email';
import { firstNameField, lastNameField } from '../validation/names';
import { newPasswordField, PASSWORD_MESSAGES } from '../validation/password';
import { optionalPhoneField, phoneField } from '../validation/phone';

export const ACCOUNT_MESSAGES = {
  termsRequired: 'You must agree to the Terms of Service',
  profileTermsRequired: 'Please agree to the Terms of Service to continue',
  userExists: 'User already exists',
  invalidCredentials: 'Invalid email or password. Please try again.',
  resetLinkSent: 'Password reset link has been sent to your email address.',
  resetEmailFailed: 'Failed to send password reset email. Please try again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please sign in with your new password.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  accountTypeRequired: 'Choose whether you are a client or a legal professional',
  verificationLinkSent: 'Verification link has been sent to your email address.',
  emailVerified: 'Your email address has been verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  completeProfileFirst: 'Please complete your profile first.',
  verificationLinkInvalid:
    'This verification link is invalid or has expired. Please ask for a new one from your profile.',
} as const;

const accountTypeField = z.enum(ACCOUNT_TYPES, { error: ACCOUNT_MESSAGES.accountTypeRequired });

/**
 * Registration (spec §2, §5). Built from a disposable-domain check so the server can add the
 * full maintained list to the browser's keyword check.
 */
export function registerRequestSchema(isDisposable?: DisposableDomainCheck) {
  return z
    .object({
      accountType: accountTypeField,
      firstName: firstNameField,
      lastName: lastNameField,
      email: emailField(isDisposable),
      phone: phoneField,
      password: newPasswordField,
      confirmPassword: z.string({ error: PASSWORD_MESSAGES.mismatch }),
      agreeToTerms: z.literal(true, { error: ACCOUNT_MESSAGES.termsRequired }),
    })
    .refine((body) => body.password === body.confirmPassword, {
      path: ['confirmPassword'],
      message: PASSWORD_MESSAGES.mismatch,
    });
}
export type RegisterRequest = z.input<ReturnType<typeof registerRequestSchema>>;

/** Completing the profile of a wallet or social account (spec §3, §5). */
export function profileCompletionSchema(isDisposable?: DisposableDomainCheck) {
  return z.object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField(isDisposable),
    phone: optionalPhoneField,
    userType: accountTypeField,
    agreeToTerms: z.literal(true, { error: ACCOUNT_MESSAGES.profileTermsRequired }),
  });
}
export type ProfileCompletionRequest = z.input<ReturnType<typeof profileCompletionSchema>>;

/**
 * Sign-in checks only shape (generous bounds): a bad e-mail or an over-long password is answered
 * like any other failure, with the one generic message.
 */
export const signInRequestSchema = z.object({
  email: z.string().max(1024),
  password: z.string().max(1024),
  rememberMe: z.boolean().default(false),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const SIGN_OUT_SCOPES = ['local', 'global', 'others'] as const;
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];
export const signOutRequestSchema = z.object({ scope: z.enum(SIGN_OUT_SCOPES).default('local') });

export const passwordResetRequestSchema = z.object({ email: emailField(() => false) });

export const passwordResetSchema = z
  .object({
    token: z.string().min(1, ACCOUNT_MESSAGES.resetLinkInvalid).max(200),
    password: newPasswordField,
    confirmPassword: z.string(),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MESSAGES.mismatch,
  });
export type PasswordResetRequest = z.input<typeof passwordResetSchema>;

/** The token of an e-mailed verification link (/verify-email?token=…). */
export const emailVerificationSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.verificationLinkInvalid })
    .min(1, ACCOUNT_MESSAGES.verificationLinkInvalid)
    .max(2000, ACCOUNT_MESSAGES.verificationLinkInvalid),
});
export type EmailVerificationRequest = z.input<typeof emailVerificationSchema>;

/** The signed-in user as the browser sees it (spec §3 "User session"). */
export const sessionUserSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** The professional verification an admin decides (spec §6), not the e-mail address. */
  isVerified: z.boolean(),
  /** Whether the person proved they receive mail at `email` (the link, or a password reset). */
  emailVerified: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  /** incomplete: a wallet or Google account that still owes its profile (the modal opens). */
  profileStatus: z.enum(['active', 'incomplete']),
  /** Where the person's picture is served (/api/profiles/{id}/picture), or null for initials. */
  pictureUrl: z.string().nullable(),
  user_metadata: z.record(z.string(), z.unknown()),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const deviceSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string().datetime(),
  expiresAt: z.string().datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export const deviceSessionsResponseSchema = z.object({ sessions: z.array(deviceSessionSchema) });
export type DeviceSession = z.infer<typeof deviceSessionSchema>;
