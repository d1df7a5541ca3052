import { z } from 'zod';

/**
 * Every error the API returns carries one of these codes. The server maps each to an HTTP status
 * at the edge; the browser may branch on the code, never on the message text.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  /**
   * The record is not (or no longer) in a state the action starts from: someone moved it on
   * since the caller last read it. The message says what happened to it and when.
   */
  'STATE_CHANGED',
  /** A movement would take an account below zero. */
  'INSUFFICIENT_FUNDS',
  /** An Idempotency-Key already used for a different request. */
  'IDEMPOTENCY_KEY_REUSED',
  /** The first request with this Idempotency-Key is still being processed. */
  'IDEMPOTENCY_KEY_IN_USE',
  'RATE_LIMITED',
  /**
   * An outside provider refused what was asked, as given (a wrong transfer OTP): the message says
   * why in our words; the same request will be refused again.
   */
  'PROVIDER_REFUSED',
  /**
   * Money leaving or a payout destination changing needs a fresh factor (the two-factor code when
   * it is on, otherwise the password) from the last five minutes; the page asks for it and retries.
   */
  'FRESH_CHECK_REQUIRED',
  /** An admin without two-factor sign-in may only set it up (or sign out). */
  'TWO_FACTOR_REQUIRED',
  /** A payout waits: its destination is new, or the password or e-mail just changed. */
  'PAYOUT_HELD',
  /** Payouts are frozen after a "This wasn't me" report, until an admin lifts the freeze. */
  'PAYOUTS_FROZEN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const fieldErrorSchema = z.object({
  path: z.string().describe('Dotted path of the offending field, e.g. "email" or "items.0.name"'),
  message: z.string(),
});

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      fields: z.array(fieldErrorSchema).optional(),
    }),
  })
  .describe('The body of every error response');

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
