import type { Role, VerificationStatus } from '@titletrust/shared';

export const ROLE_LABELS: Record<Role, string> = {
  buyer: 'Client',
  seller: 'Legal professional',
  admin: 'Administrator',
};

/** Verification (bar licence, ID) concerns legal professionals only; nobody else has a status. */
export const hasVerification = (role: Role) => role === 'seller';

export const VERIFICATION_LABELS: Record<VerificationStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

export const VERIFICATION_COLORS: Record<VerificationStatus, string> = {
  pending: 'yellow',
  verified: 'brand',
  rejected: 'red',
};
