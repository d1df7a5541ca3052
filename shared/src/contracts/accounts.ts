import { z } from 'zod';
import { emailField } from '../validation/email';
import { newPasswordField, PASSWORD_MESSAGES } from '../validation/password';

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

// Registration and profile completion (with the phone check's numbering plans) are in
// ./registration, so that signing in loads neither (decision 033).

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

// The session contract lives on its own, without the registration fields' phone and e-mail
// checks, so the browser can load it at start without them (decision 033).
export {
  sessionResponseSchema,
  sessionUserSchema,
  type SessionResponse,
  type SessionUser,
} from './session';

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
