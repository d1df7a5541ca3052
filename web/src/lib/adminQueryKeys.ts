/** Under one root, so an admin's decision refreshes every admin read (the wallet provider's too). */
export const ADMIN_QUERY_KEY = ['admin'] as const;
