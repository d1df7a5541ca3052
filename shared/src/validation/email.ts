import { z } from 'zod';
import {
  EMAIL_MESSAGES,
  emailProblem,
  hasDisposableKeyword,
  type DisposableDomainCheck,
} from './email-rules';

export * from './email-rules';

/** An e-mail field: trimmed, checked with the spec's messages, stored in lower case. */
export function emailField(isDisposable: DisposableDomainCheck = hasDisposableKeyword) {
  return z
    .string({ error: EMAIL_MESSAGES.required })
    .superRefine((value, ctx) => {
      const problem = emailProblem(value, isDisposable);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.trim().toLowerCase());
}
