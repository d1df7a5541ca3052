import type { AccountType, SessionUser } from '@titletrust/shared';

export interface ProfileCompletionValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  userType: AccountType | '';
  agreeToTerms: boolean;
}

/**
 * A new wallet account has no real name or e-mail yet: the server fills both with stand-ins
 * built from the address (or an address on a reserved domain); those are not worth prefilling.
 */
const WALLET_ADDRESS = /0x[0-9a-f]{40}/i;
const RESERVED_DOMAIN = /\.(invalid|local|localhost|test|example)$/i;

function isPlaceholder(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || WALLET_ADDRESS.test(trimmed) || RESERVED_DOMAIN.test(trimmed);
}

/**
 * What the form starts with: whatever real details the account already has (a Google account
 * brings a name and an e-mail; a wallet account brings only placeholders) and the account type
 * chosen on /register, if any.
 */
export function initialProfileValues(
  user: Pick<SessionUser, 'name' | 'email'>,
  pendingType: AccountType | undefined,
): ProfileCompletionValues {
  const [firstName = '', ...rest] = isPlaceholder(user.name) ? [] : user.name.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: isPlaceholder(user.email) ? '' : user.email,
    phone: '',
    userType: pendingType ?? '',
    agreeToTerms: false,
  };
}
