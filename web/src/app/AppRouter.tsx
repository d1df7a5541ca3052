import { PAGES, type PageAccess, type PageKey } from '@titletrust/shared';
import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { accountsPages, RequireAccess } from '../features/accounts';
import { adminPages } from '../features/admin';
import { assistantPages } from '../features/assistant';
import { bidsPages } from '../features/bids';
import { contractsPages } from '../features/contracts';
import { dashboardsPages } from '../features/dashboards';
import { demoPages } from '../features/demo';
import { gigsPages } from '../features/gigs';
import { LandingPage } from '../features/landing';
import { legalPages } from '../features/legal';
import { messagesPages } from '../features/messages';
import { moneyPages } from '../features/money';
import { paymentsPages } from '../features/payments';
import { profilesPages } from '../features/profiles';
import { securityPages } from '../features/security';
import { signaturesPages } from '../features/signatures';
import { verificationPages } from '../features/verification';
import { walletsPages } from '../features/wallets';
import type { LazyPage } from '../lib/lazyPage';
import { AppLayout } from '../shell/AppLayout';
import { NotFoundPage } from '../shell/NotFoundPage';
import { RouteErrorBoundary } from '../shell/RouteErrorBoundary';
import { lazyPage, type PageComponent } from '../shell/pageLoading';

type LazyPageKey = Exclude<PageKey, 'home'>;

/**
 * Every page but the landing page is its own chunk, fetched when first visited (spec §7:
 * dashboards load on demand): the first page carries none of them (decision 033). Each feature's
 * entry lists its pages.
 */
const lazyPages: Record<LazyPageKey, LazyPage> = {
  ...assistantPages,
  ...legalPages,
  ...accountsPages,
  ...securityPages,
  ...profilesPages,
  ...demoPages,
  ...signaturesPages,
  ...dashboardsPages,
  ...gigsPages,
  ...bidsPages,
  ...moneyPages,
  ...paymentsPages,
  ...verificationPages,
  ...messagesPages,
  ...adminPages,
  ...walletsPages,
  ...contractsPages,
};

// Made once: a lazy component keeps the module it loaded.
const pageComponents = Object.fromEntries(
  Object.entries(lazyPages).map(([key, load]) => [key, lazyPage(load)]),
) as Record<LazyPageKey, PageComponent>;

function pageRoutes(access: PageAccess): RouteObject[] {
  return (Object.keys(lazyPages) as LazyPageKey[])
    .filter((key) => PAGES[key].access === access)
    .map((key) => {
      const Page = pageComponents[key];
      return { id: key, path: PAGES[key].path, element: <Page /> };
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

/**
 * Loads the module of the page at `pathname` (the server has already asked for it with a
 * modulepreload), so the first render draws the page itself, not an empty place for it.
 */
export function loadPageAt(pathname: string): Promise<void> {
  // Only the lazily loaded pages' routes have an id: their key.
  const key = matchRoutes(routes, pathname)?.at(-1)?.route.id as LazyPageKey | undefined;
  return key ? pageComponents[key].preload() : Promise.resolve();
}

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
