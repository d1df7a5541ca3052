import { z } from 'zod';
import { emailField, hasDisposableKeyword, type DisposableDomainCheck } from '../validation/email';
import { newPasswordField, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '../validation/password';

// Changing the password or the e-mail address of a signed-in account (/profile). Both need a
// fresh check first (contracts/security.ts), since either hands the account to whoever does it.

export const ACCOUNT_CHANGE_MESSAGES = {
  currentPasswordRequired: 'Enter your current password',
  samePassword: 'Choose a new password, not the one you use now',
  passwordChanged: 'Your password was changed. Your other devices were signed out.',
  noPassword:
    'Your account has no password: you sign in with a wallet or Google. Use “Forgot password” ' +
    'on the sign-in page to set one.',
  sameEmail: 'That is already your e-mail address.',
  emailChangeSent: (email: string) =>
    `We sent a link to ${email}. Your address changes once you open it.`,
  emailChanged: 'Your e-mail address was changed.',
} as const;

export const passwordChangeRequestSchema = z
  .object({
    currentPassword: z
      .string({ error: ACCOUNT_CHANGE_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_CHANGE_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
    newPassword: newPasswordField,
    confirmPassword: z.string({ error: PASSWORD_MESSAGES.mismatch }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORD_MESSAGES.mismatch,
  })
  .refine((body) => body.newPassword !== body.currentPassword, {
    path: ['newPassword'],
    message: ACCOUNT_CHANGE_MESSAGES.samePassword,
  });
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;

/** The server passes its full list of disposable domains; the browser checks keywords only. */
export const emailChangeRequestSchema = (
  isDisposable: DisposableDomainCheck = hasDisposableKeyword,
) => z.object({ newEmail: emailField(isDisposable) });
export type EmailChangeRequest = z.input<ReturnType<typeof emailChangeRequestSchema>>;
