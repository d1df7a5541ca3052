import { PAYMENTS_MESSAGES } from '@titletrust/shared';
import type { FastifyBaseLogger } from 'fastify';
import { PaymentsProviderError } from '../payments-provider';

export interface PaystackOptions {
  /** `sk_test_…` or `sk_live_…`: sent as a bearer token, never logged, never in an error. */
  secretKey: string;
  /** https://api.paystack.co, or the fake Paystack in tests. */
  baseUrl: string;
  timeoutMs: number;
  logger?: FastifyBaseLogger | false;
}

/**
 * What Paystack said when it did not do what was asked, kept to translate it into our words
 * (paystack-messages.ts) and for the log; never shown as it is. `httpStatus` is null when no
 * answer came (timeout, network).
 */
export interface PaystackRefusal {
  httpStatus: number | null;
  message: string;
  /** Paystack's error code when it gives one (`duplicate_reference`, `invalid_otp`…). */
  code: string | null;
}

/** A failed Paystack call: a PaymentsProviderError whose message is ours, with Paystack's words. */
export class PaystackCallError extends PaymentsProviderError {
  constructor(
    message: string,
    readonly refusal: PaystackRefusal,
    options: { permanent: boolean; notFound: boolean },
  ) {
    super(message, options);
  }
}

/**
 * 4xx answers that are not a verdict on the request: our key or its rights (fixed by
 * configuration, then the same request succeeds), a request still in flight, rate limiting.
 * The caller retries them as it does an outage; a payout stays requested meanwhile.
 */
const RETRYABLE_4XX = new Set([401, 403, 408, 409, 429]);

const NOT_FOUND = /not found|no .* (found|exists?)|does not exist/i;

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** Paystack's envelope: `{ status, message, data, meta? }` on success and failure alike. */
interface Envelope {
  status?: unknown;
  message?: unknown;
  data?: unknown;
  meta?: unknown;
  code?: unknown;
}

export interface PaystackClient {
  /** Paystack's `data` (and `meta`, for lists) of a successful call; PaystackCallError otherwise. */
  call<T>(
    method: 'GET' | 'POST',
    path: string,
    options?: { query?: Record<string, string>; body?: unknown },
  ): Promise<{ data: T; meta: Record<string, unknown> | null }>;
}

/**
 * Paystack's REST API over the global fetch: JSON in and out, `Authorization: Bearer <secret
 * key>`, every call bounded by `timeoutMs` (a hung Paystack must not hang a page or a job).
 * A 4xx refusal of the request itself is permanent (404 or "not found": `notFound`); a 5xx, a
 * timeout, a network error or an unreadable answer is not, and the caller retries — for a
 * transfer, only after asking whether it was made (process-payout.ts).
 */
export function createPaystackClient(options: PaystackOptions): PaystackClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const log = options.logger || undefined;

  function fail(
    what: string,
    refusal: PaystackRefusal,
    kind: { permanent: boolean; notFound: boolean },
  ): never {
    // The path without its query (an account number is personal data); never the key.
    const fields = { paymentsProvider: 'paystack', call: what, ...refusal };
    if (refusal.httpStatus === 401 || refusal.httpStatus === 403)
      log?.error(fields, 'Paystack refused our key: check PAYSTACK_SECRET_KEY');
    else log?.warn(fields, kind.permanent ? 'Paystack refused a call' : 'Paystack did not answer');
    throw new PaystackCallError(
      kind.permanent ? PAYMENTS_MESSAGES.checkoutRefused : PAYMENTS_MESSAGES.providerUnavailable,
      refusal,
      kind,
    );
  }

  return {
    async call(method, path, { query, body } = {}) {
      const what = `${method} ${path}`;
      const url = `${baseUrl}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method,
          headers: {
            authorization: `Bearer ${options.secretKey}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        return fail(
          what,
          {
            httpStatus: null,
            message: isTimeout(error)
              ? `no answer within ${options.timeoutMs} ms`
              : 'could not be reached',
            code: null,
          },
          { permanent: false, notFound: false },
        );
      }
      let envelope: Envelope | undefined;
      try {
        envelope = text ? (JSON.parse(text) as Envelope) : undefined;
      } catch {
        envelope = undefined;
      }
      const refusal: PaystackRefusal = {
        httpStatus: response.status,
        message:
          typeof envelope?.message === 'string' ? envelope.message.slice(0, 300) : 'no message',
        code: typeof envelope?.code === 'string' ? envelope.code : null,
      };
      if (response.status >= 500 || !envelope)
        return fail(what, refusal, { permanent: false, notFound: false });
      if (response.status >= 400 && RETRYABLE_4XX.has(response.status))
        return fail(what, refusal, { permanent: false, notFound: false });
      if (response.status >= 400 || envelope.status !== true) {
        const notFound = response.status === 404 || NOT_FOUND.test(refusal.message);
        return fail(what, refusal, { permanent: true, notFound });
      }
      const meta =
        envelope.meta && typeof envelope.meta === 'object'
          ? (envelope.meta as Record<string, unknown>)
          : null;
      return { data: envelope.data as never, meta };
    },
  };
}
