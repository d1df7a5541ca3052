// The accounts entry file: all that code outside features/accounts/ may import from it.
export { accountsRoutes } from './accounts.routes';
export { type Auth, createAuth } from './auth';
export { isGoogleConfigured } from './google/google-auth';
export { googleRoutes } from './google/google.routes';
export { createViewerResolver } from './load-session-user';
export { pageSessionOf } from './page-session';
export { markEmailVerified } from './mark-email-verified';
export { promoteConfiguredAdmins } from './promote-configured-admins';
export { resolveRole } from './resolve-role';
export { twoFactorRoutes } from './two-factor/two-factor.routes';
export { walletRoutes } from './wallet/wallet.routes';
export { accountChangesRoutes } from './account-changes.routes';
export { createFreshCheckGuard } from './fresh-checks/assert-fresh-check';
export { freshChecksRoutes } from './fresh-checks/fresh-checks.routes';
