import { initiateDeveloperControlledWalletsClient } from '@circle-fin/developer-controlled-wallets';
import type { Env } from '../../../config/env';
import { WalletNotFoundError, WalletProviderError } from './wallet-provider';

export type CircleEnv = Pick<
  Env,
  | 'CIRCLE_API_KEY'
  | 'CIRCLE_ENTITY_SECRET'
  | 'CIRCLE_WALLET_SET_ID'
  | 'CIRCLE_BASE_URL'
  | 'CIRCLE_BLOCKCHAIN'
  | 'CIRCLE_TIMEOUT_MS'
  | 'CIRCLE_USDC_TOKEN_ADDRESS'
>;

export type CircleClient = ReturnType<typeof initiateDeveloperControlledWalletsClient>;

/** Circle's official SDK, on the server only: it encrypts the entity secret for each request. */
export const createCircleClient = (
  env: Pick<Env, 'CIRCLE_API_KEY' | 'CIRCLE_ENTITY_SECRET' | 'CIRCLE_BASE_URL'>,
): CircleClient =>
  initiateDeveloperControlledWalletsClient({
    apiKey: env.CIRCLE_API_KEY!,
    entitySecret: env.CIRCLE_ENTITY_SECRET!,
    baseUrl: env.CIRCLE_BASE_URL,
  });

/**
 * 4xx answers that are not a verdict on the request: our credentials or permissions (fixed by
 * configuration, then the same request succeeds), a request still in flight, rate limiting.
 */
const RETRYABLE_4XX = new Set([401, 403, 408, 409, 429]);

/** The HTTP status of Circle's answer, which the SDK's errors carry; none for network errors. */
export const circleStatusOf = (error: unknown): number | undefined => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Every SDK call goes through here. The SDK sets no timeout of its own, and a provider that hangs
 * must not hang a sign-up or a job. Failures become WalletProviderError: a 4xx refusal of the
 * request itself is permanent (the same request would be refused again), a 5xx, a timeout or a
 * network error is not (the caller retries with the same idempotency key).
 */
export async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  what: string,
  notFoundId?: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new WalletProviderError(`Circle did not answer ${what} within ${ms} ms`)),
          ms,
        );
      }),
    ]);
  } catch (error) {
    if (error instanceof WalletProviderError) throw error;
    const status = circleStatusOf(error);
    if (status === 404 && notFoundId) throw new WalletNotFoundError(notFoundId);
    const permanent =
      status !== undefined && status >= 400 && status < 500 && !RETRYABLE_4XX.has(status);
    throw new WalletProviderError(
      `Circle refused ${what}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error, permanent },
    );
  } finally {
    clearTimeout(timer);
  }
}
