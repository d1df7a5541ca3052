import { PAGES, type PageAccess, type PageKey } from '@titletrust/shared';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { RequireAccess } from '../features/accounts/session/RequireAccess';
import { LandingPage } from '../features/landing/LandingPage';
import { AppLayout } from '../shell/AppLayout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import type { LazyPage } from '../lib/lazyPage';
import { lazyPage } from '../shell/pageLoading';

type LazyPageKey = Exclude<PageKey, 'home'>;

/**
 * Every page but the landing page is its own chunk, fetched when first visited (spec §7:
 * dashboards load on demand): the first page carries none of them (decision 033).
 */
const dashboardPage =
  (page: 'buyerDashboard' | 'sellerDashboard'): LazyPage =>
  async () => {
    const { DashboardPage } = await import('../features/dashboards/DashboardPage');
    return { Component: () => <DashboardPage page={page} /> };
  };

/** The spec's two public lawyer-profile pages: the demo professional's profile (demo mode). */
const publicProfileDemoPage: LazyPage = async () => {
  const { PublicProfilePage } = await import('../features/profiles/PublicProfilePage');
  return { Component: () => <PublicProfilePage demo /> };
};

/** One page for both sides of a conversation: /messages, /seller-messages, /buyer-messages. */
const messagesPage: LazyPage = async () => ({
  Component: (await import('../features/messages/MessagesPage')).MessagesPage,
});

const lazyPages: Record<LazyPageKey, LazyPage> = {
  help: async () => ({
    Component: (await import('../features/assistant/HelpPage')).HelpPage,
  }),
  login: async () => ({
    Component: (await import('../features/accounts/login/LoginPage')).LoginPage,
  }),
  register: async () => ({
    Component: (await import('../features/accounts/register/RegisterPage')).RegisterPage,
  }),
  resetPassword: async () => ({
    Component: (await import('../features/accounts/reset/ResetPasswordPage')).ResetPasswordPage,
  }),
  verifyEmail: async () => ({
    Component: (await import('../features/accounts/verify/VerifyEmailPage')).VerifyEmailPage,
  }),
  authCallback: async () => ({
    Component: (await import('../features/accounts/google/AuthCallbackPage')).AuthCallbackPage,
  }),
  publicProfile: async () => ({
    Component: (await import('../features/profiles/PublicProfilePage')).PublicProfilePage,
  }),
  profileDemo: publicProfileDemoPage,
  profileTest: publicProfileDemoPage,
  testAccounts: async () => ({
    Component: (await import('../features/demo/TestAccountsPage')).TestAccountsPage,
  }),
  blockchainDemo: async () => ({
    Component: (await import('../features/signatures/BlockchainDemoPage')).BlockchainDemoPage,
  }),
  devMailbox: async () => ({
    Component: (await import('../features/demo/DevMailboxPage')).DevMailboxPage,
  }),
  sellerDashboard: dashboardPage('sellerDashboard'),
  sellerGigs: async () => ({
    Component: (await import('../features/gigs/my-gigs/SellerGigsPage')).SellerGigsPage,
  }),
  activeBids: async () => ({
    Component: (await import('../features/bids/active-bids/ActiveBidsPage')).ActiveBidsPage,
  }),
  earnings: async () => ({
    Component: (await import('../features/money/earnings/EarningsPage')).EarningsPage,
  }),
  verification: async () => ({
    Component: (await import('../features/verification/VerificationPage')).VerificationPage,
  }),
  messages: messagesPage,
  sellerMessages: messagesPage,
  buyerDashboard: dashboardPage('buyerDashboard'),
  buyerMessages: messagesPage,
  buyerProfile: async () => {
    const { ProfilePage } = await import('../features/profiles/ProfilePage');
    return { Component: () => <ProfilePage page="buyerProfile" /> };
  },
  postGig: async () => ({
    Component: (await import('../features/gigs/post-gig/PostGigPage')).PostGigPage,
  }),
  editGig: async () => ({
    Component: (await import('../features/gigs/edit-gig/EditGigPage')).EditGigPage,
  }),
  buyerGigs: async () => ({
    Component: (await import('../features/gigs/my-gigs/BuyerGigsPage')).BuyerGigsPage,
  }),
  adminDashboard: async () => ({
    Component: (await import('../features/admin/AdminDashboardPage')).AdminDashboardPage,
  }),
  walletTest: async () => ({
    Component: (await import('../features/wallets/provider-test/WalletTestPage')).WalletTestPage,
  }),
  payments: async () => ({
    Component: (await import('../features/money/payments/PaymentsPage')).PaymentsPage,
  }),
  findGigs: async () => ({
    Component: (await import('../features/gigs/find-gigs/FindGigsPage')).FindGigsPage,
  }),
  gigDetail: async () => ({
    Component: (await import('../features/gigs/detail/GigDetailPage')).GigDetailPage,
  }),
  contract: async () => ({
    Component: (await import('../features/contracts/ContractPage')).ContractPage,
  }),
  profile: async () => ({
    Component: (await import('../features/profiles/ProfilePage')).ProfilePage,
  }),
  wallet: async () => ({
    Component: (await import('../features/wallets/WalletPage')).WalletPage,
  }),
  walletTransactions: async () => ({
    Component: (await import('../features/money/transfers/WalletTransactionsPage'))
      .WalletTransactionsPage,
  }),
  walletFunding: async () => ({
    Component: (await import('../features/money/funding/WalletFundingPage')).WalletFundingPage,
  }),
};

// Made once: a lazy component keeps the module it loaded.
const pageComponents = Object.fromEntries(
  Object.entries(lazyPages).map(([key, load]) => [key, lazyPage(load)]),
) as Record<LazyPageKey, ReturnType<typeof lazyPage>>;

function pageRoutes(access: PageAccess): RouteObject[] {
  return (Object.keys(lazyPages) as LazyPageKey[])
    .filter((key) => PAGES[key].access === access)
    .map((key) => {
      const Page = pageComponents[key];
      return { path: PAGES[key].path, element: <Page /> };
    });
}

const PROTECTED_ACCESS = ['signed-in', 'buyer', 'seller', 'admin'] as const;

/** Protected pages sit under one guard per access level, straight from the shared page table. */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: PAGES.home.path, element: <LandingPage /> },
      ...pageRoutes('public'),
      ...PROTECTED_ACCESS.map((access) => ({
        element: <RequireAccess access={access} />,
        children: pageRoutes(access),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

function AppRoutes() {
  const { pathname } = useLocation();
  return <RouteErrorBoundary path={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * React Router's declarative mode: the data router's own code would cost the first page about
 * 17 KiB gzipped, and its loaders are not used (decision 033). Navigations are transitions, so
 * the page stays up while the next one's module loads (AppLayout shows a bar meanwhile).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
