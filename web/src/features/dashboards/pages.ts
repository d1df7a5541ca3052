import type { PageKey } from '@titletrust/shared';
import { createElement } from 'react';
import type { LazyPage } from '../../lib/lazyPage';

const dashboardPage =
  (page: 'buyerDashboard' | 'sellerDashboard'): LazyPage =>
  async () => {
    const { DashboardPage } = await import('./DashboardPage');
    return { Component: () => createElement(DashboardPage, { page }) };
  };

/**
 * The feature's pages, each its own chunk fetched on the first visit (app/AppRouter routes them).
 * Kept out of index.ts, which only re-exports: the first bundle then takes nothing else of it.
 */
export const dashboardsPages = {
  sellerDashboard: dashboardPage('sellerDashboard'),
  buyerDashboard: dashboardPage('buyerDashboard'),
} satisfies Partial<Record<PageKey, LazyPage>>;
