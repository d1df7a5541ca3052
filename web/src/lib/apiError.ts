import type { ErrorCode, FieldError } from '@titletrust/shared';

/** An error answer from our API, or a network failure (status 0, code SERVICE_UNAVAILABLE). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
