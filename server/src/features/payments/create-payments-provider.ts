import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { createLocalPayments } from './providers/local-payments';
import type { PaymentsProvider } from './providers/payments-provider';

/**
 * The local payments provider (offline, no keys) until the Paystack adapter exists (issue 49),
 * which will be chosen when its secret key is set.
 */
export function createPaymentsProvider(
  env: Pick<Env, 'PUBLIC_URL'>,
  db: Database,
): PaymentsProvider {
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
