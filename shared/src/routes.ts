/**
 * Every page of the web app and who may open it (spec §2). The browser builds its router and
 * guards from this table; the server uses it to answer unknown paths with a real 404.
 */
export type PageAccess = 'public' | 'signed-in' | 'buyer' | 'seller' | 'admin';

export const PAGES = {
  home: { path: '/', access: 'public', title: 'Property due diligence with escrow' },
  login: { path: '/login', access: 'public', title: 'Sign in' },
  register: { path: '/register', access: 'public', title: 'Create your account' },
  resetPassword: { path: '/reset-password', access: 'public', title: 'Reset your password' },
  verifyEmail: { path: '/verify-email', access: 'public', title: 'Verify your email address' },
  authCallback: { path: '/auth/callback', access: 'public', title: 'Signing you in' },
  twoFactorSignIn: {
    path: '/sign-in/two-factor',
    access: 'public',
    title: 'Two-factor sign-in',
  },
  twoFactorSetup: {
    path: '/two-factor-setup',
    access: 'signed-in',
    title: 'Set up two-factor sign-in',
  },
  publicProfile: { path: '/profile/:id', access: 'public', title: 'Professional profile' },
  profileDemo: { path: '/profile-demo', access: 'public', title: 'Profile demo' },
  profileTest: { path: '/profile-test', access: 'public', title: 'Profile test' },
  testAccounts: { path: '/test-accounts', access: 'public', title: 'Demo accounts' },
  blockchainDemo: { path: '/BlockchainDemo', access: 'public', title: 'Blockchain demo' },
  devMailbox: { path: '/dev/mailbox', access: 'public', title: 'Dev mailbox' },
  help: { path: '/help', access: 'public', title: 'Help' },
  terms: { path: '/terms', access: 'public', title: 'Terms of Service' },
  privacy: { path: '/privacy', access: 'public', title: 'Privacy Policy' },

  sellerDashboard: { path: '/seller-dashboard', access: 'seller', title: 'Seller dashboard' },
  sellerGigs: { path: '/my-gigs', access: 'seller', title: 'My gigs' },
  activeBids: { path: '/active-bids', access: 'seller', title: 'Active bids' },
  earnings: { path: '/earnings', access: 'seller', title: 'Earnings' },
  verification: { path: '/verification', access: 'seller', title: 'Verification' },
  messages: { path: '/messages', access: 'seller', title: 'Messages' },
  sellerMessages: { path: '/seller-messages', access: 'seller', title: 'Messages' },

  buyerDashboard: { path: '/buyer-dashboard', access: 'buyer', title: 'Buyer dashboard' },
  buyerMessages: { path: '/buyer-messages', access: 'buyer', title: 'Messages' },
  buyerProfile: { path: '/buyer-profile', access: 'buyer', title: 'Buyer profile' },
  postGig: { path: '/post-gig', access: 'buyer', title: 'Post a gig' },
  buyerGigs: { path: '/MyGigs', access: 'buyer', title: 'My gigs' },
  editGig: { path: '/gigs/:id/edit', access: 'buyer', title: 'Edit your gig' },

  adminDashboard: { path: '/admin-dashboard', access: 'admin', title: 'Admin dashboard' },
  walletTest: { path: '/wallet/test', access: 'admin', title: 'Wallet test' },
  adminPayments: {
    path: '/admin/payments',
    access: 'admin',
    title: 'Payments and provider events',
  },

  payments: { path: '/payments', access: 'signed-in', title: 'Payments' },
  findGigs: { path: '/find-gigs', access: 'signed-in', title: 'Find gigs' },
  gigDetail: { path: '/gigs/:id', access: 'signed-in', title: 'Gig' },
  contract: { path: '/contracts/:id', access: 'signed-in', title: 'Contract' },
  profile: { path: '/profile', access: 'signed-in', title: 'Your profile' },
  wallet: { path: '/wallet', access: 'signed-in', title: 'Wallet' },
  walletTransactions: {
    path: '/wallet/transactions',
    access: 'signed-in',
    title: 'Wallet transactions',
  },
  walletFunding: { path: '/wallet/funding', access: 'signed-in', title: 'Fund your wallet' },
  checkoutReturn: { path: '/wallet/funding/return', access: 'signed-in', title: 'Your payment' },
  payouts: { path: '/payouts', access: 'seller', title: 'Naira payouts' },
} as const satisfies Record<string, { path: string; access: PageAccess; title: string }>;

export type PageKey = keyof typeof PAGES;

function toMatcher(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  // React Router matches paths case-insensitively and tolerates a trailing slash; so do we.
  return new RegExp(`^${source}/?$`, 'i');
}

const matchers = Object.entries(PAGES).map(
  ([key, page]) => [key as PageKey, toMatcher(page.path)] as const,
);

/** The page a browser path leads to, or undefined when no page exists there. */
export function findPage(pathname: string): PageKey | undefined {
  return matchers.find(([, matcher]) => matcher.test(pathname))?.[0];
}

/**
 * Pages that exist only in demo mode (the demo accounts' passwords, the platform's outgoing mail,
 * the demo professional's profile); anywhere else the server answers them as not found.
 */
export const DEMO_ONLY_PAGES: readonly PageKey[] = [
  'testAccounts',
  'devMailbox',
  'profileDemo',
  'profileTest',
];

/**
 * The element of a served page that holds its viewer's session, as GET /api/accounts/session
 * would answer (JSON): the app starts from it instead of asking.
 */
export const PAGE_SESSION_ELEMENT_ID = 'page-session';

/** The element of a served page that holds what GET /api/config answers (JSON). */
export const PAGE_CONFIG_ELEMENT_ID = 'page-config';

/**
 * The element of a served page that holds the answer to the API request its content waits on
 * (JSON: `{ path, answer }`, the answer as GET `path` gives it to this viewer).
 */
export const PAGE_ANSWER_ELEMENT_ID = 'page-answer';

/** What /find-gigs asks first when its address holds no filters: the newest open gigs. */
export const FIND_GIGS_FIRST_REQUEST = '/api/gigs?sort=newest&limit=20';

/**
 * The API request whose answer a served page carries, for the pages whose content waits on one:
 * a contract, and find-gigs opened without filters (the app builds a filtered search's query
 * from its address bar, so those ask the API). Undefined for every other page.
 */
export function pageFirstRequest(pathname: string, search: string): string | undefined {
  const page = findPage(pathname);
  if (page === 'contract') return `/api/contracts/${pathname.split('/')[2]}`;
  if (page === 'findGigs' && search === '') return FIND_GIGS_FIRST_REQUEST;
  return undefined;
}
