import { z } from 'zod';
import { assessPassword, PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from './password-rules';

export * from './password-rules';

/** A new password: must pass the assessment (checked again on the server). */
export const newPasswordField = z
  .string({ error: PASSWORD_MESSAGES.required })
  .min(1, PASSWORD_MESSAGES.required)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((value) => assessPassword(value).isValid, PASSWORD_MESSAGES.weak);
