import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { createLocalPayments } from './providers/local-payments';
import type { PaymentsProvider } from './providers/payments-provider';
import { createPaystackPayments } from './providers/paystack/paystack-payments';

/**
 * Paystack when its secret key is set (docs/decisions/059): naira then moves for real, in
 * production too. Otherwise the local provider (offline, no keys; decision 057).
 */
export function createPaymentsProvider(
  env: Pick<
    Env,
    'PUBLIC_URL' | 'PAYSTACK_SECRET_KEY' | 'PAYSTACK_BASE_URL' | 'PAYSTACK_TIMEOUT_MS'
  >,
  db: Database,
  logger: FastifyBaseLogger | false = false,
): PaymentsProvider {
  if (env.PAYSTACK_SECRET_KEY)
    return createPaystackPayments({
      secretKey: env.PAYSTACK_SECRET_KEY,
      baseUrl: env.PAYSTACK_BASE_URL,
      timeoutMs: env.PAYSTACK_TIMEOUT_MS,
      logger,
    });
  return createLocalPayments(db, { publicUrl: env.PUBLIC_URL });
}

/**
 * The local provider's checkout page lets anyone choose "Pay": it must never stand for real money.
 * In production naira moves only through a real provider; until one is configured, it does not.
 */
export const localPaymentsAllowed = (env: Pick<Env, 'isProduction'>) => !env.isProduction;

export function assertPaymentsAvailable(
  env: Pick<Env, 'isProduction'>,
  provider: Pick<PaymentsProvider, 'name'>,
) {
  if (provider.name === 'local' && !localPaymentsAllowed(env))
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Naira payments are not available on this installation yet: no payments provider is configured.',
    );
}
