import type { PageKey } from '@titletrust/shared';
import type { LazyPage } from '../../lib/lazyPage';

/**
 * The feature's pages, each its own chunk fetched on the first visit (app/AppRouter routes them).
 * Kept out of index.ts, which only re-exports: the first bundle then takes nothing else of it.
 */
export const accountsPages = {
  login: async () => ({
    Component: (await import('./login/LoginPage')).LoginPage,
  }),
  register: async () => ({
    Component: (await import('./register/RegisterPage')).RegisterPage,
  }),
  resetPassword: async () => ({
    Component: (await import('./reset/ResetPasswordPage')).ResetPasswordPage,
  }),
  verifyEmail: async () => ({
    Component: (await import('./verify/VerifyEmailPage')).VerifyEmailPage,
  }),
  authCallback: async () => ({
    Component: (await import('./google/AuthCallbackPage')).AuthCallbackPage,
  }),
  twoFactorSignIn: async () => ({
    Component: (await import('./two-factor/TwoFactorSignInPage')).TwoFactorSignInPage,
  }),
  twoFactorSetup: async () => ({
    Component: (await import('./two-factor/TwoFactorSetupPage')).TwoFactorSetupPage,
  }),
} satisfies Partial<Record<PageKey, LazyPage>>;

/** The Complete Your Profile modal, fetched the first time a session owes its profile. */
export const loadCompleteProfileModal = async () =>
  (await import('./complete-profile/CompleteProfileModal')).CompleteProfileModal;

/**
 * What opens "Confirm it's you" when the API asks for a fresh check (money out, payout
 * destinations, the password or e-mail): mounted with the signed-in header tools, once the page
 * is painted.
 */
export const loadFreshCheckPrompt = async () =>
  (await import('./fresh-check/FreshCheckPrompt')).FreshCheckPrompt;

/**
 * The sign-in flow's own MetaMask code (EIP-6963 discovery, the spec's error messages), fetched
 * on the first click so viem stays out of the page's first download.
 */
export const loadConnectMetaMask = async () =>
  (await import('./wallet/connectMetaMask')).connectMetaMask;
export const loadSignPersonalMessage = async () =>
  (await import('./wallet/signPersonalMessage')).signPersonalMessage;
