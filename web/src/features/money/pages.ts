import type { PageKey } from '@titletrust/shared';
import type { LazyPage } from '../../lib/lazyPage';

/**
 * The feature's pages, each its own chunk fetched on the first visit (app/AppRouter routes them).
 * Kept out of index.ts, which only re-exports: the first bundle then takes nothing else of it.
 */
export const moneyPages = {
  earnings: async () => ({
    Component: (await import('./earnings/EarningsPage')).EarningsPage,
  }),
  payments: async () => ({
    Component: (await import('./payments/PaymentsPage')).PaymentsPage,
  }),
  walletTransactions: async () => ({
    Component: (await import('./transfers/WalletTransactionsPage')).WalletTransactionsPage,
  }),
  walletFunding: async () => ({
    Component: (await import('./funding/WalletFundingPage')).WalletFundingPage,
  }),
} satisfies Partial<Record<PageKey, LazyPage>>;
