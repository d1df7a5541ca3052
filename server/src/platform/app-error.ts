import type { ErrorCode, FieldError } from '@titletrust/shared';

/**
 * The one error type use cases throw. It names what went wrong in domain terms (a code and a
 * message fit for the user); the HTTP edge decides the status.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    /** For RATE_LIMITED: sent as the Retry-After header. */
    readonly details?: { retryAfterSeconds?: number; shortByMinor?: bigint },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STATE_CHANGED: 409,
  INSUFFICIENT_FUNDS: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_KEY_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PROVIDER_REFUSED: 422,
  FRESH_CHECK_REQUIRED: 403,
  TWO_FACTOR_REQUIRED: 403,
  PAYOUT_HELD: 409,
  PAYOUTS_FROZEN: 423,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};
