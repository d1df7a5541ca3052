/**
 * What the header and the guards need of the session, without zod: the first page draws before
 * the session contract (and zod with it) arrives, imported while the session request is on its
 * way (decision 033).
 */
export const loadSessionResponseSchema = () =>
  import('@titletrust/shared/contracts/accounts-session').then(
    (module) => module.sessionResponseSchema,
  );

/** A sign-in's answer: the user, or that the two-factor code is still to come. */
export const loadSignInResponseSchema = () =>
  import('@titletrust/shared/contracts/accounts-session').then(
    (module) => module.signInResponseSchema,
  );

/** The signed-in user's devices; signing out refreshes them. */
export const DEVICE_SESSIONS_QUERY_KEY = ['account-sessions'] as const;

/** What a fresh check of this session takes, and whether the account has a password. */
export const FRESH_CHECK_STATE_QUERY_KEY = ['fresh-check-state'] as const;
