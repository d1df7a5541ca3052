import { apiErrorSchema, type ErrorCode, type FieldError } from '@titletrust/shared';
import type { z } from 'zod';

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

const NETWORK_MESSAGE = 'We could not reach TitleTrust. Check your connection and try again.';

/**
 * Calls the JSON API and validates the answer against the shared contract, so a server that
 * drifted from its contract fails loudly here instead of deep inside a component.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  responseSchema: Schema,
  init: RequestInit = {},
): Promise<z.output<Schema>> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new ApiError(0, 'SERVICE_UNAVAILABLE', NETWORK_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, 'INTERNAL', 'Something went wrong. Please try again.');
  }
  return responseSchema.parse(body);
}
