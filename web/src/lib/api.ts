import type { z } from 'zod';
import { ApiError } from './apiError';

export { ApiError };

const NETWORK_MESSAGE = 'We could not reach TitleTrust. Check your connection and try again.';

export interface ApiRequestInit extends Omit<RequestInit, 'body'> {
  /** Sent as the JSON request body; the method defaults to POST when a body is given. */
  json?: unknown;
}

/**
 * A response schema, or a function that imports it: what the landing page asks for at start
 * (the session, the reviews) names its schema so, keeping zod out of the first bundle (decision
 * 033); the import runs while the request is on its way.
 */
export type SchemaSource<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

const schemaOf = <Schema extends z.ZodType>(source: SchemaSource<Schema>): Promise<Schema> =>
  typeof source === 'function' ? source() : Promise.resolve(source);

async function send<Schema extends z.ZodType>(
  path: string,
  schema: Promise<Schema>,
  { json, ...init }: ApiRequestInit,
  retried = false,
): Promise<z.output<Schema>> {
  const hasBody = json !== undefined;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      ...init,
      method: init.method ?? (hasBody ? 'POST' : 'GET'),
      body: hasBody ? JSON.stringify(json) : undefined,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiError(0, 'SERVICE_UNAVAILABLE', NETWORK_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    // Only a failed call needs the error contract (and the fresh check): loaded then.
    await (await import('./apiFailure')).afterFailure(response.status, body, retried);
    return send(path, schema, { json, ...init }, true);
  }
  return (await schema).parse(body);
}

/**
 * Calls the JSON API and validates the answer against the shared contract, so a server that
 * drifted from its contract fails loudly here instead of deep inside a component.
 *
 * A call the server refuses for want of a fresh check (money out, a payout destination, the
 * password or e-mail) asks the person to confirm it is them, then is sent once more exactly as
 * before (the same Idempotency-Key): the form that asked never knows. Cancelling rejects with
 * an ApiError the form shows like any other.
 */
export function apiRequest<Schema extends z.ZodType>(
  path: string,
  responseSchema: SchemaSource<Schema>,
  init: ApiRequestInit = {},
): Promise<z.output<Schema>> {
  const schema = schemaOf(responseSchema);
  // Awaited once the answer is in; a failed import must not go unhandled before that.
  schema.catch(() => undefined);
  return send(path, schema, init);
}

/** The message to show for a failed call: ours when it is an API error, a generic one otherwise. */
export function errorMessageOf(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
) {
  return error instanceof ApiError ? error.message : fallback;
}
