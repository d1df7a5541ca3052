import { profilePictureUrl, type SessionUser } from '@titletrust/shared';
import type { profiles } from '../../db/schema';
import { resolveRole } from './resolve-role';

export interface AccountRecord {
  id: string;
  name: string;
  email: string;
  emailVerified?: boolean;
  twoFactorEnabled?: boolean | null;
  role?: string | null;
  userMetadata?: Record<string, unknown> | null;
}

/** What of a profile the viewer's view needs. */
export type ViewerProfile = Pick<
  typeof profiles.$inferSelect,
  'roleTitle' | 'verificationStatus' | 'status' | 'profilePicture'
>;

/** The browser's view of an account and its profile: its resolved role and verification. */
export function toSessionUser(
  account: AccountRecord,
  profile: ViewerProfile | undefined,
): SessionUser {
  const metadata = account.userMetadata ?? {};
  const verificationStatus = profile?.verificationStatus ?? 'pending';
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    role: resolveRole({
      isAdmin: account.role === 'admin',
      profile: { role_title: profile?.roleTitle },
      metadata,
      email: account.email,
    }),
    isVerified: verificationStatus === 'verified',
    emailVerified: account.emailVerified ?? false,
    twoFactorEnabled: account.twoFactorEnabled ?? false,
    verificationStatus,
    profileStatus: profile?.status ?? 'incomplete',
    pictureUrl: profile?.profilePicture
      ? profilePictureUrl(account.id, profile.profilePicture)
      : null,
    user_metadata: metadata,
  };
}
