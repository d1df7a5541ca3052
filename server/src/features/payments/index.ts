// The payments entry file: all that code outside features/payments/ may import from it.
export { createPaymentsProvider } from './create-payments-provider';
export { localCheckoutRoutes } from './local-checkout.routes';
export { namesMatch } from './names-match';
export { openTestBankAccounts } from './open-test-bank-accounts';
export type { PaymentsProvider } from './providers/payments-provider';
