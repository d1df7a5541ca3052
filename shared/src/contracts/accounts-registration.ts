import { z } from 'zod';
import { ACCOUNT_TYPES } from '../roles';
import { emailField, type DisposableDomainCheck } from '../validation/email';
import { firstNameField, lastNameField } from '../validation/names';
import { newPasswordField, PASSWORD_MESSAGES } from '../validation/password';
import { optionalPhoneField, phoneField } from '../validation/phone';
import { ACCOUNT_MESSAGES } from './accounts';

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
