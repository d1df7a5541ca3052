// The money entry file: all that code outside features/money/ may import from it.
export { circleWebhookRoutes } from './circle-webhook.routes';
export { balancesColumn, type BalancesColumn, getBalances } from './get-balances';
export { startMoneyJobs } from './money-jobs';
export { moneyRoutes } from './money.routes';
export { processWithdrawal } from './process-withdrawal';
export { faucetEnabled, seedTestFunds } from './request-test-funds';
export { requestWithdrawal } from './request-withdrawal';
export { toWalletTransfer } from './wallet-transfer-view';
