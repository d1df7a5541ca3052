import type { SessionUser } from '@titletrust/shared';

/** An admin who has not turned on two-factor sign-in: they may only set it up (or sign out). */
export const owesTwoFactor = (user: SessionUser) => user.role === 'admin' && !user.twoFactorEnabled;
