import { z } from 'zod';
import { emailField } from '../validation/email';
import { newPasswordField, PASSWORD_MESSAGES } from '../validation/password';
import { ACCOUNT_MESSAGES } from './accounts-messages';

export { ACCOUNT_MESSAGES } from './accounts-messages';

// Registration and profile completion (with the phone check's numbering plans) are in
// ./accounts-registration, the session in ./accounts-session and the wallet sign-in's messages in
// ./accounts-wallet-messages: each page loads only the part it needs (decision 033).

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

// ── Wallet (SIWE) and Google sign-in, linked wallets ───────────────────────────────────────

/** Longest validity a sign-in message may claim, and how old its issue time may be. */
export const SIWE_MAX_VALIDITY_SECONDS = 10 * 60;

export const walletNonceResponseSchema = z.object({ nonce: z.string() });

export const walletSignatureSchema = z.object({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'The signature must be hex-encoded'),
});
export type WalletSignature = z.infer<typeof walletSignatureSchema>;

export const linkedWalletSchema = z.object({
  address: z.string(),
  chainId: z.number().int(),
  isPrimary: z.boolean(),
  createdAt: z.string().datetime(),
});
export const linkedWalletsResponseSchema = z.object({ wallets: z.array(linkedWalletSchema) });
export type LinkedWallet = z.infer<typeof linkedWalletSchema>;

export const googleSignInRequestSchema = z.object({
  accountType: z.enum(['client', 'professional']).optional(),
});
export const googleSignInResponseSchema = z.object({ url: z.string().url() });
