// The payments entry file: all that code outside features/payments/ may import from it.
export type { FundEscrow } from './confirm-checkout';
export { createPaymentsProvider, localPaymentsAllowed } from './create-payments-provider';
export { localCheckoutRoutes } from './local-checkout.routes';
export { namesMatch } from './names-match';
export { openTestBankAccounts, saveTestPayoutAccounts } from './open-test-bank-accounts';
export { startPaymentsJobs } from './payments-jobs';
export { paymentsAdminRoutes } from './payments-admin.routes';
export { paymentsRoutes } from './payments.routes';
export { paystackWebhookRoutes } from './paystack-webhook.routes';
export { readWebhookBacklog, type WebhookBacklog } from './read-webhook-backlog';
export { recordPaidTopUp } from './record-paid-top-up';
export type { PaymentsProvider } from './providers/payments-provider';
