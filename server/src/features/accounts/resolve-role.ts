import type { Role } from '@titletrust/shared';

type RoleSource = { role_title?: unknown; role?: unknown } | null | undefined;

export interface RoleInputs {
  /** The server-side admin record (Better Auth admin plugin's user.role). */
  isAdmin: boolean;
  profile?: RoleSource;
  /** Account metadata the user supplied: it may say buyer or seller, never grant admin. */
  metadata?: RoleSource;
  email: string;
}

const marketplaceRole = (value: unknown): 'buyer' | 'seller' | undefined =>
  value === 'buyer' || value === 'seller' ? value : undefined;

/**
 * The spec's resolution order (§4): profile role_title, profile role, account metadata
 * role_title, account metadata role, then a guess from the e-mail text, default buyer. Admin
 * comes only from the server-side record; an "admin" anywhere else, or in the e-mail, is ignored.
 */
export function resolveRole({ isAdmin, profile, metadata, email }: RoleInputs): Role {
  if (isAdmin) return 'admin';
  const declared = [profile?.role_title, profile?.role, metadata?.role_title, metadata?.role]
    .map(marketplaceRole)
    .find(Boolean);
  if (declared) return declared;
  const text = email.toLowerCase();
  if (text.includes('seller')) return 'seller';
  return 'buyer';
}
