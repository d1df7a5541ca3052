/** Marketplace roles (spec §6). Admin is granted only by server-side records. */
export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What a person picks at sign-up: Client or Legal Professional. */
export const ACCOUNT_TYPES = ['client', 'professional'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const ACCOUNT_TYPE_LABELS: Record<AccountType, string> = {
  client: 'Client',
  professional: 'Legal Professional',
};

/** client becomes buyer, professional becomes seller (spec §4). */
export function roleForAccountType(type: AccountType): Exclude<Role, 'admin'> {
  return type === 'professional' ? 'seller' : 'buyer';
}

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Where each role lands after signing in when no page was remembered (spec §2). */
export const HOME_BY_ROLE: Record<Role, string> = {
  admin: '/admin-dashboard',
  seller: '/seller-dashboard',
  buyer: '/buyer-dashboard',
};

/** The spec's three hard-coded demo addresses: never available to register (spec §5). */
export const DEMO_ACCOUNT_EMAILS: Record<Role, string> = {
  buyer: 'buyer@demo.titletrust.ng',
  seller: 'seller@demo.titletrust.ng',
  admin: 'admin@demo.titletrust.ng',
};
