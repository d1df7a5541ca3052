import type { PageKey } from '@titletrust/shared';
import type { LazyPage } from '../../lib/lazyPage';

/** The feature's pages, each its own chunk (app/AppRouter routes them). */
export const paymentsPages = {
  checkoutReturn: async () => ({
    Component: (await import('./CheckoutReturnPage')).CheckoutReturnPage,
  }),
  payouts: async () => ({
    Component: (await import('./PayoutsPage')).PayoutsPage,
  }),
  adminPayments: async () => ({
    Component: (await import('./admin/AdminPaymentsPage')).AdminPaymentsPage,
  }),
} satisfies Partial<Record<PageKey, LazyPage>>;
