import { PAGES, type PageKey } from '@titletrust/shared';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/LandingPage';
import { AppLayout } from '../shell/AppLayout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { RouteErrorPage } from '../shell/RouteErrorPage';

type LazyPage = NonNullable<RouteObject['lazy']>;

/**
 * Every page but the landing page is its own chunk, fetched when first visited (spec §7:
 * dashboards load on demand). Pages whose feature has not landed yet show the pending shell.
 */
const pendingPage =
  (page: PageKey): LazyPage =>
  async () => {
    const { PendingPage } = await import('../features/pending/PendingPage');
    return { Component: () => <PendingPage page={page} /> };
  };

const lazyPages: Record<Exclude<PageKey, 'home'>, LazyPage> = {
  login: pendingPage('login'),
  register: pendingPage('register'),
  resetPassword: pendingPage('resetPassword'),
  authCallback: pendingPage('authCallback'),
  publicProfile: pendingPage('publicProfile'),
  profileDemo: pendingPage('profileDemo'),
  profileTest: pendingPage('profileTest'),
  testAccounts: pendingPage('testAccounts'),
  blockchainDemo: pendingPage('blockchainDemo'),
  devMailbox: pendingPage('devMailbox'),
  sellerDashboard: pendingPage('sellerDashboard'),
  sellerGigs: pendingPage('sellerGigs'),
  activeBids: pendingPage('activeBids'),
  earnings: pendingPage('earnings'),
  messages: pendingPage('messages'),
  sellerMessages: pendingPage('sellerMessages'),
  buyerDashboard: pendingPage('buyerDashboard'),
  buyerMessages: pendingPage('buyerMessages'),
  buyerProfile: pendingPage('buyerProfile'),
  postGig: pendingPage('postGig'),
  buyerGigs: pendingPage('buyerGigs'),
  adminDashboard: pendingPage('adminDashboard'),
  walletTest: pendingPage('walletTest'),
  payments: pendingPage('payments'),
  findGigs: pendingPage('findGigs'),
  profile: pendingPage('profile'),
  wallet: pendingPage('wallet'),
  walletTransactions: pendingPage('walletTransactions'),
  walletFunding: pendingPage('walletFunding'),
};

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: PAGES.home.path, element: <LandingPage /> },
      ...Object.entries(lazyPages).map(([key, lazy]) => ({
        path: PAGES[key as keyof typeof lazyPages].path,
        lazy,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
