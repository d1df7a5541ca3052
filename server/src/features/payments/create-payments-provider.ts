import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
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
