/**
 * Query keys of naira payments. Payouts live under the money keys, so a movement anywhere
 * (refreshMoney) refreshes them with the balances.
 */
export const paymentsKeys = {
  payouts: ['money', 'payouts'] as const,
  bankAccounts: ['payments', 'bank-accounts'] as const,
  testBankAccounts: ['payments', 'test-bank-accounts'] as const,
  banks: ['payments', 'banks'] as const,
  checkout: (reference: string) => ['money', 'checkout', reference] as const,
  approvals: ['payments', 'approvals'] as const,
};
